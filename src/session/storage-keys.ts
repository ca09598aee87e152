/** The portal's storage keys, stored under the element's `storage-prefix`. */
export const STORAGE_KEYS = {
  user: 'user',
  currentEvt: 'currentEvt',
  registerEmail: 'registerEmail',
  registerCode: 'registerCode',
  /** Whose turn it is to refresh the session, where the browser has no Web Locks. */
  refreshClaim: 'refreshClaim',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
