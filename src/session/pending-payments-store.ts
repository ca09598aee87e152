import type { SafeStorage } from './safe-storage';
import type { SessionStore } from './session-store';

/** When the customer said so (ms since the epoch), by charge: "42903:82103" (EVT and COB). */
export type PendingPayments = Readonly<Record<string, number>>;

/** The key of one charge of one event. */
export const pendingKey = (idEvento: string | number, numCobranca: string | number) => `${idEvento}:${numCobranca}`;

/**
 * How long a 'Já paguei' says 'Aguardando confirmação': 72 hours. The mark is made in the Pix
 * dialog, and a Pix reaches the provider's records within 1 business day (what the dialog says);
 * 72 hours cover a Pix paid on a Friday evening and recorded on the Monday. Past that, the
 * portal no longer says it is on its way (docs/paying-first.md, "After paying").
 */
export const MARK_LIFETIME_MS = 72 * 3_600_000;

/** Whether a mark made at `at` still awaits confirmation: false without one, or past its life. */
export const awaiting = (at: number | undefined, now: number = Date.now()) => at !== undefined && now - at < MARK_LIFETIME_MS;

const EMPTY: PendingPayments = Object.freeze({});

/** Keeps only well-formed entries: the stored value may be anything (another version, a hand edit). */
function clean(value: unknown): PendingPayments {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return EMPTY;
  const entries = Object.entries(value).filter(([key, at]) => /^[^:]+:[^:]+$/.test(key) && typeof at === 'number' && Number.isFinite(at));
  return entries.length ? Object.freeze(Object.fromEntries(entries)) : EMPTY;
}

/**
 * The charges a customer marked 'Já paguei' on this device, so each shows 'Aguardando confirmação'
 * until the API reports it paid (a Pix takes a while to reach the ERP). Stored under the portal's
 * storage prefix, the signed-in customer's (storage-keys.ts): read again whenever the session's
 * customer changes, and written only while storage still holds them. A snapshot for
 * `useSyncExternalStore`, replaced on every change.
 */
export function pendingPaymentsStore(session: Pick<SessionStore, 'storage' | 'get' | 'holds'>) {
  const storage: SafeStorage = session.storage;
  const listeners = new Set<() => void>();
  let snapshot = EMPTY;
  let readFor: unknown;
  const save = (next: PendingPayments) => {
    snapshot = next;
    if (Object.keys(next).length) storage.write('pendingPayments', next);
    else storage.remove('pendingPayments');
    listeners.forEach((listener) => listener());
  };
  const get = () => {
    // Signing out and in again (here or in another tab) removed the last customer's marks.
    const user = session.get().user;
    if (user !== readFor) {
      readFor = user;
      snapshot = clean(storage.read<unknown>('pendingPayments'));
    }
    return snapshot;
  };
  return {
    get,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add(key: string, at: number = Date.now()) {
      if (session.holds(session.get().user?.email)) save(Object.freeze({ ...get(), [key]: at }));
    },
    /** Forgets charges (the API now reports them paid or cancelled). */
    remove(keys: readonly string[]) {
      const marks = get();
      if (!keys.some((key) => key in marks)) return;
      save(Object.freeze(Object.fromEntries(Object.entries(marks).filter(([key]) => !keys.includes(key)))));
    },
  };
}
export type PendingPaymentsStore = ReturnType<typeof pendingPaymentsStore>;

const stores = new WeakMap<SessionStore, PendingPaymentsStore>();

/**
 * The pending payments of a session's storage, one store per session store (two portals with one
 * prefix share it). Made on first use, by the signed-in screens: the sign-in screen's code stays
 * without it.
 */
export function pendingPaymentsOf(session: SessionStore): PendingPaymentsStore {
  let store = stores.get(session);
  if (!store) {
    store = pendingPaymentsStore(session);
    stores.set(session, store);
  }
  return store;
}
