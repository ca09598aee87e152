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
