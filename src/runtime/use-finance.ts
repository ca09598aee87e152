import { useEffect } from 'react';
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
 * again each time {@link FRESH_MS} passes with a screen showing it on a visible page, so the mark
 * settles itself when the API reports the charge paid (docs/paying-first.md, "After paying"). Never
 * more often, and never on focus (app/data-scope.tsx turns that off).
 *
 * Our own timer rather than SWR's `refreshInterval`: SWR's first poll starts at mount while its
 * dedupe window starts when the answer arrives, so that poll lands inside the window, is skipped,
 * and the first re-read comes after twice the time.
 */
export function useFinance(): EventQuery<Finance> {
  const pending = usePendingPayments();
  const { currentEvt } = useSession();
  const finance = useEventQuery('financeiro', getFinance);
  const prefix = currentEvt ? pendingKey(currentEvt.idEvento, '') : null;
  const waiting = prefix !== null && Object.keys(pending).some((key) => key.startsWith(prefix));
  const { retry } = finance;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') retry();
    }, FRESH_MS);
    return () => clearInterval(timer);
    // `retry` is a new function each render; the timer follows only whether something is pending.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);
  return finance;
}
