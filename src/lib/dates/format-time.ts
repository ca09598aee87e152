import { two } from './format-date';
import { toDate, type DateInput } from './to-date';

/** A bare clock time, "19:30" or "19:30:00", as some API fields carry it. */
const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;
/** A date alone ("2027-05-15", "15/05/2027"): it says no time of day. */
const DATE_ONLY = /^(?:\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/;

/**
 * Formats a time as hours, the letter h and two-digit minutes ("9h05"), on
 * São Paulo's clock.
 *
 * @param value - An API date-time, a bare "HH:mm" or "HH:mm:ss" string, a `Date`, `null` or `undefined`.
 * @returns The time such as "9h05", "19h30" or "0h00", or "—" when there is no valid time (a date
 *   alone included).
 */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string') {
    const clock = CLOCK_TIME.exec(value.trim());
    if (clock) {
      const hours = Number(clock[1]);
      const minutes = Number(clock[2]);
      return hours < 24 && minutes < 60 ? `${hours}h${clock[2]}` : '—';
    }
    // A date alone has no time: "0h00" would tell the customer a time nobody set.
    if (DATE_ONLY.test(value.trim())) return '—';
  }
  const date = toDate(value);
  // Digits only (toDate's dates are on São Paulo's clock): no date-fns formatter on the home's first screen.
  return date ? `${date.getHours()}h${two(date.getMinutes())}` : '—';
}
