import type { StorageKey } from './storage-keys';

/** JSON storage under a prefix that falls back to memory for good once the browser's throws. */
export interface SafeStorage {
  read<T>(key: StorageKey): T | null;
  write(key: StorageKey, value: unknown): void;
  remove(key: StorageKey): void;
  /** The full key as the browser stores it, for matching `storage` events from other tabs. */
  fullKey(key: StorageKey): string;
  /** True while values really persist (false after storage threw: private mode, blocked). */
  readonly persistent: boolean;
}

export function createSafeStorage(prefix: string, backing: () => Storage = () => window.localStorage): SafeStorage {
  const memory = new Map<string, string>();
  let browser: Storage | null = null;
  let failed = false;

  const withStorage = <T>(action: (store: Storage) => T, fallback: () => T): T => {
    if (!failed) {
      try {
        browser ??= backing();
        return action(browser);
      } catch {
        // Safari private mode, blocked third-party storage, quota: keep working in memory.
        failed = true;
      }
    }
    return fallback();
  };

  const fullKey = (key: StorageKey) => prefix + key;

  return {
    fullKey,
    get persistent() {
      return !failed;
    },
    read<T>(key: StorageKey): T | null {
      const name = fullKey(key);
      const text = withStorage(
        (store) => store.getItem(name),
        () => memory.get(name) ?? null,
      );
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    write(key, value) {
      const name = fullKey(key);
      const text = JSON.stringify(value);
      memory.set(name, text);
      withStorage(
        (store) => store.setItem(name, text),
        () => undefined,
      );
    },
    remove(key) {
      const name = fullKey(key);
      memory.delete(name);
      withStorage(
        (store) => store.removeItem(name),
        () => undefined,
      );
    },
  };
}
