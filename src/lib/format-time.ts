import { lightFormat } from 'date-fns/lightFormat';
import { toDate, type DateInput } from './to-date';

/** A bare clock time, "19:30" or "19:30:00", as some API fields carry it. */
const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * Formats a time as hours, the letter h and two-digit minutes ("9h05"), on
 * São Paulo's clock.
 *
 * @param value - An API date-time, a bare "HH:mm" or "HH:mm:ss" string, a `Date`, `null` or `undefined`.
 * @returns The time such as "9h05", "19h30" or "0h00", or "—" when there is no valid time.
 */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string') {
    const clock = CLOCK_TIME.exec(value.trim());
    if (clock) {
      const hours = Number(clock[1]);
      const minutes = Number(clock[2]);
      return hours < 24 && minutes < 60 ? `${hours}h${clock[2]}` : '—';
    }
  }
  const date = toDate(value);
  return date ? lightFormat(date, "H'h'mm") : '—';
}
