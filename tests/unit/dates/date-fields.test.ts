import fc from 'fast-check';
import { create, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { DATE_FIELDS, dateKind, type DateField } from '../../../src/api/answer-fields';
import * as eventSchemas from '../../../src/api/event-schemas';
import * as schemas from '../../../src/api/schemas';
import { formatDate } from '../../../src/lib/dates/format-date';
import { formatTime } from '../../../src/lib/dates/format-time';
import { propertyRuns } from '../../../test-kit/property-runs';

/*
 * Every date field of the API's answers is read by the reader of its kind (`DATE_FIELDS` in src/api/answer-fields.ts,
 * docs/resilience.md "Date fields by their kind"): the schemas are walked, so a new date field that
 * is not declared fails here, and each date-only field keeps its calendar day in every form a
 * serialiser writes a day in. Run in every zone of the `dates <zone>` projects.
 */

type AnyStruct = Struct<unknown, unknown>;
const isStruct = (value: unknown): value is AnyStruct =>
  typeof value === 'object' && value !== null && typeof (value as AnyStruct).validator === 'function';

/** A field name that looks like a date: data*, dt*, hora*, *Date, *At (any case of the first letter). */
const DATE_LIKE = /^([dD]ata|[dD]t|[hH]ora)(?![a-z])|^[hH]ora|(Date|At)$/;

/** Every field of every answer schema (objects and the rows of their lists), as [schema path, name, struct]. */
function fieldsOf(struct: AnyStruct, at: string, found: [string, string, AnyStruct][] = []) {
  if (struct.type === 'rows' && isStruct(struct.schema)) fieldsOf(struct.schema, `${at}[]`, found);
  else if (struct.type === 'type' && struct.schema && typeof struct.schema === 'object')
    for (const [name, field] of Object.entries(struct.schema as Record<string, unknown>))
      if (isStruct(field)) {
        found.push([at, name, field]);
        fieldsOf(field, `${at}.${name}`, found);
      }
  return found;
}

const answerFields = Object.entries<unknown>({ ...schemas, ...eventSchemas }).flatMap(([name, struct]) =>
  isStruct(struct) ? fieldsOf(struct, name) : [],
);
const dateReaders = new Set<unknown>(Object.values(DATE_FIELDS));
const dateOnly = (Object.keys(DATE_FIELDS) as DateField[]).filter((name) => dateKind(name) === 'date');

describe('the date fields of the answer schemas', () => {
  it('walks the schemas and finds their date fields', () => {
    // The walk itself: were it to find nothing, the checks below would hold vacuously.
    expect(answerFields.map(([at, name]) => `${at}.${name}`)).toEqual(
      expect.arrayContaining([
        'Charge.dataPagamento',
        'Finance.cobrancas[].dataVencimento',
        'Attachment.dataAssinatura',
        'CurrentEvent.dtInicio',
      ]),
    );
  });

  it('declares the kind of every field whose name or reader says date, and reads it with that kind', () => {
    const undeclared = answerFields
      .filter(([, name, struct]) => DATE_LIKE.test(name) || dateReaders.has(struct))
      .filter(([, name, struct]) => !Object.hasOwn(DATE_FIELDS, name) || struct !== DATE_FIELDS[name as DateField])
      .map(([at, name]) => `${at}.${name}`);
    expect(undeclared, 'date fields missing from DATE_FIELDS (src/api/answer-fields.ts), or read by a reader of their own').toEqual([]);
  });

  it('declares no kind for a field no schema has', () => {
    const read = new Set(answerFields.map(([, name]) => name));
    expect(Object.keys(DATE_FIELDS).filter((name) => !read.has(name))).toEqual([]);
  });

  it('reads the payment and signing days as days, the starts and appointments as moments', () => {
    expect(dateOnly.sort()).toEqual(['dataAssinatura', 'dataContrato', 'dataEvento', 'dataPagamento', 'dataVencimento']);
    // A moment at UTC midnight is 21h00 of the day before in São Paulo: only a day's field reads it as that day.
    expect([
      formatDate(create('2026-10-09T00:00:00Z', DATE_FIELDS.dataPagamento)),
      formatTime(create('2026-10-09T00:00:00Z', DATE_FIELDS.dataAgenda)),
    ]).toEqual(['09/10/2026', '21h00']);
  });
});

const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');
/** An offset in minutes as a serialiser writes it: "+05:30", "-0300". */
const offsetText = (minutes: number, colon: boolean) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${colon ? ':' : ''}${pad(minutes % 60)}`;

/** A calendar day, and the text of its midnight in one of the forms the date reader accepts. */
const dayInAForm = fc
  .record({
    // Plausible days (src/lib/dates/read-date.ts, `isPlausible`): the placeholders outside them are tests/unit/dates/plausible-dates.test.ts.
    day: fc.date({ min: new Date(Date.UTC(2000, 0, 2)), max: new Date(Date.UTC(2070, 11, 31)), noInvalidDate: true }),
    // Real offsets run from -12:00 to +14:00, in quarter hours (+05:45, +05:30).
    offset: fc.integer({ min: -48, max: 56 }).map((quarters) => quarters * 15),
    colon: fc.boolean(),
    form: fc.constantFrom(
      'date',
      'utc',
      'utc-ms',
      'utc-7',
      'utc-short',
      'utc-space',
      'offset',
      'offset-7',
      'no-offset',
      'no-offset-7',
      'no-offset-space',
      'br',
      'ms-date',
      'ms-date-offset',
    ),
  })
  .map(({ day, offset, colon, form }) => {
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    const iso = `${y}-${pad(m)}-${pad(d)}`;
    const midnight = Date.UTC(y, m - 1, d);
    const text = {
      date: iso,
      utc: `${iso}T00:00:00Z`,
      'utc-ms': `${iso}T00:00:00.000Z`,
      'utc-7': `${iso}T00:00:00.0000000Z`,
      'utc-short': `${iso}T00:00Z`,
      'utc-space': `${iso} 00:00:00Z`,
      offset: `${iso}T00:00:00${offsetText(offset, colon)}`,
      'offset-7': `${iso}T00:00:00.0000000${offsetText(offset, colon)}`,
      'no-offset': `${iso}T00:00:00`,
      'no-offset-7': `${iso}T00:00:00.0000000`,
      'no-offset-space': `${iso} 00:00:00.000`,
      br: `${pad(d)}/${pad(m)}/${y}`,
      'ms-date': `/Date(${midnight})/`,
      // DataContractJsonSerializer: a local midnight's UTC instant, with the offset it was written at.
      // At São Paulo's offset or west of it only: the form names its instant, which for a midnight
      // further east is the evening before in São Paulo (docs/resilience.md, "Date fields by their kind").
      'ms-date-offset': `/Date(${midnight - Math.min(offset, -180) * 60_000}${offsetText(Math.min(offset, -180), false)})/`,
    }[form];
    return { text, shown: `${pad(d)}/${pad(m)}/${y}` };
  });

describe.each(dateOnly)('the date-only field %s', (name) => {
  it('reads a day in every form a serialiser writes it as that calendar day in São Paulo', () => {
    fc.assert(
      fc.property(dayInAForm, ({ text, shown }) => {
        expect(formatDate(create(text, DATE_FIELDS[name])), text).toBe(shown);
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
