/** The storage keys of spec sections 3 and 9, stored under the element's `storage-prefix`. */
export const STORAGE_KEYS = {
  user: 'user',
  currentEvt: 'currentEvt',
  registerEmail: 'registerEmail',
  registerCode: 'registerCode',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
