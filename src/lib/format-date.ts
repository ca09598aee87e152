import { toDate, type DateInput } from './to-date';

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/**
 * Formats a date the pt-BR way, "dd/MM/yyyy" (spec section 9).
 *
 * @param value - An ISO string without offset (read as local time), a "dd/MM/yyyy" string
 *   (returned as it is), a `Date`, `null` or `undefined`.
 * @returns The formatted date, or "—" when there is no valid date.
 * @example formatDate('2027-05-15T19:30:00') // "15/05/2027"
 */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  // By hand rather than date-fns `format`, whose token formatters and en-US locale weigh ~5 KB gzip
  // on every data screen (issue 6, bundle budgets).
  return date ? `${pad(date.getDate(), 2)}/${pad(date.getMonth() + 1, 2)}/${pad(date.getFullYear(), 4)}` : '—';
}
