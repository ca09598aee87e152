import { create } from 'superstruct';
import { DATE_FIELDS, type DateField } from '../src/api/answer-fields';
import { formatDate } from '../src/lib/format-date';
import { formatTime } from '../src/lib/format-time';

/** The date field a report path names ('cobrancas[].dataPagamento'), by `DATE_FIELDS` (src/api/answer-fields.ts), or null. */
export function dateFieldAt(path: string): DateField | null {
  const name = path.split('.').at(-1)!;
  return Object.hasOwn(DATE_FIELDS, name) ? (name as DateField) : null;
}

/**
 * A date field's value as a customer sees it: read by the schemas' own reader of the field's kind
 * (`DATE_FIELDS` in src/api/answer-fields.ts), then shown by the screens' formatters. `day` is
 * '15/05/2027' or '—'; `time` is '19h30', or '—' for a day alone.
 */
export function dateShown(field: DateField, value: unknown): { day: string; time: string } {
  const read = create(value, DATE_FIELDS[field]);
  return { day: formatDate(read), time: formatTime(read) };
}
