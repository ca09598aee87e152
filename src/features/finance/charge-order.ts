import type { ChargeReading } from '../../lib/charges/read-charge';

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
 * the same due date keep the API's order (Array sort is stable).
 *
 * @param read - Each charge's reading (`useCharges`, src/runtime/charges.ts).
 */
export function orderCharges<C>(charges: readonly C[], read: (charge: C) => ChargeReading): OrderedCharges<C> {
  const ordered: OrderedCharges<C> = { open: [], unknown: [], settled: [] };
  for (const charge of charges) {
    const { state } = read(charge);
    ordered[state === 'open' || state === 'unknown' ? state : 'settled'].push(charge);
  }
  ordered.open.sort((a, b) => (read(a).days ?? Infinity) - (read(b).days ?? Infinity));
  return ordered;
}
