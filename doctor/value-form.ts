import { BR_DATE, isDateText } from '../src/lib/dates/date-forms';
import { readDocumentLink } from '../src/lib/charges/read-document-link';
import { readDate, readDay } from '../src/lib/dates/read-date';
import { ISO_PARTS } from '../src/lib/dates/to-date';

const BR_AMOUNT = /^\s*(R\$)?\s*-?(\d{1,3}(\.\d{3})+|\d+),\d+\s*$/;
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * The form of a date text, as the report names it ("date-time with offset -03:00"), or null when
 * the portal's date reader (src/lib/dates/read-date.ts) does not read it as a date.
 */
export function dateForm(text: string): string | null {
  const value = text.trim();
  const read = readDate(value);
  if (read === null) return null;
  // The reader keeps every text form as sent; only the old .NET "/Date(ms)/" becomes another text.
  if (read !== value) return '/Date(ms)/';
  if (BR_DATE.test(value)) return 'dd/MM/yyyy';
  const [, , , , hours, , , zone] = ISO_PARTS.exec(value)!;
  if (hours === undefined) return 'date only (yyyy-MM-dd)';
  if (zone === 'Z') return 'date-time in UTC (Z)';
  return zone ? `date-time with offset ${zone}` : 'date-time without offset (São Paulo time)';
}

/**
 * A midnight with an offset ("2027-05-15T00:00:00Z", "…+02:00", a "/Date(ms)/" of one): what a
 * date-only field reads as that calendar day and a date-time field as the moment it is, by the
 * portal's two readers.
 */
export const isMidnightWithOffset = (value: unknown) => typeof value === 'string' && readDay(value) !== readDate(value);

/**
 * What kind of value the API sent, in words and without its content where it may be personal:
 * amounts, dates and flags are shown (they help the API team find the column), free text is not.
 */
export function valueForm(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value !== 'string') return `${typeof value} ${JSON.stringify(value)}`;
  if (value.trim() === '') return 'blank text';
  const date = dateForm(value);
  if (date) return `text, ${date} "${value}"`;
  // A date the portal reads as a placeholder (src/lib/dates/read-date.ts): a year before 2000 or decades ahead.
  if (isDateText(value.trim()) || /^\/Date\(-?\d+/.test(value.trim()))
    return `text, a placeholder date "${value}" (outside 2000 to 50 years ahead)`;
  // A link built without its document's name (src/lib/charges/read-document-link.ts); its text may hold a token, so it is not shown.
  if (value.includes('/') && !readDocumentLink(value)) return 'a link that names no document';
  if (BR_AMOUNT.test(value)) return `text, pt-BR amount "${value}"`;
  if (NUMERIC.test(value)) return `numeric text "${value.trim()}"`;
  if (value.trim().length <= 3) return `text "${value}"`;
  return value !== value.trim() ? 'text with spaces around it' : 'text';
}
