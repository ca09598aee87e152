import type { StorageKey } from './storage-keys';

/**
 * JSON storage under a prefix that never loses track of what storage holds (docs/security.md, "What
 * the portal keeps on a device"): every read and removal asks the browser's storage, whatever failed
 * before, and a value storage cannot take lives in this tab's memory alone.
 */
export interface SafeStorage {
  read<T>(key: StorageKey): T | null;
  /**
   * Stores `value`. When storage is full, the kept answers make room first; true when storage holds
   * it, false when it could not (storage blocked, or full without them): then storage holds nothing
   * older under the key, and this tab alone reads the value, until the page goes.
   */
  write(key: StorageKey, value: unknown): boolean;
  remove(key: StorageKey): void;
}

/**
 * What a full storage throws, by engine: `QuotaExceededError` (code 22) in Chromium, WebKit and
 * today's Firefox, `NS_ERROR_DOM_QUOTA_REACHED` (code 1014) in Firefox before; MDN's
 * `storageAvailable` tests the same names and codes.
 */
const isFull = (error: unknown) => {
  const { name, code } = Object(error) as Partial<DOMException>;
  return /quota/i.test(String(name)) || code === 22 || code === 1014;
};

/** What may go to make room, least needed first: the kept answers, a copy of what the API holds. Never the session. */
const SPARE: readonly StorageKey[] = ['keptReads'];

export function createSafeStorage(prefix: string, backing: () => Storage = () => window.localStorage): SafeStorage {
  // The values storage could not take, for this tab only: storage holds nothing under their keys.
  const memory = new Map<string, string>();
  const fullKey = (key: StorageKey) => prefix + key;
  // Safari's private mode, blocked third-party storage, access revoked: undefined.
  const attempt = <T>(action: (store: Storage) => T): T | undefined => {
    try {
      return action(backing());
    } catch {
      return undefined;
    }
  };

  const remove = (key: StorageKey) => {
    const name = fullKey(key);
    memory.delete(name);
    attempt((store) => store.removeItem(name));
  };

  return {
    remove,
    read<T>(key: StorageKey): T | null {
      const name = fullKey(key);
      const stored = attempt((store) => store.getItem(name));
      // Storage holds it again: another tab wrote it since, and that is the newer.
      if (stored != null) memory.delete(name);
      try {
        return JSON.parse(stored ?? memory.get(name) ?? 'null') as T | null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      const name = fullKey(key);
      const text = JSON.stringify(value);
      // Tried as is, then again after each spare item went, while storage says it is full.
      for (const spare of [...SPARE, null]) {
        try {
          backing().setItem(name, text);
          memory.delete(name);
          return true;
        } catch (error) {
          if (!spare || !isFull(error)) break;
          remove(spare);
        }
      }
      remove(key);
      memory.set(name, text);
      return false;
    },
  };
}
