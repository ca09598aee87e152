import { chargeStates, type ChargeState } from '../../lib/charge-state';
import { parseMoney } from '../../lib/parse-money';

export interface StatusSubtotal {
  /** The status as the API first wrote it ('Em aberto'), or 'Sem status'. */
  status: string;
  count: number;
  /** Sum of the readable amounts, rounded to cents. */
  total: number;
}

/**
 * The charges grouped by status (case and spaces ignored), with their count and sum: open
 * statuses first, then the ones the portal does not know, then paid and cancelled ones, each in the
 * order the API lists them.
 * An amount that cannot be read counts the charge but adds nothing.
 */
export function subtotalsByStatus(
  charges: readonly { statusCobranca?: string | null; valorDocumento?: unknown }[],
  stateOf: (status: string | null | undefined) => ChargeState = chargeStates(),
): StatusSubtotal[] {
  const groups = new Map<string, StatusSubtotal>();
  for (const charge of charges) {
    const status = charge.statusCobranca?.trim() || 'Sem status';
    const key = status.toLocaleLowerCase('pt-BR');
    const group = groups.get(key) ?? { status, count: 0, total: 0 };
    group.count += 1;
    group.total = Math.round((group.total + (parseMoney(charge.valorDocumento) ?? 0)) * 100) / 100;
    groups.set(key, group);
  }
  const all = [...groups.values()];
  const rank = { open: 0, unknown: 1, paid: 2, cancelled: 2 };
  // Array sort is stable: within a rank, the API's order stays.
  return all.sort((a, b) => rank[stateOf(a.status)] - rank[stateOf(b.status)]);
}
