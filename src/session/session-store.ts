import { define, type Struct } from 'superstruct';
import type { CurrentEvent } from '../api/event-schemas';
import type { RefreshScope } from '../api/refresh-lock';
import { createStore } from '../lib/create-store';
import { validCopy } from '../lib/fields/valid-copy';
import { clearOfflineCaches } from './offline-caches';
import { removeOwned } from './remove-owned';
import { createSafeStorage, type SafeStorage } from './safe-storage';
import type { StorageKey } from './storage-keys';
import { SESSION_KEY, StoredUser } from './stored-session';
import { listen } from '../lib/listen';

export interface SessionState {
  readonly user: StoredUser | null;
  readonly currentEvt: CurrentEvent | null;
}

export interface SessionStore {
  /** A stable snapshot, replaced on every change (for `useSyncExternalStore`). */
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  signIn(user: StoredUser): void;
  setCurrentEvt(evt: CurrentEvent): void;
  /** New tokens for the same customer (after a refresh): the current event stays. */
  replaceUser(user: StoredUser): void;
  /** Re-reads storage: another tab may have rotated the tokens or signed out. */
  reload(): SessionState;
  /**
   * Checks the stored current event against the event's full schema from now on, and drops it now
   * if it fails (see {@link StoredEvent}).
   */
  checkEvents(schema: Struct<CurrentEvent, unknown>): void;
  /** Logout removes every stored item of the customer and of any flow, and what the offline service worker kept. */
  signOut(): void;
  /**
   * Whether storage holds `email`'s session now. Read from storage, not this tab's memory: another
   * tab may have signed out a moment ago, and its `storage` event has not arrived yet. Every write of
   * a customer's item asks first, so a read, a refresh or a mark that completes after the end writes nothing.
   */
  holds(email: string | undefined): boolean;
  /** Where this session's tabs take turns to refresh: its lock and claim are named under the prefix. */
  readonly refreshScope: RefreshScope;
  /** The storage under the prefix, for the stores the screens add (pending payments, kept reads, the register steps). */
  readonly storage: SafeStorage;
}

/**
 * What the store needs of a stored event until the event's full schema is at hand: an object with
 * an id. That schema, with the provider's field forms, is not in the entry chunk
 * (docs/performance.md, "Budgets"): it arrives with the signed-in screens, and `checkEvents` then
 * holds the stored event to it before any screen shows one (the signed-in area names an event only
 * once GET /api/home has been read with it, runtime/current-event-sync.ts).
 */
const StoredEvent = define<CurrentEvent>('stored event', (value) =>
  // A plain JSON copy (validCopy): only an object can hold a field.
  ['number', 'string'].includes(typeof (value as CurrentEvent | null)?.idEvento),
);

/**
 * Reading stored state never throws: a stored value that does not pass its schema, whatever its
 * shape, is dropped (removed from storage) and the portal starts signed out, or without a current
 * event. See validCopy for the shapes that used to throw.
 */
function readState(storage: SafeStorage, eventSchema: Struct<CurrentEvent, unknown>): SessionState {
  const user = readValid(storage, SESSION_KEY, StoredUser) as StoredUser | null;
  const currentEvt = user ? readValid(storage, 'currentEvt', eventSchema) : null;
  return { user, currentEvt };
}

function readValid<T>(storage: SafeStorage, key: StorageKey, schema: Parameters<typeof validCopy<T>>[1]): T | null {
  const stored = storage.read<unknown>(key);
  if (stored === null) return null;
  const valid = validCopy(stored, schema);
  if (valid === null) dropStored(storage, key);
  return valid;
}

/**
 * The one place a stored value is found unusable. A 'session' warning to the host page belongs
 * here once the element reports errors to its host (nothing to say to the customer: they sign in).
 */
function dropStored(storage: SafeStorage, key: StorageKey) {
  storage.remove(key);
}

export function createSessionStore(prefix: string, backing?: () => Storage): SessionStore {
  const storage = createSafeStorage(prefix, backing);
  let eventSchema: Struct<CurrentEvent, unknown> = StoredEvent;
  // Another tab changed storage under the prefix (signed in or out, rotated the tokens): follow it
  // (signing out in one tab signs out the others; `storage` events never fire in the tab that
  // wrote). A page shown again, above all one brought back by Back from the back/forward cache,
  // heard nothing while it was kept: its session is read again before it draws a frame, so nothing
  // a sign-out ended is shown again (docs/security.md, "What the portal keeps on a device").
  const follow = ({ key }: Partial<StorageEvent>) => (!key || key.startsWith(prefix)) && reload();
  const store = createStore(readState(storage, eventSchema), () => listen(['storage', 'pageshow'], follow as EventListener));

  const set = (next: SessionState) => {
    const state = store.get();
    if (next.user !== state.user || next.currentEvt !== state.currentEvt) store.set(next);
  };

  // What storage holds now, keeping this tab's objects where they hold the same.
  function reload() {
    const fresh = readState(storage, eventSchema);
    const state = store.get();
    const kept = <K extends keyof SessionState>(key: K) =>
      JSON.stringify(fresh[key]) === JSON.stringify(state[key]) ? state[key] : fresh[key];
    set({ user: kept('user'), currentEvt: kept('currentEvt') });
    return store.get();
  }

  const holds = (email: string | undefined) =>
    email !== undefined && storage.read<{ email?: unknown } | null>(SESSION_KEY)?.email === email;
  // Whoever signs in or out ends the last customer's items and any flow's (storage-keys.ts).
  const end = () => removeOwned(storage, ['customer', 'flow']);

  return {
    storage,
    holds,
    refreshScope: {
      lockName: `${prefix}refresh`,
      readClaim: () => storage.read<unknown>('refreshClaim'),
      writeClaim: (claim) => storage.write('refreshClaim', claim),
      removeClaim: () => storage.remove('refreshClaim'),
    },
    get: store.get,
    reload,
    checkEvents(schema) {
      eventSchema = schema;
      reload();
    },
    subscribe: store.subscribe,
    signIn(user) {
      end();
      storage.write(SESSION_KEY, user);
      set({ user, currentEvt: null });
    },
    replaceUser(user) {
      // A refresh that answers after a sign-out (here or in another tab) brings nobody back.
      if (!holds(user.email)) return;
      storage.write(SESSION_KEY, user);
      set({ ...store.get(), user });
    },
    setCurrentEvt(evt) {
      if (!holds(store.get().user?.email)) return;
      storage.write('currentEvt', evt);
      set({ ...store.get(), currentEvt: evt });
    },
    signOut() {
      // Signing out, or the session ending, takes every item of the customer with it, and the page
      // and files the offline service worker kept.
      end();
      void clearOfflineCaches();
      set({ user: null, currentEvt: null });
    },
  };
}

const stores = new Map<string, SessionStore>();

/** One store per prefix, so two `<portal-cliente>` on one page share their session. */
export function sessionStoreFor(prefix: string): SessionStore {
  let store = stores.get(prefix);
  if (!store) {
    store = createSessionStore(prefix);
    stores.set(prefix, store);
  }
  return store;
}
