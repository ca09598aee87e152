import { calendarDaysUntil } from './calendar-days';
import { toDate } from './to-date';

/** Milliseconds since local midnight. */
const timeOfDay = (date: Date) => ((date.getHours() * 60 + date.getMinutes()) * 60 + date.getSeconds()) * 1000 + date.getMilliseconds();

/**
 * Whole days left until the event starts (spec section 4), never below 0.
 *
 * As date-fns `differenceInDays` counts them: only full days count, and a day is a calendar day,
 * so a daylight-saving change in between does not cost or add one. By hand rather than date-fns,
 * which weighed ~1 KB gzip on the home, the first screen (issue 6 budgets).
 *
 * @param dtInicio - The event start, an ISO string without offset (local time) or a `Date`.
 * @param now - The moment to count from. Defaults to the current time.
 * @returns The number of full days, or 0 when the event has started or the date is invalid.
 */
export function daysUntil(dtInicio: string | Date, now: Date = new Date()): number {
  const start = toDate(dtInicio);
  if (!start) return 0;
  // The calendar days, less the last one when it is not full (an earlier time of day than now).
  const days = calendarDaysUntil(start, now)! - (timeOfDay(start) < timeOfDay(now) ? 1 : 0);
  return days > 0 ? days : 0;
}
