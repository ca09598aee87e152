import { is } from 'superstruct';
import { CurrentEvent, StoredUser } from '../api/schemas';
import { registerStore, type RegisterStore } from './register-store';
import { createSafeStorage, type SafeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

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
  /** Spec section 4: logout clears user and current event. */
  signOut(): void;
  /** The e-mail and code the first-access and recovery steps pass on (spec section 2). */
  readonly register: RegisterStore;
}

function readState(storage: SafeStorage): SessionState {
  const user = storage.read<unknown>(STORAGE_KEYS.user);
  const evt = storage.read<unknown>(STORAGE_KEYS.currentEvt);
  // Nothing stored (signed out) needs no validation: a failed `is` builds an error with its stack.
  const validUser = user !== null && is(user, StoredUser) ? (user as StoredUser) : null;
  return { user: validUser, currentEvt: validUser && is(evt, CurrentEvent) ? evt : null };
}

export function createSessionStore(prefix: string, backing?: () => Storage): SessionStore {
  const storage = createSafeStorage(prefix, backing);
  const listeners = new Set<() => void>();
  let state = readState(storage);

  const set = (next: SessionState) => {
    if (next.user === state.user && next.currentEvt === state.currentEvt) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  const sameSession = (a: StoredUser | null, b: StoredUser | null) =>
    a?.token === b?.token && a?.refreshToken === b?.refreshToken && a?.email === b?.email;

  const reload = () => {
    const fresh = readState(storage);
    const user = sameSession(fresh.user, state.user) ? state.user : fresh.user;
    const sameEvt = JSON.stringify(fresh.currentEvt) === JSON.stringify(state.currentEvt);
    set({ user, currentEvt: sameEvt ? state.currentEvt : fresh.currentEvt });
    return state;
  };

  // Another tab signed in or out, or rotated the tokens: follow it (issue 2: signing out in one
  // tab signs out the others). `storage` events never fire in the tab that wrote.
  const onStorage = (event: StorageEvent) => {
    const watched = [STORAGE_KEYS.user, STORAGE_KEYS.currentEvt].map(storage.fullKey);
    if (event.key === null || watched.includes(event.key)) reload();
  };

  return {
    register: registerStore(storage),
    get: () => state,
    reload,
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    signIn(user) {
      storage.write(STORAGE_KEYS.user, user);
      storage.remove(STORAGE_KEYS.currentEvt);
      set({ user, currentEvt: null });
    },
    replaceUser(user) {
      storage.write(STORAGE_KEYS.user, user);
      set({ user, currentEvt: state.currentEvt });
    },
    setCurrentEvt(evt) {
      storage.write(STORAGE_KEYS.currentEvt, evt);
      set({ user: state.user, currentEvt: evt });
    },
    signOut() {
      storage.remove(STORAGE_KEYS.user);
      storage.remove(STORAGE_KEYS.currentEvt);
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
