import { format } from 'date-fns/format';
import { inSaoPaulo } from './sao-paulo';
import { toDate, type DateInput } from './to-date';

/**
 * Formats a date the pt-BR way, "dd/MM/yyyy" (spec section 9), on São Paulo's calendar.
 *
 * @returns The formatted date, or "—" when there is no valid date.
 * @example formatDate('2027-05-15T19:30:00') // "15/05/2027"
 */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy', { in: inSaoPaulo }) : '—';
}
