import { chargeDueDays, type DueCharge } from '../../lib/charge-due-days';
import { chargeStates, type ChargeState } from '../../lib/charge-state';

export interface OrderedCharges<C> {
  /** Still to be paid: overdue first (the oldest first), then by due date; undated ones last. */
  open: C[];
  /** In a status the portal does not know: neither due nor settled, in the order the API lists them. */
  unknown: C[];
  /** Paid and cancelled, in the order the API lists them. */
  settled: C[];
}

/**
 * The charges in the order a customer acts on them: what is due before what is done. Charges with
 * the same due date keep the API's order.
 */
export function orderCharges<C extends DueCharge & { statusCobranca?: string | null }>(
  charges: readonly C[],
  now: Date = new Date(),
  stateOf: (status: string | null | undefined) => ChargeState = chargeStates(),
): OrderedCharges<C> {
  const inState = (...states: ChargeState[]) => charges.filter((charge) => states.includes(stateOf(charge.statusCobranca)));
  const open = inState('open')
    .map((charge, index) => ({ charge, index, days: chargeDueDays(charge, now) ?? Infinity }))
    .sort((a, b) => a.days - b.days || a.index - b.index)
    .map(({ charge }) => charge);
  return { open, unknown: inState('unknown'), settled: inState('paid', 'cancelled') };
}
