import { within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { inject } from 'vitest';
import { PortalRoot } from '../../src/element/portal-root';
import { navigate } from '../../src/portal/navigation';
import type { PortalClienteSettings } from '../../src/public-types';

let count = 0;
const mounted = new Set<() => void>();

/** Unmounts every portal a test rendered (called after each test): a portal left mounted would
 * keep following the location hash and fight the next test's portal. */
export async function cleanupPortals() {
  for (const unmount of mounted) await act(unmount);
  mounted.clear();
}

export const componentApiUrl = () => inject('componentApiUrl');

/**
 * The whole portal in a shadow root under happy-dom, talking to the reference API over HTTP.
 * Each call gets its own storage prefix, so tests never share a session.
 */
export async function renderPortal({ path = '/', ...settings }: PortalClienteSettings & { path?: string } = {}) {
  const storagePrefix = settings.storagePrefix ?? `test-${++count}:`;
  navigate(path, { replace: true });
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow);
  mounted.add(() => root.unmount());
  await act(() => {
    root.render(<PortalRoot container={shadow} apiBase={componentApiUrl()} storagePrefix={storagePrefix} {...settings} />);
  });
  // testing-library queries need an element: the portal's root wrapper holds every screen,
  // modal and toast.
  const screen = within(shadow.querySelector('.pc-root') as HTMLElement);
  return {
    host,
    shadow,
    screen,
    storagePrefix,
    async go(to: string) {
      await act(() => navigate(to));
    },
    unmount: () => act(() => root.unmount()),
  };
}

/** Signs in over HTTP and stores the session the way the portal does, before rendering. */
export async function storedSessionFor(email: string, password = 'Portal@2026') {
  const api = componentApiUrl();
  const login = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (login.status !== 200) throw new Error(`login for ${email} answered ${login.status}`);
  const { access_token, refresh_token, ...rest } = await login.json();
  return { ...rest, token: access_token as string, refreshToken: refresh_token as string, email, name: String(rest.name ?? '') };
}
