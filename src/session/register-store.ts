import type { SafeStorage } from './safe-storage';
import { removeOwned } from './remove-owned';

/**
 * How long the flow's items last: an e-mailed code's life (the reference API's `codeTtlSeconds`,
 * 600 s, which its e-mail states: 'Ele vale por 10 minutos'). Past it the code is refused anyway, and
 * a device passed on must not let the next person finish someone else's flow.
 */
export const FLOW_LIFETIME_MS = 10 * 60_000;

/**
 * The first-access and recovery steps pass the e-mail and code through storage, with when the code
 * was asked for (storage-keys.ts: the flow's items).
 */
export function registerStore(storage: SafeStorage) {
  const clear = () => removeOwned(storage, ['flow']);
  return {
    /**
     * The flow's e-mail and code, or 'stale' (and removed) when they outlived the code, or when it
     * is not known when the code was asked for (left by an earlier version, or written by hand).
     */
    read(now = Date.now()) {
      // Text only: anything else stored under these keys (by a host's script) counts as nothing.
      const email = textOrNull(storage.read<unknown>('registerEmail'));
      const code = textOrNull(storage.read<unknown>('registerCode'));
      const at = storage.read<unknown>('registerAt');
      if (!email) return { email, code: null, stale: false };
      if (typeof at === 'number' && at <= now && now - at < FLOW_LIFETIME_MS) return { email, code, stale: false };
      clear();
      return { email: null, code: null, stale: true };
    },
    /** Starts a flow: the e-mail the code was sent to, now. */
    start(email: string, now = Date.now()) {
      clear();
      storage.write('registerEmail', email);
      storage.write('registerAt', now);
    },
    setCode: (code: string) => storage.write('registerCode', code),
    clear,
  };
}
export type RegisterStore = ReturnType<typeof registerStore>;

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
