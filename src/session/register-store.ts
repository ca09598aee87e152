import type { SafeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

/** The first-access and recovery steps pass the e-mail and code through storage. */
export function registerStore(storage: SafeStorage) {
  return {
    email: () => storage.read<string>(STORAGE_KEYS.registerEmail),
    code: () => storage.read<string>(STORAGE_KEYS.registerCode),
    setEmail: (email: string) => storage.write(STORAGE_KEYS.registerEmail, email),
    setCode: (code: string) => storage.write(STORAGE_KEYS.registerCode, code),
    clear() {
      storage.remove(STORAGE_KEYS.registerEmail);
      storage.remove(STORAGE_KEYS.registerCode);
    },
  };
}
export type RegisterStore = ReturnType<typeof registerStore>;
