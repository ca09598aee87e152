import { isDateText } from './date-forms';

/** The old ASP.NET / WCF form: milliseconds since 1970 (UTC), with an offset that only says the zone it came from. */
const MS_DATE = /^\/Date\((-?\d{1,15})(?:[+-]\d{4})?\)\/$/;

/**
 * A shown-only date field as the API may send it, as a string every date helper reads (see
 * `toDate`, which reads the same forms): ISO dates and date-times with or without seconds, fractions (SQL Server's datetime2
 * sends seven digits), a space instead of the "T", an offset or "Z"; "dd/MM/yyyy"; and the
 * "/Date(1715800000000)/" of old .NET serialisers, turned into its UTC instant.
 *
 * @returns The date as a string `toDate` reads, or `null` when it is not a real date (numbers are
 *   refused: seconds or milliseconds cannot be told apart).
 * @example readDate('2027-05-15 19:30:00.000') // "2027-05-15 19:30:00.000"; readDate('31/02/2027') // null
 */
export function readDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const ms = MS_DATE.exec(text);
  if (ms) {
    const date = new Date(Number(ms[1]));
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return isDateText(text) ? text : null;
}
