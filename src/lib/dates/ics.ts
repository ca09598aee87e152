import { addDays } from 'date-fns/addDays';
import { addMinutes } from 'date-fns/addMinutes';
import { lightFormat } from 'date-fns/lightFormat';
import { inSaoPauloAt, SAO_PAULO } from './sao-paulo';
import { toDate } from './to-date';

/** One appointment to add to a calendar. */
export interface CalendarEntry {
  /** A key unique to the entry, stable across downloads (a second import then updates the entry instead of adding it again). */
  key: string;
  /** The start as the API sends it: São Paulo wall-clock time, "2027-05-15T19:30:00". A date alone makes an all-day entry. */
  start: string;
  /** The length in minutes: the API sends no end. */
  minutes: number;
  summary: string;
  location?: string | null;
  description?: string | null;
  /** A reminder this many minutes before the start (an all-day entry starts at midnight). */
  reminderMinutes?: number;
}

/** An API value that carries a time of day ("2027-05-15T19:30"), not a date alone. */
const TIMED = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** RFC 5545 forms of a date on São Paulo's clock: "20270515" and "20270515T193000". */
const dayOf = (date: Date) => lightFormat(inSaoPauloAt(date), 'yyyyMMdd');
const timeOf = (date: Date) => lightFormat(inSaoPauloAt(date), "yyyyMMdd'T'HHmmss");
/** DTSTAMP is UTC: "20270515T223000Z". */
const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n, no other control characters. */
const escapeText = (value: string) =>
  value
    .replace(/[\\;,]/g, '\\$&')
    .replace(/\r\n?|\n/g, '\\n')
    .replace(/[\u0000-\u001f\u007f]/g, '');

/** RFC 5545 3.3.6 DURATION before the start: 900 minutes is "-PT15H", 90 is "-PT1H30M". */
const before = (minutes: number) => {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  return `-PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
};

/** RFC 5545 3.1: lines of at most 75 octets (UTF-8), continued after CRLF and a space; never inside a character. */
function fold(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const code = char.codePointAt(0)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (octets + size > 75) {
      folded += '\r\n ';
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}

/**
 * An iCalendar file (RFC 5545) with one event, for Google Calendar, Outlook and Apple Calendar:
 * times in the America/Sao_Paulo zone, described by its own VTIMEZONE (UTC-3, no daylight saving),
 * an end `minutes` after the start (the next day for an all-day entry), an optional reminder
 * (VALARM), CRLF line ends.
 *
 * @param entry - The appointment; its `start` must be a date.
 * @param now - The moment the file is made (DTSTAMP). Defaults to the current time.
 * @throws RangeError when `entry.start` is not a date.
 */
export function calendarFile(entry: CalendarEntry, now: Date = new Date()): string {
  const start = toDate(entry.start);
  if (!start) throw new RangeError(`Not a date: ${entry.start}`);
  const timed = TIMED.test(entry.start.trim());
  const end = timed ? addMinutes(start, entry.minutes) : addDays(start, 1);
  const when = (name: string, date: Date) => (timed ? `${name};TZID=${SAO_PAULO}:${timeOf(date)}` : `${name};VALUE=DATE:${dayOf(date)}`);
  const uid = entry.key
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal do Cliente//portal-cliente//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${SAO_PAULO}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0300',
    'TZOFFSETTO:-0300',
    'TZNAME:-03',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${uid}@portal-cliente`,
    `DTSTAMP:${utcStamp(now)}`,
    when('DTSTART', start),
    when('DTEND', end),
    `SUMMARY:${escapeText(entry.summary)}`,
    entry.location && `LOCATION:${escapeText(entry.location)}`,
    entry.description && `DESCRIPTION:${escapeText(entry.description)}`,
    ...(entry.reminderMinutes === undefined
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `TRIGGER:${before(entry.reminderMinutes)}`,
          `DESCRIPTION:${escapeText(entry.summary)}`,
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines
    .filter(Boolean)
    .map((line) => fold(line as string))
    .join('\r\n')}\r\n`;
}
