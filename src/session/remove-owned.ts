import type { SafeStorage } from './safe-storage';
import { STORAGE_OWNERS, type StorageKey } from './storage-keys';

/** Removes every stored item of these owners, as the inventory (storage-keys.ts) names them. */
export function removeOwned(storage: SafeStorage, owners: readonly string[]) {
  for (const key in STORAGE_OWNERS) if (owners.includes(STORAGE_OWNERS[key as StorageKey])) storage.remove(key as StorageKey);
}
