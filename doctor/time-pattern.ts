import { DATE_FIELDS, dateKind, type DateField } from '../src/api/answer-fields';
import { calendarDay } from '../src/lib/dates/calendar-days';
import { toDate } from '../src/lib/dates/to-date';
import { wallClock } from '../src/lib/dates/wall-clock';
import { dateRead, shownText } from './date-shown';
import type { Finding } from './report';

/** A moment the API sent (an event's start, an appointment), with the day its row names for it, if any. */
export interface TimeSample {
  field: DateField;
  sent: string;
  /** The row's `dataEvento`, as sent: the day an event's start must fall on. */
  day?: unknown;
}

/** The moment fields (`DATE_FIELDS` of kind 'date-time'): when an event starts, when an appointment is. */
const MOMENTS = (Object.keys(DATE_FIELDS) as DateField[]).filter((field) => dateKind(field) === 'date-time');

/**
 * Every moment in an answer as sent, at any depth (the rows of a list, the current event), each
 * with its row's `dataEvento`.
 */
export function timeSamples(answer: unknown, found: TimeSample[] = []): TimeSample[] {
  if (Array.isArray(answer)) for (const item of answer) timeSamples(item, found);
  else if (answer && typeof answer === 'object') {
    const row = answer as Record<string, unknown>;
    for (const field of MOMENTS) {
      const sent = row[field];
      if (typeof sent === 'string') found.push({ field, sent, ...(row.dataEvento !== undefined ? { day: row.dataEvento } : {}) });
    }
    for (const value of Object.values(row)) if (value && typeof value === 'object') timeSamples(value, found);
  }
  return found;
}

/** São Paulo's night, when no event starts and no appointment is set: from midnight to 6h59. */
const DAWN = 7;

/**
 * Whether a moment, read one way, is odd for a catering company's diary: at night in São Paulo
 * (a midnight is not counted: it is how a serialiser writes a day without a time), or on a day other
 * than the one its row names (`dataEvento`, read the same way).
 */
function odd(sample: TimeSample, wall: boolean): boolean {
  const read = dateRead(sample.field, sample.sent, wall);
  const date = toDate(read);
  if (!date) return false;
  const night = date.getHours() < DAWN && date.getHours() + date.getMinutes() > 0;
  const day = sample.day === undefined ? null : calendarDay(dateRead('dataEvento', sample.day, wall));
  return night || (day !== null && calendarDay(read) !== day);
}

const ATTRIBUTE = 'api-times="sao-paulo"';

/**
 * Whether the API's times look like São Paulo wall-clock times stamped with a zone they are not in
 * (docs/resilience.md, "Date fields by their kind"). Only the moments whose two readings differ
 * count: those with a zone mark other than São Paulo's own offset. Each is read both ways, as
 * instants and as wall-clock digits, and the reading that puts fewer of them at night or off their
 * event's day is the likelier. The finding says so when the portal's reading (with the host's
 * setting, `wall`) is the worse one: at least two odd moments, and more than twice as many as the
 * other reading gives. Moments within 7h00-20h59 read either way cannot tell the readings apart.
 */
export function timePatternFinding(samples: TimeSample[], wall: boolean): Finding | null {
  const seen = new Set<string>();
  const telling = samples.filter((sample) => {
    const key = `${sample.field} ${sample.sent} ${String(sample.day)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const read = dateRead(sample.field, sample.sent);
    return read !== null && wallClock(read) !== read && toDate(read)?.getTime() !== toDate(wallClock(read))?.getTime();
  });
  if (telling.length === 0) return null;
  const oddAsRead = telling.filter((sample) => odd(sample, wall));
  const oddOther = telling.filter((sample) => odd(sample, !wall)).length;
  const reading = wall ? `as São Paulo wall-clock (${ATTRIBUTE})` : 'as the instants their zone marks name';
  const other = wall ? 'as instants' : 'as São Paulo wall-clock';
  const counts = `${oddAsRead.length} of ${telling.length} time(s) with a zone mark fall at night (0h00-6h59) or off their event's day read ${reading}, ${oddOther} read ${other}`;
  if (oddAsRead.length < 2 || oddOther * 2 >= oddAsRead.length) return { severity: 'ok', topic: 'times', detail: counts };
  const example = oddAsRead[0]!;
  const shown = `"${example.sent}" (${example.field}) shows ${shownText(example.field, example.sent, wall)}, ${other} ${shownText(example.field, example.sent, !wall)}`;
  return {
    severity: 'warning',
    topic: 'times',
    detail: wall
      ? `${counts}: e.g. ${shown}. These look like instants: without ${ATTRIBUTE} (and the doctor's --api-times) the portal reads them as such.`
      : `${counts}: e.g. ${shown}. These look like São Paulo times stamped as UTC (a serialiser that marks a local time UTC): if they are, set ${ATTRIBUTE} on the element, and run the doctor with --api-times sao-paulo to see the times as the portal will show them.`,
  };
}
