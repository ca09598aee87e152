import { configure, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect } from 'vitest';
import { ANA } from './customers';
import { ownApi } from './own-api';
import type { ShellRequest } from '../src/runtime/shell-requests';
import type { PortalClienteSettings } from '../src/public-types';
import { onPortalRuntime, renderPortal } from './render-portal';

/*
 * Helpers of the data-screen tests (home, services, contracts, finance, schedule, opportunities).
 * Each file gets its own reference API, reset before every test: a test may shape the server's
 * data (an empty schedule) or arm faults, which must not reach other files running at the same time.
 */

// The whole component project runs in parallel: a lazy screen plus an API answer can take over
// testing-library's default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** Ana's current event by default: her wedding at a venue with a manual. */
export const WEDDING = 41587;
/** Her company's convention: not a wedding, at a venue without a manual. */
export const CONVENTION = 44071;

export function screensApi() {
  const api = ownApi();
  const { post } = api;

  return {
    ...api,
    /** An event as seeded (not as a test may have shaped it): where expected dates come from. */
    seeded: (idEvento: number) => api.seed().events.find((event) => event.idEvento === idEvento)!,
    /** The seeded event record, to shape or to compare with. */
    event: (idEvento: number) => api.state().events.get(idEvento)!,
    /** Makes a data route (its route path, '/api/agenda') send `answer` as is, until the next reset. */
    give: async (path: string, answer: unknown) => expect((await post('/dev/answer', { path, answer })).status, `give ${path}`).toBe(200),
    /**
     * Ana signed in (over HTTP) on `path`. Her current event is stored unless `withEvent` is false
     * (the portal then fetches it); `idEvento` makes another of her events current first.
     */
    async renderSignedIn(
      path: string,
      {
        idEvento,
        withEvent = true,
        // A test may name the prefix, to store something of its own under it first.
        storagePrefix = `screens-${Math.random().toString(36).slice(2)}:`,
        ...settings
      }: PortalClienteSettings & { idEvento?: number; withEvent?: boolean } = {},
    ) {
      const user = await api.signIn(ANA);
      if (idEvento) expect((await post(`/api/home/${idEvento}`, {}, user.token)).status, `select ${idEvento}`).toBe(200);
      localStorage.setItem(`${storagePrefix}user`, JSON.stringify(user));
      if (withEvent) {
        localStorage.setItem(`${storagePrefix}currentEvt`, JSON.stringify(await api.currentEventFor(user.token)));
      }
      const portal = await renderPortal({ path, apiBase: api.url(), storagePrefix, ...settings });
      // The main area (a lazy layout) may take a moment on a cold start. It is remounted when the
      // current event changes: a test that switches events queries `screen` instead.
      const mainArea = await waitFor(() => {
        const element = portal.shadow.getElementById('pc-main');
        if (!element) throw new Error('expected the main area (#pc-main) to render');
        return element;
      });
      const main = within(mainArea);
      return { ...portal, main, user: userEvent.setup({ document }), session: user };
    },
  };
}

/** Requests the screens sent to the shell (header, modals, chat) during a test. */
export function shellRequests() {
  const seen: ShellRequest[] = [];
  let stop: () => void = () => {};
  beforeEach(() => {
    seen.length = 0;
    stop = onPortalRuntime((runtime) => runtime.shell.listen((request) => seen.push(request)));
  });
  afterEach(() => stop());
  return seen;
}

/** Intl writes a no-break space after "R$"; the tests write a plain one. */
export const text = (element: Element | null | undefined) => element?.textContent?.replace(/\u00a0/g, ' ').trim();
