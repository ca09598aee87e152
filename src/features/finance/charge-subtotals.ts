import { isOpenCharge } from '../../lib/open-charge';
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
 * statuses first, then paid and cancelled ones, each in the order the API lists them.
 * An amount that cannot be read counts the charge but adds nothing.
 */
export function subtotalsByStatus(charges: readonly { statusCobranca?: string | null; valorDocumento?: unknown }[]): StatusSubtotal[] {
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
  return [...all.filter((group) => isOpenCharge(group.status)), ...all.filter((group) => !isOpenCharge(group.status))];
}
