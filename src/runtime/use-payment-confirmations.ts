import { useEffect, useState } from 'react';
import type { Charge } from '../api/event-schemas';
import { isOpenCharge } from '../lib/open-charge';
import { isPaidCharge } from '../lib/paid-charge';
import { pendingKey } from '../session/pending-payments-store';
import { usePendingPaymentsStore } from './use-pending-payments';
import { useSession } from './use-session';

/** Nothing confirmed yet (one empty set, so a render without news keeps its state). */
const NONE: ReadonlySet<string> = new Set();

/**
 * Settles this device's payment marks against the API's charges: a marked charge the API no longer
 * lists as open leaves the stored marks (the API has the last word), and one it reports paid is
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
  const { currentEvt } = useSession();
  const [confirmed, setConfirmed] = useState(NONE);
  useEffect(() => {
    if (!charges || !currentEvt) return;
    const prefix = pendingKey(currentEvt.idEvento, '');
    const byKey = new Map(charges.map((charge) => [pendingKey(currentEvt.idEvento, charge.numCobranca), charge]));
    const settled = (key: string) => {
      const charge = byKey.get(key);
      return !charge || !isOpenCharge(charge.statusCobranca);
    };
    const done = Object.keys(store.get()).filter((key) => key.startsWith(prefix) && settled(key));
    const paid = done.filter((key) => byKey.has(key) && isPaidCharge(byKey.get(key)!.statusCobranca));
    store.remove(done);
    if (paid.length) setConfirmed((before) => new Set([...before, ...paid]));
  }, [charges, currentEvt, store]);
  return confirmed;
}
