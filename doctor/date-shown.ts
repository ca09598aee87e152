import { create } from 'superstruct';
import { DATE_FIELDS, dateKind, type DateField } from '../src/api/answer-fields';
import { formatDate } from '../src/lib/dates/format-date';
import { formatTime } from '../src/lib/dates/format-time';
import { wallClock } from '../src/lib/dates/wall-clock';

/** The date field a report path names ('cobrancas[].dataPagamento'), by `DATE_FIELDS` (src/api/answer-fields.ts), or null. */
export function dateFieldAt(path: string): DateField | null {
  const name = path.split('.').at(-1)!;
  return Object.hasOwn(DATE_FIELDS, name) ? (name as DateField) : null;
}

/**
 * A date field's value as the portal reads it: by the schemas' own reader of the field's kind
 * (`DATE_FIELDS` in src/api/answer-fields.ts), then, with the host's `api-times="sao-paulo"`
 * (`wall`), as São Paulo's wall clock, as the screens take their answers (src/runtime/api-times.ts).
 */
export function dateRead(field: DateField, value: unknown, wall = false): string | null {
  const read = create(value, DATE_FIELDS[field]) ?? null;
  return read !== null && wall ? wallClock(read) : read;
}

/**
 * A date field's value as a customer sees it: read as {@link dateRead} reads it, then shown by the
 * screens' formatters. `day` is '15/05/2027' or '—'; `time` is '19h30', or '—' for a day alone.
 */
export function dateShown(field: DateField, value: unknown, wall = false): { day: string; time: string } {
  const read = dateRead(field, value, wall);
  return { day: formatDate(read), time: formatTime(read) };
}

/** What the screens show of a date field: the day of a date ('15/05/2027'), the day and time of a moment ('15/05/2027 19h30'). */
export function shownText(field: DateField, value: unknown, wall = false): string {
  const { day, time } = dateShown(field, value, wall);
  return dateKind(field) === 'date' || time === '—' ? day : `${day} ${time}`;
}
