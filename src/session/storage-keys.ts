/**
 * Every key the portal writes in the host's storage (under the element's `storage-prefix`), by whom
 * it belongs to (docs/security.md, "What the portal keeps on a device"). Removal is driven by this
 * table, never by a list kept elsewhere:
 *
 * - `customer`: the signed-in customer's; ends with them (signing out, a session the server ended,
 *   another customer signing in).
 * - `flow`: a first-access or recovery flow's (the e-mail, the confirmed code, when the code was
 *   asked for); ends when the flow is left, at any sign-in or sign-out, and with the code's life.
 *
 * What each key holds, when it is written and when it is removed: the page named above.
 */
export const STORAGE_OWNERS = {
  user: 'customer',
  currentEvt: 'customer',
  keptReads: 'customer',
  pendingPayments: 'customer',
  refreshClaim: 'customer',
  registerEmail: 'flow',
  registerCode: 'flow',
  registerAt: 'flow',
} as const;

export type StorageKey = keyof typeof STORAGE_OWNERS;
