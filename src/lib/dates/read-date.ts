import { isDateText } from './date-forms';

/** The old ASP.NET / WCF form: milliseconds since 1970 (UTC), with an offset that only says the zone it came from. */
const MS_DATE = /^\/Date\((-?\d{1,15})(?:[+-]\d{4})?\)\/$/;

/**
 * A shown-only date field as the API may send it, as a string every date helper reads (see
 * `toDate`, which reads the same forms): ISO dates and date-times with or without seconds, fractions (SQL Server's datetime2
 * sends seven digits), a space instead of the "T", an offset or "Z"; "dd/MM/yyyy" with or without "HH:mm[:ss]"; and the
 * "/Date(1715800000000)/" of old .NET serialisers, turned into its UTC instant.
 *
 * @returns The date as a string `toDate` reads, or `null` when it is not a real date (numbers are
 *   refused: seconds or milliseconds cannot be told apart) or not a plausible one (a placeholder such as
 *   "0001-01-01T00:00:00": see `isPlausible`).
 * @example readDate('2027-05-15 19:30:00.000') // "2027-05-15 19:30:00.000"; readDate('31/02/2027') // null
 */
export function readDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const ms = MS_DATE.exec(text);
  let read: string | null = isDateText(text) ? text : null;
  if (ms) {
    const date = new Date(Number(ms[1]));
    read = Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return read && isPlausible(read) ? read : null;
}

/**
 * Whether a date read as `readDate` reads it falls in this business's years: from 2000 to 50 years
 * ahead. Anything else is a placeholder, a missing value, never a date (docs/resilience.md,
 * "Placeholder dates"): .NET's `default(DateTime)` "0001-01-01T00:00:00" (and its `/Date(-62135596800000)/`),
 * SQL Server's "1900-01-01" for a blank written to a datetime, a year 0-99 that a JS date would
 * make 19xx, the "9999-12-31" of a maximum. Read by the year as written (an ISO text starts with
 * it; "dd/MM/yyyy" has it after the second slash).
 */
function isPlausible(text: string): boolean {
  const year = Number(/^\d{4}-/.test(text) ? text.slice(0, 4) : text.slice(6, 10));
  return year >= 2000 && year <= new Date().getFullYear() + 50;
}

/** Midnight after an ISO day, however the serialiser writes it: "T00:00:00Z", "T00:00:00.000Z", "T00:00:00+02:00", "T00:00-0300". */
const MIDNIGHT = /(?<=^\d{4}-\d\d-\d\d)[T ]00:00(:00(\.0+)?)?(Z|[+-]\d\d:?\d\d)$/;

/**
 * A date-only field (a due date, a payment day, the event's day: `DATE_FIELDS` in src/api/answer-fields.ts) as
 * {@link readDate} reads it, except that a midnight with an offset is that calendar day: a SQL
 * `date` column that the API's JSON library writes as an instant ("2027-05-15T00:00:00.000Z", or at
 * the server's own offset, "2027-05-15T00:00:00+02:00") names 15 May, not the evening before that
 * instant may be in São Paulo. Any other
 * date-time keeps its meaning (docs/resilience.md, "Date fields by their kind").
 *
 * @example readDay('2027-05-15T00:00:00.000Z') // "2027-05-15"; readDay('2027-05-15T22:30:00Z') // "2027-05-15T22:30:00Z"
 */
export function readDay(value: unknown): string | null {
  return readDate(value)?.replace(MIDNIGHT, '') ?? null;
}
