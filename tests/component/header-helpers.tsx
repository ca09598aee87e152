import userEvent from '@testing-library/user-event';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startApiServer } from '../../demo/server/index.mjs';
import { renderPortal } from '../support/render-portal';

/*
 * Helpers of the shell tests (header, modals, /eventos). Each file gets its own reference API,
 * reset before every test: switching events changes what the server remembers for the customer,
 * and armed faults must not hit other files running at the same time.
 */

export const ANA = 'ana.souza@exemplo.com.br';
/** Ana's current event by default (the nearest upcoming) and another of hers. */
export const WEDDING = { idEvento: 41587, descricao: 'Casamento Ana & Rafael', titulo: 'Recepção no Espaço Villa Jardim' };
export const SILVER = { idEvento: 42903, descricao: 'Bodas de Prata Márcia & Jorge', titulo: 'Jantar de Bodas de Prata' };

export function shellApi() {
  let api: Awaited<ReturnType<typeof startApiServer>>;
  beforeAll(async () => {
    api = await startApiServer({ port: 0, allowedOrigins: ['*'], log: () => {} });
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await post('/dev/reset', {});
    await fetch(`${api.url}/dev/faults`, { method: 'DELETE' });
  });

  async function post(path: string, body: unknown, token?: string) {
    const answer = await fetch(api.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json().catch(() => undefined)) as Record<string, unknown> };
  }

  return {
    url: () => api.url,
    /** The live server state, for shaping a test's data (an empty team, no events). */
    state: () => api.state,
    /** Arms a fault for the next call to `path` ('500', 'timeout'...), optionally for one method. */
    fault: (path: string, kind: string, method?: string) => post('/dev/faults', { path, kind, method }),
    /** Ana signed in (over HTTP) with her current event stored, on `path`; `beforeRender` may reshape the data. */
    async renderSignedIn(
      path: string,
      settings: { supportEmail?: string; chatAppId?: string } = {},
      beforeRender?: () => void,
    ) {
      const { status, body } = await post('/api/login', { username: ANA, password: 'Portal@2026' });
      expect(status, 'login for ana').toBe(200);
      const { access_token, refresh_token, ...rest } = body;
      const user = { ...rest, token: String(access_token), refreshToken: String(refresh_token), email: ANA, name: String(rest.name ?? '') };
      const home = await fetch(`${api.url}/api/home`, { headers: { Authorization: `Bearer ${user.token}` } });
      const currentEvt = await home.json();
      beforeRender?.();
      const storagePrefix = `shell-${Math.random().toString(36).slice(2)}:`;
      localStorage.setItem(`${storagePrefix}user`, JSON.stringify(user));
      localStorage.setItem(`${storagePrefix}currentEvt`, JSON.stringify(currentEvt));
      const portal = await renderPortal({ path, apiBase: api.url, storagePrefix, ...settings });
      const stored = (key: string) => JSON.parse(localStorage.getItem(storagePrefix + key) ?? 'null') as unknown;
      return { ...portal, user: userEvent.setup({ document }), stored, token: user.token };
    },
  };
}

/** The portal's current path. */
export const currentPath = () => location.hash.slice(1);

/** Lets pending renders and effects run. */
export const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));
