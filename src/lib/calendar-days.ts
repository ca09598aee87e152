import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { inSaoPaulo } from './sao-paulo';
import { toDate, type DateInput } from './to-date';

/**
 * Calendar days from today to a date, on São Paulo's calendar: 0 today, 1 tomorrow, -1 yesterday;
 * the time of day does not count (a charge due today is due all day). Unlike `daysUntil` (whole
 * 24-hour days, for the event countdown), this is how due dates and
 * appointments are told.
 *
 * @param now - The moment to count from. Defaults to the current time.
 * @returns The signed number of days, or `null` when the value is not a date.
 */
export function calendarDaysUntil(value: DateInput, now: Date = new Date()): number | null {
  const date = toDate(value);
  return date ? differenceInCalendarDays(date, now, { in: inSaoPaulo }) : null;
}
