import type { SafeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

/** The first-access and recovery steps pass the e-mail and code through storage. */
export function registerStore(storage: SafeStorage) {
  return {
    // Text only: anything else stored under these keys (by a host's script) counts as nothing.
    email: () => textOrNull(storage.read<unknown>(STORAGE_KEYS.registerEmail)),
    code: () => textOrNull(storage.read<unknown>(STORAGE_KEYS.registerCode)),
    setEmail: (email: string) => storage.write(STORAGE_KEYS.registerEmail, email),
    setCode: (code: string) => storage.write(STORAGE_KEYS.registerCode, code),
    clear() {
      storage.remove(STORAGE_KEYS.registerEmail);
      storage.remove(STORAGE_KEYS.registerCode);
    },
  };
}
export type RegisterStore = ReturnType<typeof registerStore>;

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
