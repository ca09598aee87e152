import { differenceInDays } from 'date-fns';
import { toDate } from './to-date';

/**
 * Whole days left until the event starts (spec section 4), never below 0.
 *
 * Follows `differenceInDays`: only full days count, and a day is a calendar day, so a
 * daylight-saving change in between does not cost or add one.
 *
 * @param dtInicio - The event start, an ISO string without offset (local time) or a `Date`.
 * @param now - The moment to count from. Defaults to the current time.
 * @returns The number of full days, or 0 when the event has started or the date is invalid.
 */
export function daysUntil(dtInicio: string | Date, now: Date = new Date()): number {
  const start = toDate(dtInicio);
  if (!start) return 0;
  const days = differenceInDays(start, now);
  return Number.isNaN(days) || days < 0 ? 0 : days;
}
