import userEvent from '@testing-library/user-event';
import { ANA } from './customers';
import { ownApi } from './own-api';
import { renderPortal } from './render-portal';

/*
 * Helpers of the shell tests (header, modals, /eventos). Each file gets its own reference API,
 * reset before every test: switching events changes what the server remembers for the customer,
 * and armed faults must not hit other files running at the same time.
 */

/** Ana's current event by default (the nearest upcoming) and another of hers. */
export const WEDDING = { idEvento: 41587, descricao: 'Casamento Ana & Rafael', titulo: 'Recepção no Espaço Villa Jardim' };
export const SILVER = { idEvento: 42903, descricao: 'Bodas de Prata Márcia & Jorge', titulo: 'Jantar de Bodas de Prata' };

export function shellApi() {
  const api = ownApi();

  return {
    ...api,
    /** Ana signed in (over HTTP) with her current event stored, on `path`; `beforeRender` may reshape the data. */
    async renderSignedIn(path: string, settings: { supportEmail?: string; chatAppId?: string } = {}, beforeRender?: () => void) {
      const { user, currentEvt } = await api.sessionFor(ANA);
      beforeRender?.();
      const storagePrefix = `shell-${Math.random().toString(36).slice(2)}:`;
      localStorage.setItem(`${storagePrefix}user`, JSON.stringify(user));
      localStorage.setItem(`${storagePrefix}currentEvt`, JSON.stringify(currentEvt));
      const portal = await renderPortal({ path, apiBase: api.url(), storagePrefix, ...settings });
      const stored = (key: string) => JSON.parse(localStorage.getItem(storagePrefix + key) ?? 'null') as unknown;
      return { ...portal, user: userEvent.setup({ document }), stored, token: user.token };
    },
  };
}

/** The portal's current path. */
export const currentPath = () => location.hash.slice(1);
