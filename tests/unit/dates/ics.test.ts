import { afterEach, describe, expect, it } from 'vitest';
import { calendarFile, type CalendarEntry } from '../../../src/lib/ics';
import { child, instantOf, only, parseCalendar, unescapeText } from '../../support/ics-reader';

// The .ics output is parsed back with a small RFC 5545 reader (tests/support/ics-reader.ts),
// written independently of the generator.

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
    const calendar = parseCalendar(calendarFile(WEDDING, NOW));
    expect(calendar.name).toBe('VCALENDAR');
    expect(only(calendar, 'VERSION').value).toBe('2.0');
    expect(only(calendar, 'PRODID').value).toBe('-//Portal do Cliente//portal-cliente//PT-BR');
    expect(only(calendar, 'CALSCALE').value).toBe('GREGORIAN');
    expect(only(calendar, 'METHOD').value).toBe('PUBLISH');
    expect(calendar.components.map((component) => component.name)).toEqual(['VTIMEZONE', 'VEVENT']);
  });

  it('describes America/Sao_Paulo as UTC-3 all year (no daylight saving since 2019)', () => {
    const zone = child(parseCalendar(calendarFile(WEDDING, NOW)), 'VTIMEZONE');
    expect(only(zone, 'TZID').value).toBe('America/Sao_Paulo');
    expect(zone.components.map((component) => component.name)).toEqual(['STANDARD']);
    const standard = zone.components[0]!;
    expect(only(standard, 'DTSTART').value).toBe('19700101T000000');
    expect(only(standard, 'TZOFFSETFROM').value).toBe('-0300');
    expect(only(standard, 'TZOFFSETTO').value).toBe('-0300');
    expect(only(standard, 'TZNAME').value).toBe('-03');
  });

  it('writes the event with UID, DTSTAMP in UTC, São Paulo start and end, summary, location and description', () => {
    const calendar = parseCalendar(calendarFile(WEDDING, NOW));
    const event = child(calendar, 'VEVENT');
    expect(event.properties.map((property) => property.name)).toEqual(['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION', 'DESCRIPTION']);
    expect(only(event, 'UID').value).toBe('evento-41587@portal-cliente');
    expect(only(event, 'DTSTAMP')).toEqual({ name: 'DTSTAMP', params: {}, value: '20261121T110509Z' });
    expect(only(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'America/Sao_Paulo' }, value: '20270515T193000' });
    // 5 hours later, past midnight.
    expect(only(event, 'DTEND')).toEqual({ name: 'DTEND', params: { TZID: 'America/Sao_Paulo' }, value: '20270516T003000' });
    expect(unescapeText(only(event, 'SUMMARY').value)).toBe('Casamento Ana & Rafael');
    expect(unescapeText(only(event, 'LOCATION').value)).toBe('Espaço Villa Jardim');
    expect(unescapeText(only(event, 'DESCRIPTION').value)).toBe('Recepção no Espaço Villa Jardim\nEVT 41587');
  });

  it('puts the start at the right instant: 19h30 in São Paulo is 22h30 UTC', () => {
    const calendar = parseCalendar(calendarFile(WEDDING, NOW));
    const event = child(calendar, 'VEVENT');
    expect(new Date(instantOf(calendar, only(event, 'DTSTART'))).toISOString()).toBe('2027-05-15T22:30:00.000Z');
    expect(new Date(instantOf(calendar, only(event, 'DTEND'))).toISOString()).toBe('2027-05-16T03:30:00.000Z');
  });

  it('keeps the São Paulo wall clock whatever the time zone of the browser, even in a daylight-saving gap there', () => {
    process.env.TZ = 'America/New_York';
    // 2027-03-14 02:30 does not exist in New York (clocks jump from 2h to 3h).
    const event = child(parseCalendar(calendarFile({ ...WEDDING, start: '2027-03-14T02:30:00', minutes: 60 }, NOW)), 'VEVENT');
    expect([only(event, 'DTSTART').value, only(event, 'DTEND').value]).toEqual(['20270314T023000', '20270314T033000']);
    expect(only(event, 'DTSTAMP').value).toBe('20261121T110509Z');
  });

  it('converts a start sent with an offset to São Paulo time', () => {
    const event = child(parseCalendar(calendarFile({ ...WEDDING, start: '2027-05-15T22:30:00Z' }, NOW)), 'VEVENT');
    expect(only(event, 'DTSTART').value).toBe('20270515T193000');
    const offset = child(parseCalendar(calendarFile({ ...WEDDING, start: '2027-05-15T20:30:00-05:00' }, NOW)), 'VEVENT');
    expect(only(offset, 'DTSTART').value).toBe('20270515T223000');
  });

  it('makes a date without a time an all-day entry ending the next day', () => {
    const event = child(parseCalendar(calendarFile({ ...WEDDING, start: '2027-12-31' }, NOW)), 'VEVENT');
    expect(only(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20271231' });
    expect(only(event, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20280101' });
  });

  it('escapes backslashes, semicolons, commas and line breaks, and drops other control characters', () => {
    const summary = 'Prova: bolo, doces; e \\ "brindes"\r\nsegunda linha\rterceira\tfim\u0007';
    const event = child(parseCalendar(calendarFile({ ...WEDDING, summary, location: 'Rua A, 10; sala 2' }, NOW)), 'VEVENT');
    expect(only(event, 'SUMMARY').value).toBe('Prova: bolo\\, doces\\; e \\\\ "brindes"\\nsegunda linha\\nterceirafim');
    expect(unescapeText(only(event, 'SUMMARY').value)).toBe('Prova: bolo, doces; e \\ "brindes"\nsegunda linha\nterceirafim');
    expect(unescapeText(only(event, 'LOCATION').value)).toBe('Rua A, 10; sala 2');
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
    const event = child(parseCalendar(file), 'VEVENT');
    expect(unescapeText(only(event, 'DESCRIPTION').value)).toBe(description);
  });

  it('makes a stable UID from the key, and leaves out an empty location and description', () => {
    const entry: CalendarEntry = { key: 'agenda-41587-2026-08-06T10:30:00-Reunião de decoração', start: '2026-08-06T10:30:00', minutes: 60, summary: 'Reunião de decoração', location: '', description: null };
    const first = child(parseCalendar(calendarFile(entry, NOW)), 'VEVENT');
    const again = child(parseCalendar(calendarFile(entry, new Date())), 'VEVENT');
    expect(only(first, 'UID').value).toBe('agenda-41587-2026-08-06t10-30-00-reuniao-de-decoracao@portal-cliente');
    expect(only(again, 'UID').value).toBe(only(first, 'UID').value);
    expect(first.properties.map((property) => property.name)).toEqual(['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY']);
    expect(only(first, 'DTEND').value).toBe('20260806T113000');
  });

  it('refuses a start that is not a date', () => {
    expect(() => calendarFile({ ...WEDDING, start: '2027-02-30T10:00:00' }, NOW)).toThrow(RangeError);
    expect(() => calendarFile({ ...WEDDING, start: '' }, NOW)).toThrow(RangeError);
  });
});
