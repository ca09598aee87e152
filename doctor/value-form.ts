import { BR_DATE, ISO_DATE } from '../src/lib/date-forms';

const MS_DATE = /^\/Date\(-?\d+([+-]\d{4})?\)\/$/;
const UTC_MIDNIGHT = /^\d{4}-\d{2}-\d{2}[T ]00:00(:00(\.0+)?)?(Z|[+-]00:?00)$/;
const BR_AMOUNT = /^\s*(R\$)?\s*-?(\d{1,3}(\.\d{3})+|\d+),\d+\s*$/;
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** The form of a date text, as the report names it ("date-time with offset -03:00"), or null. */
export function dateForm(text: string): string | null {
  const value = text.trim();
  if (MS_DATE.test(value)) return '/Date(ms)/';
  if (BR_DATE.test(value)) return 'dd/MM/yyyy';
  if (!ISO_DATE.test(value)) return null;
  if (value.length === 10) return 'date only (yyyy-MM-dd)';
  if (/Z$/.test(value)) return 'date-time in UTC (Z)';
  const offset = /([+-]\d{2}:?\d{2})$/.exec(value);
  return offset ? `date-time with offset ${offset[1]}` : 'date-time without offset (São Paulo time)';
}

/** A date sent as a UTC midnight: a day from a SQL `date` column, or a moment that is the evening before in São Paulo. */
export const isUtcMidnight = (value: unknown) => typeof value === 'string' && UTC_MIDNIGHT.test(value.trim());

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
  if (BR_AMOUNT.test(value)) return `text, pt-BR amount "${value}"`;
  if (NUMERIC.test(value)) return `numeric text "${value.trim()}"`;
  if (value.trim().length <= 3) return `text "${value}"`;
  return value !== value.trim() ? 'text with spaces around it' : 'text';
}
