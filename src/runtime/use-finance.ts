import { getFinance } from '../api/event-calls';
import type { Finance } from '../api/event-schemas';
import { pendingKey } from '../session/pending-payments-store';
import { FRESH_MS } from './fresh-for';
import { useEventQuery, type EventQuery } from './use-event-query';
import { usePendingPayments } from './use-pending-payments';
import { useSession } from './use-session';

/**
 * The current event's finance (GET /api/financeiro), for every screen that shows it. While a charge
 * of the event is marked paid on this device ('Já paguei', 'Pagar com cartão'), the answer is asked
 * again each time its freshness ends ({@link FRESH_MS}) and a screen showing it is on a visible
 * page, so the mark settles itself when the API reports the charge paid (docs/paying-first.md,
 * "After paying"). Never more often than that, and never on focus: the data cache dedupes within
 * FRESH_MS and does not revalidate on focus (app/data-scope.tsx).
 */
export function useFinance(): EventQuery<Finance> {
  const pending = usePendingPayments();
  const { currentEvt } = useSession();
  const prefix = currentEvt ? pendingKey(currentEvt.idEvento, '') : null;
  const waiting = prefix !== null && Object.keys(pending).some((key) => key.startsWith(prefix));
  return useEventQuery('financeiro', getFinance, waiting ? FRESH_MS : 0);
}
