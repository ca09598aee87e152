import { isValid, parseISO } from 'date-fns';
import { parseBrDate } from './parse-br-date';

/** Anything the API or a form may hand over as a date. */
export type DateInput = string | Date | null | undefined;

/**
 * Turns an API or form date into a `Date`, or `null` when it is not a valid date.
 *
 * ISO strings without an offset ("2027-05-15T19:30:00", "2027-05-15") are read as local time,
 * as `parseISO` does; "dd/MM/yyyy" strings are read as local midnight of that day.
 *
 * @param value - An ISO string, a "dd/MM/yyyy" string, a `Date`, `null` or `undefined`.
 * @returns A valid `Date`, or `null`.
 */
export function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string') return null;

  const text = value.trim();
  const brDate = parseBrDate(text);
  if (brDate) return new Date(brDate.year, brDate.month - 1, brDate.day);

  const date = parseISO(text);
  return isValid(date) ? date : null;
}
