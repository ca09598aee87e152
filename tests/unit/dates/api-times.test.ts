import fc from 'fast-check';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CurrentEvent, Finance, Schedule } from '../../../src/api/event-schemas';
import { noteSkippedRows, skippedRows } from '../../../src/api/skipped-rows';
import { calendarDaysUntil } from '../../../src/lib/dates/calendar-days';
import { formatDate } from '../../../src/lib/dates/format-date';
import { formatTime } from '../../../src/lib/dates/format-time';
import { calendarFile } from '../../../src/lib/dates/ics';
import { isAhead } from '../../../src/lib/dates/is-ahead';
import { wallClock } from '../../../src/lib/dates/wall-clock';
import { apiTimes, readsWallClock, wallClockAnswer } from '../../../src/runtime/api-times';
import { resolveSettings } from '../../../src/runtime/settings';
import { readCalendar, timeOf } from '../../../test-kit/ics-reader';
import { propertyRuns } from '../../../test-kit/property-runs';
import { sp } from '../../../test-kit/sao-paulo-clock';

/*
 * `api-times="sao-paulo"` (docs/resilience.md, "Date fields by their kind"): an API whose times are
 * São Paulo wall-clock times stamped with a zone they are not in (Newtonsoft's
 * DateTimeZoneHandling.Utc on a DateTime read from SQL, an EF Core converter that marks every
 * DateTime UTC, a Node driver reading DATETIME on a UTC server) has each date field read as the
 * digits it shows, on every screen and in the calendar file. Run in every zone of the `dates <zone>`
 * projects: the digits must hold whatever the browser's zone.
 */

const WALL = resolveSettings({ apiTimes: 'sao-paulo' });
const DEFAULT = resolveSettings({});

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** A wall-clock moment (its digits) and the same digits as a serialiser stamps them. */
const stamped = fc
  .record({
    // From 2019, when São Paulo left summer time: before it, one midnight a year did not exist there. Up to
    // 2070, inside the plausible window (src/lib/dates/read-date.ts): a later year is a placeholder, read as none.
    year: fc.integer({ min: 2019, max: 2070 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hours: fc.integer({ min: 0, max: 23 }),
    minutes: fc.integer({ min: 0, max: 59 }),
    seconds: fc.integer({ min: 0, max: 59 }),
    // The marks of a zone the digits are not in: UTC in its spellings, and any offset a server may have.
    mark: fc.oneof(
      fc.constantFrom('Z', '+00:00', '+0000', '-03:00', '-0300'),
      fc.integer({ min: -48, max: 56 }).map((quarters) => {
        const minutes = Math.abs(quarters * 15);
        return `${quarters < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
      }),
    ),
    // SQL Server's datetime writes three fraction digits, datetime2 seven.
    fraction: fc.constantFrom('', '.000', '.997', '.0000000'),
    space: fc.boolean(),
  })
  .map(({ year, month, day, hours, minutes, seconds, fraction, mark, space }) => {
    const digits = `${year}-${pad(month)}-${pad(day)}${space ? ' ' : 'T'}${pad(hours)}:${pad(minutes)}:${pad(seconds)}${fraction}`;
    return { digits, text: `${digits}${mark}`, shows: [`${pad(day)}/${pad(month)}/${year}`, `${hours}h${pad(minutes)}`] };
  });

/** The habit as met: an appointment and an event start, local times written with a bare Z. */
const EXAMPLES = [
  { text: '2027-05-15T19:30:00Z', shows: ['15/05/2027', '19h30'] },
  { text: '2027-05-15T08:30:00.000Z', shows: ['15/05/2027', '8h30'] },
  { text: '2027-05-15T21:00:00.0000000Z', shows: ['15/05/2027', '21h00'] },
];

describe('wallClock', () => {
  it('shows the digits a date-time was written with, whatever zone mark follows them', () => {
    for (const { text, shows } of EXAMPLES) expect([formatDate(wallClock(text)), formatTime(wallClock(text))], text).toEqual(shows);
    fc.assert(
      fc.property(stamped, ({ digits, text, shows }) => {
        expect(wallClock(text)).toBe(digits);
        expect([formatDate(wallClock(text)), formatTime(wallClock(text))], text).toEqual(shows);
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('leaves a text without a zone mark as it is: a date alone, dd/MM/yyyy, a wall-clock time, a word', () => {
    for (const text of ['2027-05-15', '15/05/2027', '15/05/2027 19:30', '2027-05-15T19:30:00', '2027-05-15T19:30:00.997', 'Pago', ''])
      expect(wallClock(text), text).toBe(text);
  });

  it('reads the old "/Date(ms)/" by its UTC clock, as a serialiser that stamps a local time UTC writes it', () => {
    // Newtonsoft with DateTimeZoneHandling.Utc and the Microsoft form: the ticks of 19h30 as if UTC.
    const [read] = create([{ acao: 'Prova do bolo', dataAgenda: `/Date(${Date.UTC(2027, 4, 15, 19, 30)})/` }], Schedule);
    const shown = wallClockAnswer([read!])[0]!;
    expect([formatDate(shown.dataAgenda), formatTime(shown.dataAgenda)]).toEqual(['15/05/2027', '19h30']);
  });
});

describe('the answers with api-times="sao-paulo"', () => {
  it("reads every date field of an answer at any depth as its digits, and nothing else: the event, the schedule's rows, the charges", () => {
    fc.assert(
      fc.property(
        stamped,
        stamped,
        stamped,
        ({ text: start, shows: startShows }, { text: due, shows: dueShows }, { text: at, shows: atShows }) => {
          const event = apiTimes(
            WALL,
            create({ idEvento: 41587, descricao: `Casamento ${start}`, dtInicio: start, dataEvento: due }, CurrentEvent),
          );
          expect([formatDate(event.dtInicio), formatTime(event.dtInicio)], start).toEqual(startShows);
          expect(formatDate(event.dataEvento), due).toBe(dueShows[0]);
          // Text that is not a date field is left as sent, even when it reads like one.
          expect(event.descricao).toBe(`Casamento ${start}`);
          const finance = apiTimes(WALL, create({ cobrancas: [{ numCobranca: 1, dataVencimento: due, dataPagamento: at }] }, Finance));
          expect(formatDate(finance.cobrancas[0]!.dataVencimento), due).toBe(dueShows[0]);
          expect(formatDate(finance.cobrancas[0]!.dataPagamento), at).toBe(atShows[0]);
          const [item] = apiTimes(WALL, create([{ acao: 'Prova do bolo', dataAgenda: at }], Schedule));
          expect([formatDate(item!.dataAgenda), formatTime(item!.dataAgenda)], at).toEqual(atShows);
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });

  it('counts days, tells what is ahead and writes the calendar file by the digits too', () => {
    const [item] = apiTimes(WALL, create([{ acao: 'Prova do bolo', dataAgenda: '2027-05-15T01:30:00Z' }], Schedule));
    // 1h30 on the 15th: as an instant it would be 22h30 on the 14th in São Paulo.
    expect(calendarDaysUntil(item!.dataAgenda, sp(2027, 4, 14, 23))).toBe(1);
    expect(isAhead(item!.dataAgenda, sp(2027, 4, 15, 1))).toBe(true);
    expect(isAhead(item!.dataAgenda, sp(2027, 4, 15, 2))).toBe(false);
    const { event } = readCalendar(
      calendarFile({ key: 'agenda-1', start: item!.dataAgenda!, minutes: 60, summary: 'Prova do bolo' }, sp(2027, 0, 1)),
    );
    expect(timeOf(event, 'dtstart')).toEqual({ type: 'date-time', tzid: 'America/Sao_Paulo', value: '2027-05-15T01:30:00' });
  });

  it('reads the instant a zone mark names without it (the default)', () => {
    const [item] = apiTimes(DEFAULT, create([{ acao: 'Prova do bolo', dataAgenda: '2027-05-15T19:30:00Z' }], Schedule));
    expect([formatDate(item!.dataAgenda), formatTime(item!.dataAgenda)]).toEqual(['15/05/2027', '16h30']);
  });

  it('copies, never changes, what was read: the same answer gives the same copy, and a list keeps the note of the rows left out', () => {
    const read = create([{ acao: 'Prova do bolo', dataAgenda: '2027-05-15T19:30:00Z' }], Schedule);
    noteSkippedRows(read, { count: 2, fields: ['acao'] });
    const shown = wallClockAnswer(read);
    expect(read[0]!.dataAgenda).toBe('2027-05-15T19:30:00Z');
    expect(shown[0]!.dataAgenda).toBe('2027-05-15T19:30:00');
    expect(wallClockAnswer(read)).toBe(shown);
    expect(skippedRows(shown)).toEqual({ count: 2, fields: ['acao'] });
    expect(wallClockAnswer(null)).toBeNull();
    expect(wallClockAnswer(undefined)).toBeUndefined();
  });
});

describe('readsWallClock', () => {
  it("takes 'sao-paulo' in any case, and nothing else", () => {
    for (const value of ['sao-paulo', 'SAO-PAULO', ' Sao-Paulo '])
      expect(readsWallClock(resolveSettings({ apiTimes: value })), value).toBe(true);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('são-paulo', 'sao_paulo', 'America/Sao_Paulo', 'utc', 'local', 'sao-paulo-')),
        (value) => {
          fc.pre(value.trim().toLowerCase() !== 'sao-paulo');
          expect(readsWallClock(resolveSettings({ apiTimes: value })), value).toBe(false);
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });
});
