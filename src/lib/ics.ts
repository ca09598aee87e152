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
}

const TZID = 'America/Sao_Paulo';
/** Brazil has had no daylight saving time since 2019: São Paulo is UTC-3 all year. */
const OFFSET_MS = -3 * 3_600_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/;

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
/** The UTC fields of a date, "20270515". */
const dayOf = (date: Date) => `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
/** The UTC fields of a date and time, "20270515T193000". */
const timeOf = (date: Date) => `${dayOf(date)}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;

/**
 * The São Paulo wall clock of an API date, held in the UTC fields of a `Date` so that neither the
 * browser's time zone nor its daylight saving moves it. A value with an offset is converted.
 */
function wallClock(value: string): { at: Date; timed: boolean } | null {
  const text = value.trim();
  const date = toDate(text);
  if (!date) return null;
  if (WITH_OFFSET.test(text)) return { at: new Date(date.getTime() + OFFSET_MS), timed: true };
  const [, year, month, day, hours, minutes, seconds] = WALL_CLOCK.exec(text) ?? [];
  if (!year) return { at: new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())), timed: false };
  return { at: new Date(Date.UTC(+year, +month! - 1, +day!, +(hours ?? 0), +(minutes ?? 0), +(seconds ?? 0))), timed: !!hours };
}

/** RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n, no other control characters. */
const escapeText = (value: string) =>
  value
    .replace(/[\\;,]/g, '\\$&')
    .replace(/\r\n?|\n/g, '\\n')
    .replace(/[\u0000-\u001f\u007f]/g, '');

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
 * an end `minutes` after the start (the next day for an all-day entry), CRLF line ends.
 *
 * @param entry - The appointment; its `start` must be a date.
 * @param now - The moment the file is made (DTSTAMP). Defaults to the current time.
 * @throws RangeError when `entry.start` is not a date.
 */
export function calendarFile(entry: CalendarEntry, now: Date = new Date()): string {
  const start = wallClock(entry.start);
  if (!start) throw new RangeError(`Not a date: ${entry.start}`);
  const end = new Date(start.at.getTime() + (start.timed ? entry.minutes * 60_000 : 86_400_000));
  const when = (name: string, date: Date) => (start.timed ? `${name};TZID=${TZID}:${timeOf(date)}` : `${name};VALUE=DATE:${dayOf(date)}`);
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
    `TZID:${TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0300',
    'TZOFFSETTO:-0300',
    'TZNAME:-03',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${uid}@portal-cliente`,
    `DTSTAMP:${timeOf(now)}Z`,
    when('DTSTART', start.at),
    when('DTEND', end),
    `SUMMARY:${escapeText(entry.summary)}`,
    entry.location && `LOCATION:${escapeText(entry.location)}`,
    entry.description && `DESCRIPTION:${escapeText(entry.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.filter(Boolean).map((line) => fold(line as string)).join('\r\n')}\r\n`;
}
