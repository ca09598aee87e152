import fc from 'fast-check';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { dateShown, shownText } from '../../../doctor/date-shown';
import { timePatternFinding, timeSamples } from '../../../doctor/time-pattern';
import type { DateField } from '../../../src/api/answer-fields';
import { AttachmentList, CurrentEvent, Finance, Schedule } from '../../../src/api/event-schemas';
import { formatDate } from '../../../src/lib/dates/format-date';
import { formatTime } from '../../../src/lib/dates/format-time';
import { apiTimes } from '../../../src/runtime/api-times';
import { resolveSettings } from '../../../src/runtime/settings';
import { propertyRuns } from '../../../test-kit/property-runs';

/*
 * The doctor on times (docs/resilience.md, "Date fields by their kind"), against the portal's own
 * reading: each time it shows is what the screens show of the same answer, with the host's
 * `api-times` or without; and the pattern it names, São Paulo times stamped as UTC, is named exactly
 * when the diary says so. Run in every zone of the `dates <zone>` projects.
 */

const pad = (value: number) => String(value).padStart(2, '0');
const WALL = resolveSettings({ apiTimes: 'sao-paulo' });
const DEFAULT = resolveSettings({});

/** A date as an API may send it, with or without a zone mark, and some that are no date. */
const dateValue = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('2027-05-15T19:30:00Z', '2027-05-15T08:30:00.000Z', '2027-05-15T00:00:00Z', '15/05/2027 19:30') },
  {
    weight: 6,
    arbitrary: fc
      .record({
        moment: fc.date({ min: new Date(Date.UTC(2019, 0, 1)), max: new Date(Date.UTC(2070, 11, 31)), noInvalidDate: true }),
        mark: fc.constantFrom('Z', '.000Z', '+00:00', '-03:00', '+02:00', '', 'ms', 'date'),
      })
      .map(({ moment, mark }) => {
        const iso = moment.toISOString();
        if (mark === 'ms') return `/Date(${moment.getTime()})/`;
        if (mark === 'date') return iso.slice(0, 10);
        return `${iso.slice(0, 19)}${mark}`;
      }),
  },
  { weight: 1, arbitrary: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) },
);

/** The portal's screens on one date field of an answer: its schema, the host's `api-times`, the formatters. */
function portalShows(field: DateField, value: unknown, wall: boolean): { day: string; time: string } {
  const settings = wall ? WALL : DEFAULT;
  const row = { [field]: value };
  const read = (() => {
    switch (field) {
      case 'dataEvento':
      case 'dtInicio':
        return apiTimes(settings, create({ idEvento: 1, descricao: 'Casamento', ...row }, CurrentEvent))[field];
      case 'dataContrato':
      case 'dataAssinatura':
        return apiTimes(settings, create([{ numContrato: 'CT-1', ...row }], AttachmentList))[0]![field];
      case 'dataVencimento':
      case 'dataPagamento':
        return apiTimes(settings, create({ cobrancas: [{ numCobranca: 1, ...row }] }, Finance)).cobrancas[0]![field];
      case 'dataAgenda':
        return apiTimes(settings, create([{ acao: 'Prova', ...row }], Schedule))[0]![field];
    }
  })();
  return { day: formatDate(read), time: formatTime(read) };
}

const FIELDS: DateField[] = ['dataEvento', 'dtInicio', 'dataContrato', 'dataAssinatura', 'dataVencimento', 'dataPagamento', 'dataAgenda'];

describe('the times the doctor shows', () => {
  it.each(FIELDS)('shows %s as the screens show it, with api-times="sao-paulo" and without', (field) => {
    fc.assert(
      fc.property(dateValue, fc.boolean(), (value, wall) => {
        expect(dateShown(field, value, wall), `${String(value)} ${wall}`).toEqual(portalShows(field, value, wall));
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it("writes a date's day alone and a moment's day and time", () => {
    expect(shownText('dataAgenda', '2027-05-15T19:30:00Z')).toBe('15/05/2027 16h30');
    expect(shownText('dataAgenda', '2027-05-15T19:30:00Z', true)).toBe('15/05/2027 19h30');
    expect(shownText('dataPagamento', '2027-05-15T19:30:00Z', true)).toBe('15/05/2027');
    expect(shownText('dtInicio', '2027-05-15')).toBe('15/05/2027');
    expect(shownText('dtInicio', 'amanhã')).toBe('—');
  });
});

/**
 * A catering company's diary, as São Paulo wall-clock digits: events start from 7h00 to 23h59
 * (a convention at 8h30, a graduation party at 23h00), appointments from 7h00 to 20h59.
 */
const diaryTime = (from: number, to: number) =>
  fc.record({ hours: fc.integer({ min: from, max: to }), minutes: fc.constantFrom(0, 15, 30, 45) });
const diaryDay = fc.record({
  year: fc.integer({ min: 2026, max: 2040 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
});
const diary = fc.record({
  events: fc.array(fc.record({ day: diaryDay, at: diaryTime(7, 23) }), { minLength: 1, maxLength: 6 }),
  appointments: fc.array(fc.record({ day: diaryDay, at: diaryTime(7, 20) }), { maxLength: 10 }),
});
type Diary = typeof diary extends fc.Arbitrary<infer T> ? T : never;
type Slot = Diary['events'][number];

const digits = ({ day, at }: Slot) => `${day.year}-${pad(day.month)}-${pad(day.day)}T${pad(at.hours)}:${pad(at.minutes)}:00`;
/** The same moment, as an API that writes instants writes it (São Paulo is UTC-3 all year since 2019). */
const instant = (slot: Slot) => new Date(Date.parse(`${digits(slot)}Z`) + 3 * 3_600_000).toISOString();

/** The diary's answers, each time written by `write`, as the doctor reads them. */
function answers({ events, appointments }: Diary, write: (slot: Slot) => string) {
  return [
    events.map((event, index) => ({
      idEvento: index + 1,
      descricao: 'Evento',
      dataEvento: `${digits(event).slice(0, 10)}T00:00:00Z`,
      dtInicio: write(event),
    })),
    appointments.map((appointment) => ({ acao: 'Compromisso', dataAgenda: write(appointment) })),
  ];
}

/** How many of the diary's times, stamped UTC and read as instants, fall at night in São Paulo: those set between 7h00 and 9h59. */
const early = ({ events, appointments }: Diary) => {
  const unique = new Set([
    ...events.map((event) => `e ${digits(event)}`),
    ...appointments.map((appointment) => `a ${digits(appointment)}`),
  ]);
  return [...unique].filter((key) => Number(key.slice(13, 15)) < 10).length;
};

const finding = (diaryAnswers: unknown[], wall: boolean) => timePatternFinding(timeSamples(diaryAnswers), wall);

describe('the pattern of times stamped with a zone they are not in', () => {
  it('is named, with the setting to use, exactly when two or more of São Paulo times stamped UTC fall at night as instants', () => {
    fc.assert(
      fc.property(diary, (day) => {
        const stamped = finding(
          answers(day, (slot) => `${digits(slot)}Z`),
          false,
        );
        expect(stamped?.severity === 'warning', JSON.stringify(day)).toBe(early(day) >= 2);
        if (stamped?.severity === 'warning') expect(stamped.detail).toContain('set api-times="sao-paulo"');
        // Read with the setting, the same answers are the diary itself: nothing odd.
        expect(
          finding(
            answers(day, (slot) => `${digits(slot)}Z`),
            true,
          )?.severity,
        ).toBe('ok');
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it('is never named for an API that writes true instants, nor for one that writes no zone mark', () => {
    fc.assert(
      fc.property(diary, (day) => {
        expect(finding(answers(day, instant), false)?.severity).toBe('ok');
        expect(finding(answers(day, digits), false)).toBeNull();
        expect(
          finding(
            answers(day, (slot) => `${digits(slot)}-03:00`),
            true,
          ),
        ).toBeNull();
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it('names the pattern as met: an event at 8h30 and appointments at 9h00 and 19h30, written with a bare Z', () => {
    const detail = finding(
      [
        [{ idEvento: 1, descricao: 'Convenção', dataEvento: '2027-05-15T00:00:00Z', dtInicio: '2027-05-15T08:30:00Z' }],
        [
          { acao: 'Visita técnica', dataAgenda: '2027-03-10T09:00:00Z' },
          { acao: 'Reunião final', dataAgenda: '2027-05-01T19:30:00Z' },
        ],
      ],
      false,
    )!.detail;
    expect(detail).toMatch(/^2 of 3 time\(s\) with a zone mark/);
    expect(detail).toContain('"2027-05-15T08:30:00Z" (dtInicio) shows 15/05/2027 5h30, as São Paulo wall-clock 15/05/2027 8h30');
  });

  it("counts an event's start off its day as odd: evening events as true instants are the next day read as wall-clock", () => {
    const late = [21, 22, 23].map((hours, index) => ({
      idEvento: index + 1,
      descricao: 'Festa',
      dataEvento: '2027-05-15',
      dtInicio: new Date(Date.UTC(2027, 4, 15, hours + 3)).toISOString(),
    }));
    expect(finding(late, false)?.severity).toBe('ok');
    expect(finding(late, true)).toMatchObject({ severity: 'warning', detail: expect.stringContaining('These look like instants') });
  });
});
