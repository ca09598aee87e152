import { parseMoney } from '../../lib/fields/parse-money';
import type { ChargeReading } from '../../lib/charges/read-charge';

export interface PaidProgress {
  /** The sum of the paid charges' amounts, rounded to cents. */
  paid: number;
  /** The event's total ('Valor total'). */
  total: number;
  /** paid / total as a whole percentage, 0 to 100. */
  percent: number;
}

/**
 * How much of the event is paid: the paid charges' amounts against the event's total. Null when
 * the total cannot be read or is not above zero (a bar of nothing tells nothing).
 *
 * @param read - Each charge's reading (`useCharges`, src/runtime/charges.ts).
 */
export function paidProgress<C extends { valorDocumento?: unknown }>(
  charges: readonly C[],
  totalEvento: unknown,
  read: (charge: C) => ChargeReading,
): PaidProgress | null {
  const total = parseMoney(totalEvento);
  if (total === null || !(total > 0)) return null;
  const cents = charges
    .filter((charge) => read(charge).state === 'paid')
    .reduce((sum, charge) => sum + Math.round((parseMoney(charge.valorDocumento) ?? 0) * 100), 0);
  const paid = cents / 100;
  return { paid, total, percent: Math.max(0, Math.min(100, Math.floor((paid / total) * 100))) };
}
