/** The storage keys of spec sections 3 and 9 (and the portal's own), stored under the element's `storage-prefix`. */
export const STORAGE_KEYS = {
  user: 'user',
  currentEvt: 'currentEvt',
  registerEmail: 'registerEmail',
  registerCode: 'registerCode',
  /** Charges the customer said they paid ('Já paguei'), until the API reports them paid. */
  pendingPayments: 'pendingPayments',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
