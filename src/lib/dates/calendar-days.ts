import { BR_DATE, ISO_DATE, isDateText } from './date-forms';
import { inSaoPauloAt } from './sao-paulo';
import { toDate, type DateInput } from './to-date';

const DAY_MS = 86_400_000;

/**
 * A date's calendar day on São Paulo's calendar, counted in days from 1 January 1970 (its year, month
 * and day taken as a UTC date), or `null` when it is not a date. A text without an offset is São
 * Paulo's wall-clock time (docs/architecture.md, "São Paulo's clock"), so its day is its digits:
 * read without a time-zone date, which a list of charges would pay for in every row. Any other
 * form goes through `toDate`.
 */
export function calendarDay(value: DateInput): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  // A text without an offset ("2027-05-15", "2027-05-15T19:30:00", "15/05/2027 19:30").
  const br = BR_DATE.exec(text);
  const day = br ? [br[3], br[2], br[1]] : /[Z+-]/.test(text.slice(10)) ? null : ISO_DATE.exec(text)?.slice(1, 4);
  if (day && isDateText(text)) return Date.UTC(+day[0]!, +day[1]! - 1, +day[2]!) / DAY_MS;
  const date = toDate(value);
  return date && Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
}

/** A calendar day (see {@link calendarDay}) as a UTC date, to read its year, month, day and weekday with the UTC getters. */
export const dayDate = (day: number): Date => new Date(day * DAY_MS);

/** Today on São Paulo's calendar, as {@link calendarDay} counts; the last moment asked is kept (a list asks with one). */
let askedAt: number | undefined;
let askedDay = 0;
export function today(now: Date): number {
  if (askedAt !== +now) [askedAt, askedDay] = [+now, calendarDay(inSaoPauloAt(now))!];
  return askedDay;
}

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
  const day = calendarDay(value);
  return day === null ? null : day - today(now);
}
