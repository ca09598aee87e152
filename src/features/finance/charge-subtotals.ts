import { parseMoney } from '../../lib/fields/parse-money';
import type { ChargeReading } from '../../lib/charges/read-charge';

export interface StatusSubtotal {
  /** The status as the API first wrote it ('Em aberto'), or 'Sem status'. */
  status: string;
  /** What the group's charges read as (its badge's colour). */
  reading: ChargeReading;
  count: number;
  /** Sum of the readable amounts, rounded to cents. */
  total: number;
}

/**
 * The charges grouped by status (case and spaces ignored) and by what they read as (an unknown word
 * on a charge with a payment date is paid, beside the same word without one), with their count and
 * sum: open statuses first, then the ones the portal does not know, then paid and cancelled ones,
 * each in the order the API lists them. An amount that cannot be read counts the charge but adds nothing.
 *
 * @param read - Each charge's reading (`useCharges`, src/runtime/charges.ts).
 */
export function subtotalsByStatus<C extends { valorDocumento?: unknown }>(
  charges: readonly C[],
  read: (charge: C) => ChargeReading,
): StatusSubtotal[] {
  const groups = new Map<string, StatusSubtotal>();
  for (const charge of charges) {
    const reading = read(charge);
    const status = reading.word?.trim() || 'Sem status';
    const key = `${reading.state} ${status.toLocaleLowerCase('pt-BR')}`;
    const group = groups.get(key) ?? { status, reading, count: 0, total: 0 };
    group.count += 1;
    group.total = Math.round((group.total + (parseMoney(charge.valorDocumento) ?? 0)) * 100) / 100;
    groups.set(key, group);
  }
  const rank = { open: 0, unknown: 1, paid: 2, cancelled: 2 };
  // Array sort is stable: within a rank, the API's order stays.
  return [...groups.values()].sort((a, b) => rank[a.reading.state] - rank[b.reading.state]);
}
