import { calendarDay, dayDate } from './calendar-days';
import type { DateInput } from './to-date';

/** Two digits: '05'. */
export const two = (value: number) => String(value).padStart(2, '0');

/**
 * Formats a date the pt-BR way, "dd/MM/yyyy", on São Paulo's calendar.
 *
 * @returns The formatted date, or "—" when there is no valid date.
 * @example formatDate('2027-05-15T19:30:00') // "15/05/2027"
 */
export function formatDate(value: DateInput): string {
  const day = calendarDay(value);
  if (day === null) return '—';
  // Digits only, no locale nor time zone to load: calendarDay counts São Paulo's days.
  const date = dayDate(day);
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${String(date.getUTCFullYear()).padStart(4, '0')}`;
}
