import fc from 'fast-check';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { DATE_FIELDS, type DateField } from '../../../src/api/answer-fields';
import { AttachmentList, CurrentEvent, Finance, Schedule } from '../../../src/api/event-schemas';
import { calendarDay } from '../../../src/lib/dates/calendar-days';
import { formatDate } from '../../../src/lib/dates/format-date';
import { readDate, readDay } from '../../../src/lib/dates/read-date';
import { propertyRuns } from '../../../test-kit/property-runs';

/*
 * A date outside this business's years (2000 to 50 years ahead) is a placeholder, a missing value
 * (docs/resilience.md, "Placeholder dates"): every date field of every answer reads it as none, so
 * no screen shows it, counts days to it or takes it as evidence. Generated over every form the
 * reader takes, with the placeholders .NET, SQL Server and JavaScript are known to write among them.
 */

const LAST_YEAR = new Date().getFullYear() + 50;
const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** A date text in one of the forms the reader takes, for a year, month, day and time. */
const dateIn = (years: fc.Arbitrary<number>) =>
  fc
    .record({
      year: years,
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hours: fc.integer({ min: 0, max: 23 }),
      minutes: fc.integer({ min: 0, max: 59 }),
      form: fc.constantFrom('date', 'wall', 'fraction', 'z', 'offset', 'space', 'br', 'br-time', 'ms'),
    })
    .map(({ year, month, day, hours, minutes, form }) => {
      const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
      const time = `${pad(hours)}:${pad(minutes)}:00`;
      const ms = new Date(0).setUTCFullYear(year, month - 1, day);
      return {
        date,
        wall: `${date}T${time}`,
        fraction: `${date}T${time}.0000000`,
        z: `${date}T${time}Z`,
        offset: `${date}T${time}-03:00`,
        space: `${date} ${time}.000`,
        br: `${pad(day)}/${pad(month)}/${pad(year, 4)}`,
        'br-time': `${pad(day)}/${pad(month)}/${pad(year, 4)} ${time}`,
        ms: `/Date(${ms})/`,
      }[form];
    });

/** Placeholders as serialisers write them: default(DateTime), SQL Server's blank datetime, maximums, years 0-99. */
const PLACEHOLDERS = [
  '0001-01-01T00:00:00',
  '0001-01-01T00:00:00Z',
  '0001-01-01',
  '/Date(-62135596800000)/',
  '/Date(-62135596800000-0000)/',
  '1900-01-01T00:00:00',
  '1900-01-01 00:00:00.000',
  '01/01/1900',
  '1899-12-30T00:00:00',
  '1753-01-01T00:00:00',
  '0099-12-31',
  '01/01/0001',
  '9999-12-31T23:59:59.9999999',
  '9999-12-31',
  '31/12/9999',
  '2999-12-31',
  '1999-12-31T23:59:59',
];
const placeholder = fc.oneof(
  fc.constantFrom(...PLACEHOLDERS),
  dateIn(fc.oneof(fc.integer({ min: 1, max: 1999 }), fc.integer({ min: LAST_YEAR + 1, max: 9999 }))),
);
const plausible = dateIn(fc.integer({ min: 2000, max: LAST_YEAR }));

/** A date field as the portal reads it: the whole answer through its schema. */
function readField(field: DateField, value: unknown): unknown {
  const row = { [field]: value };
  switch (field) {
    case 'dataEvento':
    case 'dtInicio':
      return create({ idEvento: 1, descricao: 'Casamento', ...row }, CurrentEvent)[field];
    case 'dataContrato':
    case 'dataAssinatura':
      return create([{ numContrato: 'CT-1', ...row }], AttachmentList)[0]![field];
    case 'dataVencimento':
    case 'dataPagamento':
      return create({ cobrancas: [{ numCobranca: 1, ...row }] }, Finance).cobrancas[0]![field];
    case 'dataAgenda':
      return create([{ acao: 'Prova', ...row }], Schedule)[0]![field];
  }
}

describe('a date outside the plausible years is no date', () => {
  it('reads every placeholder, in every form, as none in both readers', () => {
    fc.assert(
      fc.property(placeholder, (value) => {
        expect(readDate(value), value).toBeNull();
        expect(readDay(value), value).toBeNull();
      }),
      { numRuns: propertyRuns(1_000), examples: PLACEHOLDERS.map((value) => [value]) },
    );
  });

  it('keeps every plausible date, in every form', () => {
    fc.assert(
      fc.property(plausible, (value) => {
        expect(readDate(value), value).not.toBeNull();
        expect(calendarDay(readDay(value)), value).not.toBeNull();
      }),
      { numRuns: propertyRuns(1_000) },
    );
  });

  it.each(Object.keys(DATE_FIELDS) as DateField[])('leaves %s empty for a placeholder: shown as "—", no day to count', (field) => {
    fc.assert(
      fc.property(placeholder, (value) => {
        const read = readField(field, value);
        expect(read, value).toBeNull();
        expect(formatDate(read as null)).toBe('—');
      }),
      { numRuns: propertyRuns(200), examples: PLACEHOLDERS.map((value) => [value]) },
    );
  });

  it('takes the first and the last plausible days, and refuses the days either side', () => {
    expect(readDate('2000-01-01T00:00:00')).toBe('2000-01-01T00:00:00');
    expect(readDate('01/01/2000')).toBe('01/01/2000');
    expect(readDate(`31/12/${LAST_YEAR}`)).toBe(`31/12/${LAST_YEAR}`);
    expect(readDate('31/12/1999')).toBeNull();
    expect(readDate(`01/01/${LAST_YEAR + 1}`)).toBeNull();
  });
});
