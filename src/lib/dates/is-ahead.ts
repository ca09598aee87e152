import { toDate, type DateInput } from './to-date';

/**
 * Whether a date is still to come: worth adding to a calendar (never for an event that
 * has already happened). False for something that is not a date.
 *
 * @param now - The moment to compare with. Defaults to the current time.
 */
export function isAhead(value: DateInput, now: Date = new Date()): boolean {
  const date = toDate(value);
  return date !== null && date.getTime() > now.getTime();
}
