import { lightFormat } from 'date-fns/lightFormat';
import { toDate, type DateInput } from './to-date';

/**
 * Formats a date the pt-BR way, "dd/MM/yyyy", on São Paulo's calendar.
 *
 * @returns The formatted date, or "—" when there is no valid date.
 * @example formatDate('2027-05-15T19:30:00') // "15/05/2027"
 */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  // lightFormat: no locale to load for digits; toDate's dates are on São Paulo's clock already.
  return date ? lightFormat(date, 'dd/MM/yyyy') : '—';
}
