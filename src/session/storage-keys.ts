/** The portal's storage keys, stored under the element's `storage-prefix`. */
export const STORAGE_KEYS = {
  user: 'user',
  currentEvt: 'currentEvt',
  registerEmail: 'registerEmail',
  registerCode: 'registerCode',
  /** Whose turn it is to refresh the session, where the browser has no Web Locks. */
  refreshClaim: 'refreshClaim',
} as const;

/**
 * The last answers of the signed-in screens' reads, shown when the network fails
 * (session/kept-reads-store.ts). Named here because signing in and out remove it.
 */
export const KEPT_READS_KEY = 'keptReads';

/**
 * The keys, and the portal's own that only the signed-in screens write (kept out of this object so
 * the sign-in screen's code does not carry them): 'pendingPayments', the charges the customer said
 * they paid ('Já paguei') until the API reports them paid.
 */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | typeof KEPT_READS_KEY | 'pendingPayments';
