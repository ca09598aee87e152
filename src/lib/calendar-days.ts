import { inSaoPauloAt, type SaoPauloDate } from './sao-paulo';
import { toDate, type DateInput } from './to-date';

/** A São Paulo date's calendar day as a count of days (its year, month and day taken as a UTC date). */
const dayNumber = (date: SaoPauloDate) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;

/**
 * Calendar days from one moment to a date on São Paulo's calendar (0 the same day); the arithmetic
 * of date-fns' differenceInCalendarDays with `{ in: inSaoPaulo }`, without its copies of both dates,
 * so a list of charges counts its days in no time.
 */
export const calendarDaysBetween = (date: SaoPauloDate, now: Date): number => dayNumber(date) - dayNumber(inSaoPauloAt(now));

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
  return date ? calendarDaysBetween(date, now) : null;
}
