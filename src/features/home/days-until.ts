import { differenceInDays } from 'date-fns/differenceInDays';
import { inSaoPaulo } from '../../lib/sao-paulo';
import { toDate, type DateInput } from '../../lib/to-date';

/**
 * Whole days left until the event starts, never below 0, counted on São Paulo's
 * clock: only full days count, a day being a calendar day there.
 *
 * @param dtInicio - The event start (an API date-time) or a `Date`.
 * @param now - The moment to count from. Defaults to the current time.
 * @returns The number of full days, or 0 when the event has started or the date is invalid.
 */
export function daysUntil(dtInicio: DateInput, now: Date = new Date()): number {
  const start = toDate(dtInicio);
  const days = start ? differenceInDays(start, now, { in: inSaoPaulo }) : Number.NaN;
  return days > 0 ? days : 0;
}
