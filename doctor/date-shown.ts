import { create } from 'superstruct';
import { dateField } from '../src/api/answer-fields';
import { DATE_KINDS, type DateField } from '../src/api/date-kinds';
import { formatDate } from '../src/lib/format-date';
import { formatTime } from '../src/lib/format-time';

/** The date field a report path names ('cobrancas[].dataPagamento'), by src/api/date-kinds.ts, or null. */
export function dateFieldAt(path: string): DateField | null {
  const name = path.split('.').at(-1)!;
  return Object.hasOwn(DATE_KINDS, name) ? (name as DateField) : null;
}

/**
 * A date field's value as a customer sees it: read by the schemas' own reader of the field's kind
 * (src/api/answer-fields.ts, `dateField`), then shown by the screens' formatters. `day` is
 * '15/05/2027' or '—'; `time` is '19h30', or '—' for a day alone.
 */
export function dateShown(field: DateField, value: unknown): { day: string; time: string } {
  const read = create(value, dateField(field));
  return { day: formatDate(read), time: formatTime(read) };
}
