import { calendarDaysUntil } from '../../lib/calendar-days';
import { isOpenCharge } from '../../lib/open-charge';

export interface OrderedCharges<C> {
  /** Still to be paid: overdue first (the oldest first), then by due date; undated ones last. */
  open: C[];
  /** Paid and cancelled, in the order the API lists them. */
  settled: C[];
}

/**
 * The charges in the order a customer acts on them: what is due before what is done. Charges with
 * the same due date keep the API's order.
 */
export function orderCharges<C extends { statusCobranca?: string | null; dataVencimento?: string | null }>(
  charges: readonly C[],
  now: Date = new Date(),
): OrderedCharges<C> {
  const open = charges
    .filter((charge) => isOpenCharge(charge.statusCobranca))
    .map((charge, index) => ({ charge, index, days: calendarDaysUntil(charge.dataVencimento, now) ?? Infinity }))
    .sort((a, b) => a.days - b.days || a.index - b.index)
    .map(({ charge }) => charge);
  return { open, settled: charges.filter((charge) => !isOpenCharge(charge.statusCobranca)) };
}
