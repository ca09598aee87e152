import { parseBrDate } from './parse-br-date';

/** Anything the API or a form may hand over as a date. */
export type DateInput = string | Date | null | undefined;

/** "2027-05-15", "2027-05-15T19:30", "2027-05-15T19:30:00.123", optionally with "Z" or "-03:00". */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Turns an API or form date into a `Date`, or `null` when it is not a valid date.
 *
 * ISO strings without an offset ("2027-05-15T19:30:00", "2027-05-15") are read as local time (the
 * API sends São Paulo wall-clock times); with an offset they are read as that instant.
 * "dd/MM/yyyy" strings are read as local midnight of that day. Hand-written rather than date-fns
 * `parseISO`, which reads many ISO forms the API never sends and weighs ~1 KB gzip on every screen.
 *
 * @param value - An ISO string, a "dd/MM/yyyy" string, a `Date`, `null` or `undefined`.
 * @returns A valid `Date`, or `null`.
 */
export function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;

  const text = value.trim();
  const brDate = parseBrDate(text);
  if (brDate) return new Date(brDate.year, brDate.month - 1, brDate.day);

  const match = ISO.exec(text);
  if (!match) return null;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match.slice(1, 7).map((part) => (part ? Number(part) : 0));
  const millis = match[7] ? Number(match[7].slice(0, 3).padEnd(3, '0')) : 0;
  if (month < 1 || month > 12 || hours > 23 || minutes > 59 || seconds > 59) return null;

  const date = new Date(year, month - 1, day, hours, minutes, seconds, millis);
  // Day 31 of a 30-day month rolls over: refuse it.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  const offset = match[8];
  if (!offset) return date;
  const sign = offset === 'Z' ? 0 : offset[0] === '-' ? -1 : 1;
  const [offsetHours, offsetMinutes] = offset === 'Z' ? [0, 0] : [Number(offset.slice(1, 3)), Number(offset.slice(-2))];
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds, millis) - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
  return new Date(utc);
}
