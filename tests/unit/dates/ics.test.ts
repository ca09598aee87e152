import { afterEach, describe, expect, it } from 'vitest';
import { calendarFile, type CalendarEntry } from '../../../src/lib/dates/ics';
import { child, instantOf, readCalendar, timeOf, valueOf } from '../../../test-kit/ics-reader';

// The .ics output is read back with ical.js (test-kit/ics-reader.ts), as a calendar application reads it.

const NOW = new Date(Date.UTC(2026, 10, 21, 11, 5, 9));
const WEDDING: CalendarEntry = {
  key: 'evento-41587',
  start: '2027-05-15T19:30:00',
  minutes: 300,
  summary: 'Casamento Ana & Rafael',
  location: 'Espaço Villa Jardim',
  description: 'Recepção no Espaço Villa Jardim\nEVT 41587',
};

describe('calendarFile', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zoneBefore;
  });

  it('writes a VCALENDAR with VERSION 2.0, PRODID, CALSCALE GREGORIAN and METHOD PUBLISH', () => {
    const { calendar } = readCalendar(calendarFile(WEDDING, NOW));
    expect(valueOf(calendar, 'version')).toBe('2.0');
    expect(valueOf(calendar, 'prodid')).toBe('-//Portal do Cliente//portal-cliente//PT-BR');
    expect(valueOf(calendar, 'calscale')).toBe('GREGORIAN');
    expect(valueOf(calendar, 'method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents().map((component) => component.name)).toEqual(['vtimezone', 'vevent']);
  });

  it('describes America/Sao_Paulo as UTC-3 all year (no daylight saving since 2019)', () => {
    const zone = child(readCalendar(calendarFile(WEDDING, NOW)).calendar, 'vtimezone');
    expect(valueOf(zone, 'tzid')).toBe('America/Sao_Paulo');
    expect(zone.getAllSubcomponents().map((component) => component.name)).toEqual(['standard']);
    const standard = child(zone, 'standard');
    expect(valueOf(standard, 'dtstart')).toBe('1970-01-01T00:00:00');
    expect(valueOf(standard, 'tzoffsetfrom')).toBe('-03:00');
    expect(valueOf(standard, 'tzoffsetto')).toBe('-03:00');
    expect(valueOf(standard, 'tzname')).toBe('-03');
  });

  it('writes the event with UID, DTSTAMP in UTC, São Paulo start and end, summary, location and description', () => {
    const { event } = readCalendar(calendarFile(WEDDING, NOW));
    expect(event.getAllProperties().map((property) => property.name)).toEqual([
      'uid',
      'dtstamp',
      'dtstart',
      'dtend',
      'summary',
      'location',
      'description',
    ]);
    expect(valueOf(event, 'uid')).toBe('evento-41587@portal-cliente');
    expect(timeOf(event, 'dtstamp')).toEqual({ type: 'date-time', tzid: null, value: '2026-11-21T11:05:09Z' });
    expect(timeOf(event, 'dtstart')).toEqual({ type: 'date-time', tzid: 'America/Sao_Paulo', value: '2027-05-15T19:30:00' });
    // 5 hours later, past midnight.
    expect(timeOf(event, 'dtend')).toEqual({ type: 'date-time', tzid: 'America/Sao_Paulo', value: '2027-05-16T00:30:00' });
    expect(valueOf(event, 'summary')).toBe('Casamento Ana & Rafael');
    expect(valueOf(event, 'location')).toBe('Espaço Villa Jardim');
    expect(valueOf(event, 'description')).toBe('Recepção no Espaço Villa Jardim\nEVT 41587');
  });

  it('puts the start at the right instant: 19h30 in São Paulo is 22h30 UTC', () => {
    const { event } = readCalendar(calendarFile(WEDDING, NOW));
    expect(instantOf(event, 'dtstart')).toBe('2027-05-15T22:30:00.000Z');
    expect(instantOf(event, 'dtend')).toBe('2027-05-16T03:30:00.000Z');
  });

  it('keeps the São Paulo wall clock whatever the time zone of the browser, even in a daylight-saving gap there', () => {
    process.env.TZ = 'America/New_York';
    // 2027-03-14 02:30 does not exist in New York (clocks jump from 2h to 3h).
    const { event } = readCalendar(calendarFile({ ...WEDDING, start: '2027-03-14T02:30:00', minutes: 60 }, NOW));
    expect([valueOf(event, 'dtstart'), valueOf(event, 'dtend')]).toEqual(['2027-03-14T02:30:00', '2027-03-14T03:30:00']);
    expect(valueOf(event, 'dtstamp')).toBe('2026-11-21T11:05:09Z');
  });

  it('converts a start sent with an offset to São Paulo time', () => {
    const { event } = readCalendar(calendarFile({ ...WEDDING, start: '2027-05-15T22:30:00Z' }, NOW));
    expect(valueOf(event, 'dtstart')).toBe('2027-05-15T19:30:00');
    const offset = readCalendar(calendarFile({ ...WEDDING, start: '2027-05-15T20:30:00-05:00' }, NOW)).event;
    expect(valueOf(offset, 'dtstart')).toBe('2027-05-15T22:30:00');
  });

  it('makes a date without a time an all-day entry ending the next day', () => {
    const { event } = readCalendar(calendarFile({ ...WEDDING, start: '2027-12-31' }, NOW));
    expect(timeOf(event, 'dtstart')).toEqual({ type: 'date', tzid: null, value: '2027-12-31' });
    expect(timeOf(event, 'dtend')).toEqual({ type: 'date', tzid: null, value: '2028-01-01' });
  });

  it('escapes backslashes, semicolons, commas and line breaks, and drops other control characters', () => {
    const summary = 'Prova: bolo, doces; e \\ "brindes"\r\nsegunda linha\rterceira\tfim\u0007';
    const file = calendarFile({ ...WEDDING, summary, location: 'Rua A, 10; sala 2' }, NOW);
    // As written (RFC 5545 3.3.11), the folded lines joined again...
    expect(file.replace(/\r\n[ \t]/g, '')).toContain(
      '\r\nSUMMARY:Prova: bolo\\, doces\\; e \\\\ "brindes"\\nsegunda linha\\nterceirafim\r\n',
    );
    // ...and as a calendar application reads it.
    const { event } = readCalendar(file);
    expect(valueOf(event, 'summary')).toBe('Prova: bolo, doces; e \\ "brindes"\nsegunda linha\nterceirafim');
    expect(valueOf(event, 'location')).toBe('Rua A, 10; sala 2');
  });

  it('folds lines at 75 octets without cutting a character, and the text reads back whole', () => {
    const description = `${'Decoração floral com rosas brancas, eucalipto e velas 🕯️; '.repeat(6)}fim`;
    const file = calendarFile({ ...WEDDING, description }, NOW);
    const lines = file.split('\r\n').slice(0, -1);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8'), `"${line}" is longer than 75 octets`).toBeLessThanOrEqual(75);
      expect(Buffer.from(line, 'utf8').toString('utf8'), 'a character was cut in two').toBe(line);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length, 'the long description was folded').toBeGreaterThan(4);
    expect(valueOf(readCalendar(file).event, 'description')).toBe(description);
  });

  it('makes a stable UID from the key, and leaves out an empty location and description', () => {
    const entry: CalendarEntry = {
      key: 'agenda-41587-2026-08-06T10:30:00-Reunião de decoração',
      start: '2026-08-06T10:30:00',
      minutes: 60,
      summary: 'Reunião de decoração',
      location: '',
      description: null,
    };
    const first = readCalendar(calendarFile(entry, NOW)).event;
    const again = readCalendar(calendarFile(entry, new Date())).event;
    expect(valueOf(first, 'uid')).toBe('agenda-41587-2026-08-06t10-30-00-reuniao-de-decoracao@portal-cliente');
    expect(valueOf(again, 'uid')).toBe(valueOf(first, 'uid'));
    expect(first.getAllProperties().map((property) => property.name)).toEqual(['uid', 'dtstamp', 'dtstart', 'dtend', 'summary']);
    expect(valueOf(first, 'dtend')).toBe('2026-08-06T11:30:00');
  });

  it('refuses a start that is not a date', () => {
    expect(() => calendarFile({ ...WEDDING, start: '2027-02-30T10:00:00' }, NOW)).toThrow(RangeError);
    expect(() => calendarFile({ ...WEDDING, start: '' }, NOW)).toThrow(RangeError);
  });
});
