import fc from 'fast-check';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { dateFieldAt, dateShown } from '../../doctor/date-shown';
import { linkVerdict } from '../../doctor/link-verdict';
import { chargeFindings } from '../../doctor/charge-verdicts';
import { DATE_FIELDS, type DateField } from '../../src/api/answer-fields';
import { AttachmentList, CurrentEvent, Finance, Schedule } from '../../src/api/event-schemas';
import { apiLinkHref } from '../../src/lib/fields/api-link-href';
import { orderCharges } from '../../src/features/finance/charge-order';
import { paidProgress } from '../../src/features/finance/paid-progress';
import { chargeReader } from '../../src/lib/charges/read-charge';
import { builtInWord } from '../../src/lib/charges/status-words';
import { wordKey } from '../../src/lib/text/word-key';
import { formatDate } from '../../src/lib/dates/format-date';
import { wordList } from '../../src/lib/charges/word-list';
import { propertyRuns } from '../../test-kit/property-runs';

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

/** A status word as providers write them: known, ambiguous, compound, part-paid, unknown, the host's own words among them. */
const word = fc.oneof(
  fc.constantFrom(
    'Pago',
    'Recebido',
    'BAIXADO',
    'Baixada',
    'Baixa por protesto',
    'baixado - protesto',
    'Baixado por pagamento',
    'Em aberto',
    'Vencido',
    'Parcialmente pago',
    'Cancelado',
    'Estornado',
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
/** A status as an API sends it: a word, an ORM's object by its text or its code, or none. */
const status = fc.oneof(
  word,
  word.map((text) => ({ id: 7, descricao: text })),
  word.map((code) => ({ codigo: code })),
  fc.constantFrom(undefined, null, '', { ativo: true }),
);
/** Evidence as sent: plausible dates and documents, and the placeholders that are neither. */
const paidOn = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('2026-10-09', '2026-10-09T00:00:00Z', '09/10/2026 14:03', '/Date(1791590400000)/', '2027-03-01'),
  fc.constantFrom('0001-01-01T00:00:00', '1900-01-01T00:00:00', '/Date(-62135596800000)/', '9999-12-31', '01/01/0001'),
);
const receipt = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('https://api.exemplo.com.br/comprovantes/81239.pdf', '/files/recibo-81239.pdf'),
  fc.constantFrom('https://api.exemplo.com.br/comprovantes/', 'https://api.exemplo.com.br', '/comprovantes/null', 'N/A'),
);
const dueOn = fc.constantFrom('2026-10-01', '2026-12-20T00:00:00.000Z', '0001-01-01T00:00:00', '1900-01-01T00:00:00', undefined);
const NOW = new Date('2026-11-24T15:00:00-03:00');

describe('the doctor and the portal on the same charges, read whole', () => {
  it("gives each charge the state the screens give it, from its status, its evidence and the host's words", () => {
    fc.assert(
      fc.property(
        fc.record({ statusCobranca: status, dataPagamento: paidOn, urlComprovante: receipt, dataVencimento: dueOn }),
        setting,
        setting,
        setting,
        (sent, paid, cancelled, open) => {
          const words = { paid: wordList(paid), cancelled: wordList(cancelled), open: wordList(open) };
          const answer = create({ totalEvento: 1000, cobrancas: [{ numCobranca: 1, valorDocumento: 1000, ...sent }] }, Finance);
          const [charge] = answer.cobrancas;
          const reading = chargeReader(words)(charge!, NOW);
          // The screens: where Financeiro lists it, whether the paid bar counts it, whether it is late.
          const read = () => reading;
          const order = orderCharges(answer.cobrancas, read);
          const where = order.open.length ? 'open' : order.unknown.length ? 'unknown' : 'settled';
          const counted = paidProgress(answer.cobrancas, answer.totalEvento, read)!.paid > 0;
          const [finding, ...more] = chargeFindings(answer.cobrancas, words, NOW);
          expect(more).toEqual([]);
          const shown = reading.word === null ? '(no status)' : JSON.stringify(reading.word);
          expect(finding!.detail.startsWith(`${shown}: `), finding!.detail).toBe(true);
          const said = finding!.detail.slice(shown.length + 2);
          const doctor = /^paid[: ]/.test(said)
            ? 'paid'
            : /^cancelled:/.test(said)
              ? 'cancelled'
              : /^open:/.test(said)
                ? 'open'
                : 'says less';
          const screens = where === 'settled' ? (counted ? 'paid' : 'cancelled') : where === 'open' ? 'open' : 'says less';
          expect(doctor, JSON.stringify({ sent, words, said })).toBe(screens);
          expect(said.includes('late by its word'), said).toBe(where === 'open' && reading.late);
          // A word documented sources read two ways is named so, unless the host's words name it.
          const hostNamed = [...words.paid, ...words.cancelled, ...words.open].some(
            (named) => wordKey(named) === wordKey(reading.word ?? ''),
          );
          const twoWays = reading.word !== null && builtInWord(reading.word)?.state === 'ambiguous' && !hostNamed;
          expect(said.includes('read two ways'), said).toBe(twoWays);
        },
      ),
      {
        numRuns: propertyRuns(1_000),
        examples: [
          [
            { statusCobranca: undefined, dataPagamento: '0001-01-01T00:00:00', urlComprovante: undefined, dataVencimento: '2026-10-01' },
            undefined,
            undefined,
            undefined,
          ],
          [
            { statusCobranca: undefined, dataPagamento: '1900-01-01T00:00:00', urlComprovante: undefined, dataVencimento: undefined },
            undefined,
            undefined,
            undefined,
          ],
          [
            {
              statusCobranca: undefined,
              dataPagamento: undefined,
              urlComprovante: 'https://api.exemplo.com.br/comprovantes/',
              dataVencimento: '2026-10-01',
            },
            undefined,
            undefined,
            undefined,
          ],
          [
            { statusCobranca: 'BAIXADO', dataPagamento: undefined, urlComprovante: undefined, dataVencimento: '2026-10-01' },
            undefined,
            undefined,
            undefined,
          ],
          [
            {
              statusCobranca: { id: 7, descricao: 'Baixa por protesto' },
              dataPagamento: undefined,
              urlComprovante: undefined,
              dataVencimento: '2026-10-01',
            },
            undefined,
            undefined,
            undefined,
          ],
        ],
      },
    );
  });

  it('names a word read two ways with both its readings', () => {
    const answer = create({ cobrancas: [{ numCobranca: 1, statusCobranca: 'BAIXADO' }] }, Finance);
    expect(chargeFindings(answer.cobrancas, { paid: [], cancelled: [], open: [] }, NOW)).toEqual([
      {
        severity: 'warning',
        topic: 'cobrancas[].statusCobranca',
        detail:
          '"BAIXADO": a word documented sources read two ways, cancelled (a write-off, settled without payment) or paid (settled by a payment): shown as sent without a colour, neither counted paid nor offered for payment, never overdue; the host page can name it (paid-statuses, cancelled-statuses, open-statuses)',
      },
    ]);
  });
});
