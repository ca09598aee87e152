import { useEffect, useState } from 'react';
import type { Charge } from '../api/event-schemas';
import { pendingKey } from '../session/pending-payments-store';
import { useChargeReadings } from './use-charge-readings';
import { usePendingPayments, usePendingPaymentsStore } from './use-pending-payments';
import { useSession } from './use-session';

/** Nothing confirmed yet (one empty set, so a render without news keeps its state). */
const NONE: ReadonlySet<string> = new Set();

/**
 * Settles this device's payment marks against the API's charges: a marked charge the API lists as
 * paid or cancelled, or no longer lists, leaves the stored marks (the API has the last word), and one it reports paid is
 * returned as confirmed, for the screen to say 'Pagamento confirmado' while it stays on screen.
 * Once: the mark is gone from storage, so the next screen (or visit) shows the charge as the API
 * sends it. A charge cancelled or gone is not confirmed, only forgotten (docs/paying-first.md,
 * "After paying").
 *
 * @param charges - The current event's charges, once read.
 * @returns The pending keys (`pendingKey`) confirmed paid during this screen's life.
 */
export function usePaymentConfirmations(charges: readonly Charge[] | undefined): ReadonlySet<string> {
  const store = usePendingPaymentsStore();
  const pending = usePendingPayments();
  const { currentEvt } = useSession();
  const read = useChargeReadings(charges);
  const [confirmed, setConfirmed] = useState(NONE);
  const prefix = currentEvt ? pendingKey(currentEvt.idEvento, '') : null;
  const byKey = new Map((charges ?? []).map((charge) => [`${prefix}${charge.numCobranca}`, charge]));
  const marked = charges && prefix !== null ? Object.keys(pending).filter((key) => key.startsWith(prefix)) : [];
  const done = marked.filter((key) => {
    const charge = byKey.get(key);
    // A status the portal does not know settles nothing.
    return !charge || ['paid', 'cancelled'].includes(read(charge).state);
  });
  const paid = done.filter((key) => byKey.has(key) && read(byKey.get(key)!).state === 'paid');
  // Kept from render to render (React's pattern for information from previous renders): the marks
  // leave storage below, and the confirmation stays while this screen does.
  if (paid.some((key) => !confirmed.has(key))) setConfirmed(new Set([...confirmed, ...paid]));
  const settledKeys = done.join('|');
  useEffect(() => {
    if (settledKeys) store.remove(settledKeys.split('|'));
  }, [settledKeys, store]);
  return confirmed;
}
