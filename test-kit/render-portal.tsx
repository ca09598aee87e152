import { within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { inject } from 'vitest';
import { PortalApp } from '../src/app/portal-app';
import type { PortalClienteSettings } from '../src/public-types';
import { createPortalRuntime, type PortalRuntime } from '../src/runtime/create-portal-runtime';
import { resolveSettings } from '../src/runtime/settings';
import { adoptPortalStyles } from '../src/styles/adopt-styles';

let count = 0;
const mounted = new Set<() => void>();
const watchers = new Set<(runtime: PortalRuntime) => void>();

/** Unmounts every portal a test rendered (called after each test): a portal left mounted would
 * keep following the location hash and fight the next test's portal. */
export async function cleanupPortals() {
  for (const unmount of mounted) await act(unmount);
  mounted.clear();
}

/** Told of every portal runtime rendered from now on (until the returned stop). */
export function onPortalRuntime(watcher: (runtime: PortalRuntime) => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

export const componentApiUrl = () => inject('componentApiUrl');

/**
 * The whole portal in a shadow root under happy-dom, talking to the reference API over HTTP: the
 * same tree `<portal-cliente>` mounts (element/portal-root), with its runtime at hand.
 * Each call gets its own storage prefix, so tests never share a session. `beforeRender` sees the
 * shadow root before anything is drawn in it.
 */
export async function renderPortal({
  path = '/',
  beforeRender,
  ...settings
}: PortalClienteSettings & { path?: string; beforeRender?: (shadow: ShadowRoot) => void } = {}) {
  const storagePrefix = settings.storagePrefix ?? `test-${++count}:`;
  history.replaceState(null, '', `#${path}`);
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const runtime = createPortalRuntime(resolveSettings({ apiBase: componentApiUrl(), ...settings, storagePrefix }), shadow);
  watchers.forEach((watcher) => watcher(runtime));
  const removeStyles = adoptPortalStyles(shadow);
  const stop = runtime.start();
  beforeRender?.(shadow);
  const root = createRoot(shadow);
  const unmount = () => {
    root.unmount();
    stop();
    removeStyles();
  };
  mounted.add(unmount);
  await act(() => {
    root.render(
      <section className="pc-root" aria-label="Portal do Cliente">
        <PortalApp runtime={runtime} settings={runtime.settings} />
      </section>,
    );
  });
  // testing-library queries need an element: the portal's root wrapper holds every screen,
  // modal and toast.
  const screen = within(shadow.querySelector('.pc-root') as HTMLElement);
  return {
    host,
    shadow,
    screen,
    runtime,
    storagePrefix,
    async go(to: string) {
      await act(() => runtime.navigation.navigate(to));
    },
    unmount: () => {
      mounted.delete(unmount);
      return act(unmount);
    },
  };
}

/** Lets pending renders and effects run (the portal's state after a dispatched event, say). */
export const flushRenders = () => act(() => new Promise((done) => setTimeout(done, 0)));
