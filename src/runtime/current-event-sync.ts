import { unknown } from 'superstruct';
import { lackOfNetwork } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { HOME_PATH } from '../api/data-paths';
import type { CurrentEvent } from '../api/event-schemas';
import { createStore } from '../lib/create-store';
import { retryingImport } from '../lib/retrying-import';
import type { SessionStore } from '../session/session-store';
import { FRESH_MS } from './fresh-for';
import { listen } from '../lib/listen';

/**
 * `kept`: GET /api/home failed for lack of network, and the event the server last named on this
 * device stands in, to show what was kept of it (see `load`).
 */
export type SyncState = { status: 'idle' | 'loading' | 'ready' | 'kept' } | { status: 'error'; error: unknown };

export interface CurrentEventSync {
  get(): SyncState;
  subscribe(listener: () => void): () => void;
  /**
   * Asks GET /api/home which event the data calls answer for, and stores it. A load asked for while
   * one is on its way shares it: several reads retrying at once ask once.
   */
  load(): Promise<void>;
  /** The event was just set by the server's own answer (a switch): it counts as fresh. */
  accept(evt: CurrentEvent): void;
  /** Forgets the last answer (the customer signed out). */
  reset(): void;
  /**
   * Follows the page: on focus, while the browser says it is online, asks again once the last answer
   * is over 5 minutes old, or while the stored event only stands in for one (`kept`).
   */
  watch(): () => void;
}

/*
 * The event's reader (its schema, with the provider's field forms) is not in the entry chunk
 * (docs/performance.md, "Budgets"): GET /api/home leaves at once and the reader is asked for beside
 * it, with the signed-in screens' code. Kept once here, so a later check never needs the network for it.
 */
let reader: Promise<typeof import('./read-current-event')> | undefined;
const importReader = retryingImport(() => import('./read-current-event'));
const loadReader = () =>
  (reader ??= importReader().catch((error: unknown) => {
    reader = undefined;
    throw error;
  }));

/**
 * docs/architecture.md, "The current event is the server's": the current event is the server's. Data calls carry no event id, and the
 * server answers for the event it holds as current, which another device may have changed (a spouse
 * switching to Bodas on their phone). So every load of the signed-in area asks GET /api/home before
 * any screen names an event or shows its data, and asks again on focus when the answer is stale;
 * the stored event is only the last answer, never proof of the current one.
 */
export function createCurrentEventSync(api: ApiClient, session: SessionStore): CurrentEventSync {
  const state = createStore<SyncState>({ status: 'idle' });
  const set = state.set;
  let answeredAt = 0;
  /** Bumped by every answer accepted, so an older request that lands later is ignored. */
  let version = 0;

  /** The load on its way, shared by those who ask meanwhile (a sign-out drops it, see `reset`). */
  let pending: Promise<void> | undefined;

  const accept = (evt: CurrentEvent) => {
    version++;
    answeredAt = Date.now();
    session.setCurrentEvt(evt);
    set({ status: 'ready' });
  };

  /** The screens show (a background re-check keeps them as they are; only the first answer blocks them). */
  const showing = () => ['ready', 'kept'].includes(state.get().status);

  const load = () => (pending ??= ask().finally(() => (pending = undefined)));

  async function ask() {
    const email = session.get().user?.email;
    if (!email) return;
    // The answer counts only for the customer who asked (a token refresh on the way replaces the
    // stored user, not the customer).
    const stillAsking = () => asked === version && session.get().user?.email === email;
    const asked = ++version;
    if (!showing()) set({ status: 'loading' });
    const answer = api.request({ method: 'GET', path: HOME_PATH, schema: unknown() });
    // The reader takes the call's failure; when the reader cannot load, nobody does.
    answer.catch(() => {});
    try {
      const { readCurrentEvent } = await loadReader();
      const evt = await readCurrentEvent(api, session, answer);
      if (stillAsking()) accept(evt);
    } catch (error) {
      if (!stillAsking() || showing()) return;
      // With no network (a page the host's offline worker opened, docs/hosts/offline.md), the event
      // the server last named stands in so the screens can show what they kept of it, each with the
      // time it was read; nothing kept is acted on, and the next answer replaces it. It stands in
      // only once the reader has checked it: when the reader's code could not load, the failure shows.
      set(lackOfNetwork(error) && session.get().currentEvt ? { status: 'kept' } : { status: 'error', error });
    }
  }

  return {
    get: state.get,
    subscribe: state.subscribe,
    load,
    accept,
    reset() {
      version++;
      pending = undefined;
      answeredAt = 0;
      if (state.get().status !== 'idle') set({ status: 'idle' });
    },
    watch() {
      const onFocus = () => {
        // A kept event stands in for an answer never had (`answeredAt` 0). Offline, a call could only fail.
        if (showing() && navigator.onLine && Date.now() - answeredAt > FRESH_MS) void load();
      };
      return listen(['focus'], onFocus);
    },
  };
}
