import fc from 'fast-check';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { dateFieldAt, dateShown } from '../../doctor/date-shown';
import { linkVerdict } from '../../doctor/link-verdict';
import { vocabularyFindings } from '../../doctor/vocabulary';
import { DATE_FIELDS, type DateField } from '../../src/api/answer-fields';
import { AttachmentList, CurrentEvent, Finance, Schedule } from '../../src/api/event-schemas';
import { apiLinkHref } from '../../src/lib/api-link-href';
import { chargeStates } from '../../src/lib/charge-state';
import { formatDate } from '../../src/lib/format-date';
import { wordList } from '../../src/lib/word-list';
import { propertyRuns } from '../support/property-runs';

/*
 * The doctor (doctor/) tells an API team what the portal does with their answers. Each verdict is
 * compared here with what the portal's own code does with the same generated answer: whether a link
 * is offered and where it leads, which day a date field shows, which state a status word gives a
 * charge with the host's words. A doctor that drifted from the portal fails here.
 */

const API = 'https://api.exemplo.com.br/v1/';

const link = fc.oneof(
  fc.webUrl({ withQueryParameters: true }),
  fc.webPath().map((path) => `/files${path}`),
  fc.webPath(),
  fc.constantFrom(
    '/files/CT-501-0042.pdf',
    'files/CT-501-0042.pdf',
    'http://api.exemplo.com.br/files/a.pdf',
    'http://outro.exemplo.com.br/a.pdf',
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:application/pdf;base64,AAAA',
    'blob:https://api.exemplo.com.br/1',
    '//cdn.exemplo.com.br/a.pdf',
    'ftp://api.exemplo.com.br/a.pdf',
    'https://',
  ),
  fc.string(),
);

describe('the doctor and the portal on the same links', () => {
  it('offers a link exactly when the portal makes one, to the same place', () => {
    fc.assert(
      fc.property(link, fc.constantFrom(API, 'http://127.0.0.1:8787', 'https://api.exemplo.com.br'), (url, base) => {
        const portal = apiLinkHref(url, base);
        const doctor = linkVerdict(url, base);
        expect(doctor.offered ? doctor.href : undefined, url).toBe(portal);
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('offers the relative urlDownload the portal resolves against the API', () => {
    expect(linkVerdict('/files/CT-501-0042.pdf', API)).toEqual({ offered: true, href: 'https://api.exemplo.com.br/files/CT-501-0042.pdf' });
  });
});

const pad = (value: number) => String(value).padStart(2, '0');
/** A date as an API may send it: a day or a moment, in the forms the reader takes, and some it does not. */
const dateText = fc
  .record({
    day: fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true }),
    offset: fc.integer({ min: -48, max: 56 }).map((quarters) => quarters * 15),
    form: fc.constantFrom('date', 'midnight-z', 'midnight-offset', 'moment-z', 'moment-offset', 'wall', 'br', 'ms', 'ms-offset'),
  })
  .map(({ day, offset, form }) => {
    const iso = day.toISOString();
    const zone = `${offset < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
    return {
      date: iso.slice(0, 10),
      'midnight-z': `${iso.slice(0, 10)}T00:00:00.000Z`,
      'midnight-offset': `${iso.slice(0, 10)}T00:00:00${zone}`,
      'moment-z': iso,
      'moment-offset': `${iso.slice(0, 19)}${zone}`,
      wall: iso.slice(0, 19),
      br: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
      ms: `/Date(${day.getTime()})/`,
      'ms-offset': `/Date(${day.getTime()}${zone.replace(':', '')})/`,
    }[form];
  });
const dateValue = fc.oneof(
  { weight: 5, arbitrary: dateText },
  { weight: 1, arbitrary: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) },
);

/** The portal's read of one date field: the whole answer through its schema, the field shown by the screens' formatter. */
function portalDay(field: DateField, value: unknown): string {
  const row = { [field]: value };
  switch (field) {
    case 'dataEvento':
    case 'dtInicio':
      return formatDate(create({ idEvento: 1, descricao: 'Casamento', ...row }, CurrentEvent)[field]);
    case 'dataContrato':
    case 'dataAssinatura':
      return formatDate(create([{ numContrato: 'CT-1', ...row }], AttachmentList)[0]![field]);
    case 'dataVencimento':
    case 'dataPagamento':
      return formatDate(create({ cobrancas: [{ numCobranca: 1, ...row }] }, Finance).cobrancas[0]![field]);
    case 'dataAgenda':
      return formatDate(create([{ acao: 'Prova', ...row }], Schedule)[0]![field]);
  }
}

describe('the doctor and the portal on the same dates', () => {
  it.each(Object.keys(DATE_FIELDS) as DateField[])('shows %s on the day the portal shows it', (field) => {
    expect(dateFieldAt(`cobrancas[].${field}`)).toBe(field);
    fc.assert(
      fc.property(dateValue, (value) => {
        expect(dateShown(field, value).day, String(value)).toBe(portalDay(field, value));
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

/** A status word as providers write them, the host's own words among them. */
const word = fc.oneof(
  fc.constantFrom(
    'Pago',
    'Recebido',
    'BAIXADO',
    'Em aberto',
    'Vencido',
    'Cancelado',
    'Em análise',
    'Liquidado',
    'Baixa manual',
    'PENDING',
    'RECEIVED',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);
/** An attribute's value: words separated by commas or semicolons, or no attribute. */
const setting = fc
  .tuple(fc.array(word, { maxLength: 3 }), fc.constantFrom(',', ';', ' ; '))
  .map(([words, separator]) => (words.length ? words.join(separator) : undefined));

describe('the doctor and the portal on the same status words', () => {
  it("gives each charge's word the portal's state, with the host's words given as the element's attributes take them", () => {
    const said = { paid: 'paid', cancelled: 'cancelled', open: 'open' } as const;
    fc.assert(
      fc.property(word, setting, setting, setting, (status, paid, cancelled, open) => {
        const portal = chargeStates({ paid: wordList(paid), cancelled: wordList(cancelled), open: wordList(open) })(status);
        const [finding] = vocabularyFindings('/api/financeiro', [status], {
          paid: wordList(paid),
          cancelled: wordList(cancelled),
          open: wordList(open),
        });
        const doctor =
          finding!.severity === 'warning'
            ? 'unknown'
            : (Object.keys(said) as (keyof typeof said)[]).find((state) =>
                finding!.detail.startsWith(`${JSON.stringify(status)}: ${state}:`),
              );
        expect(doctor, status).toBe(portal);
      }),
      { numRuns: propertyRuns(1_000) },
    );
  });
});
