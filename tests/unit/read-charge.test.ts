import fc from 'fast-check';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Charge } from '../../src/api/event-schemas';
import { isBoleto } from '../../src/lib/charges/charge-due-days';
import type { ChargeState, StatusWords } from '../../src/lib/charges/charge-state';
import { chargeReader } from '../../src/lib/charges/read-charge';
import { builtInWord } from '../../src/lib/charges/status-words';
import { wordKey } from '../../src/lib/text/word-key';
import { propertyRuns } from '../../test-kit/property-runs';

/*
 * A charge read once, as every screen reads it (docs/resilience.md, "Charge status words"): its
 * status as the API sends it (a word, or an object an ORM serialised), the evidence a payment
 * leaves where the word says nothing, the host's words, and whether it is a boleto.
 */
const NO_WORDS: StatusWords = { paid: [], cancelled: [], open: [] };
const NOW = new Date('2026-11-24T15:00:00-03:00');
/** A charge as the API sent it, read by the answer's schema and then by the reader. */
const readRaw = (raw: Record<string, unknown>, words = NO_WORDS) => chargeReader(words)(create({ numCobranca: '1', ...raw }, Charge), NOW);

/** Known words of each state (a sample of the built-in lists), as a provider may write them. */
const KNOWN: Record<Exclude<ChargeState, 'unknown'>, string[]> = {
  paid: ['Pago', 'PAGO', 'Liquidado', 'RECEIVED', 'Recebido', 'Quitada'],
  cancelled: ['Cancelado', 'CANCELLED', 'Estornado'],
  open: ['Em aberto', 'PENDING', 'Vencido', 'Parcialmente pago', 'A vencer'],
};
const knownWord = fc.constantFrom(
  ...Object.entries(KNOWN).flatMap(([state, words]) => words.map((word) => ({ word, state: state as ChargeState }))),
);
/** A word no list holds. */
const unknownWord = fc
  .stringMatching(/^[A-Za-záàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ][A-Za-záàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ _-]{1,20}$/)
  .filter((word) => wordKey(word) !== '' && builtInWord(word) === undefined);
const textKey = fc.constantFrom(
  'descricao',
  'Descricao',
  'Descrição',
  'description',
  'nome',
  'Nome',
  'name',
  'label',
  'texto',
  'text',
  'situacao',
  'status',
);
const codeKey = fc.constantFrom('id', 'Id', 'ID', 'codigo', 'Codigo', 'code', 'value', 'key', 'sigla');
const codeValue = fc.oneof(fc.integer({ min: 0, max: 999 }), fc.stringMatching(/^[0-9]{1,4}$/));
/** Evidence of a payment: a payment date in one of the API's forms, or a receipt. */
const evidence = fc.oneof(
  fc.constantFrom('2026-10-09', '2026-10-09T00:00:00Z', '2026-10-09T14:03:00', '09/10/2026').map((dataPagamento) => ({ dataPagamento })),
  fc.constantFrom('https://banco.example/comprovante/1.pdf', '/files/recibo-81239.pdf').map((urlComprovante) => ({ urlComprovante })),
);

describe('chargeReader: a status sent as an object', () => {
  it('reads an object by its text, whatever its keys, beside any code, nested once', () => {
    fc.assert(
      fc.property(knownWord, textKey, codeKey, codeValue, fc.boolean(), ({ word, state }, text, code, id, nested) => {
        const object = { [code]: id, [text]: word };
        const reading = readRaw({ statusCobranca: nested ? { status: object } : object });
        expect(reading.state).toBe(state);
        expect(reading.word).toBe(word);
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('reads an object by its known code when its text is not a word the portal knows', () => {
    fc.assert(
      fc.property(knownWord, unknownWord, codeKey, textKey, ({ word, state }, label, code, text) => {
        const reading = readRaw({ statusCobranca: { [code]: word, [text]: label } });
        expect(reading.state).toBe(state);
        // The badge shows the text a person reads.
        expect(reading.word).toBe(label.trim());
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it.each([
    [{ id: 3, descricao: 'Pago' }, 'paid', 'Pago'],
    [{ codigo: 'PG', nome: 'Quitado' }, 'paid', 'Quitado'],
    [{ value: 'RECEIVED', label: 'Recebida' }, 'paid', 'Recebida'],
    [{ Id: 1, Descricao: 'Em aberto', Ativo: true }, 'open', 'Em aberto'],
    [{ value: 'CANCELLED' }, 'cancelled', 'CANCELLED'],
  ])('reads %j as %s, shown as "%s"', (statusCobranca, state, word) => {
    const reading = readRaw({ statusCobranca });
    expect([reading.state, reading.word]).toEqual([state, word]);
  });
});

describe('chargeReader: evidence where the word is silent', () => {
  /** A status that says nothing the portal can act on, and what it reads as without evidence. */
  const silent = fc.oneof(
    fc.constantFrom(undefined, null, '', '   ', {}, [], true, { ativo: true }).map((statusCobranca) => ({ statusCobranca, alone: 'open' })),
    unknownWord.map((statusCobranca) => ({ statusCobranca, alone: 'unknown' })),
    fc.tuple(codeKey, codeValue).map(([key, id]) => ({ statusCobranca: { [key]: id }, alone: 'unknown' })),
  );

  it('takes a payment date or a receipt for paid where the word is missing, unreadable or unknown', () => {
    fc.assert(
      fc.property(silent, evidence, ({ statusCobranca }, proof) => {
        const reading = readRaw({ statusCobranca, dataVencimento: '2026-10-01', formaPagamento: 'Boleto', ...proof });
        expect(reading.state).toBe('paid');
        expect(reading.by).toBe('dataPagamento' in proof ? 'payment-date' : 'receipt');
        // Paid: never overdue, no days to pay.
        expect(reading.days).toBeNull();
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('keeps a missing status open and an unknown word unknown without evidence', () => {
    fc.assert(
      fc.property(silent, ({ statusCobranca, alone }) => {
        const reading = readRaw({ statusCobranca, dataVencimento: '2026-10-01' });
        expect(reading.state).toBe(alone);
        expect(reading.by).toBe('none');
        expect(reading.unknownWord).toBe(alone === 'unknown');
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('lets a known word decide over any evidence but a word to pay: a part-paid charge stays open', () => {
    fc.assert(
      fc.property(knownWord, evidence, ({ word, state }, proof) => {
        const conflict = state === 'open' && !/parcial/i.test(word);
        expect(readRaw({ statusCobranca: word, ...proof }).state).toBe(conflict ? 'unknown' : state);
      }),
      { numRuns: propertyRuns(300) },
    );
    const part = readRaw({
      statusCobranca: 'Parcialmente pago',
      valorPago: '1.000,00',
      dataPagamento: '2026-10-09',
      dataVencimento: '2026-11-10',
    });
    expect([part.state, part.days]).toEqual(['open', -14]);
  });

  it("lets the host's words win over the built-in ones and over the evidence", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          knownWord.map(({ word }) => word),
          unknownWord,
        ),
        fc.constantFrom('paid', 'cancelled', 'open') as fc.Arbitrary<keyof StatusWords>,
        fc.option(evidence, { nil: undefined }),
        (word, side, proof) => {
          const words = { ...NO_WORDS, [side]: [`  ${word.toUpperCase()} `] };
          const reading = readRaw({ statusCobranca: word, ...proof }, words);
          // The host's word to pay beside evidence of payment (but for a part payment's) contradicts it: the charge says less.
          const conflict = side === 'open' && proof !== undefined && !/parcial/i.test(word);
          expect([reading.state, reading.by, reading.unknownWord]).toEqual(
            conflict ? ['unknown', 'conflict', false] : [side, 'word', false],
          );
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });
});

/** Evidence that is no evidence: placeholder dates and receipts as serialisers and SQL write them. */
const PLACEHOLDER_DATES = [
  '0001-01-01T00:00:00',
  '1900-01-01T00:00:00',
  '/Date(-62135596800000)/',
  '01/01/1900',
  '9999-12-31T23:59:59.9999999',
  '0099-12-31',
];
const PLACEHOLDER_RECEIPTS = [
  'https://api.exemplo.com.br/comprovantes/',
  'https://api.exemplo.com.br',
  '/comprovantes/null',
  'N/A',
  'undefined',
];
const placeholderEvidence = fc.record(
  {
    dataPagamento: fc.constantFrom(...PLACEHOLDER_DATES),
    urlComprovante: fc.constantFrom(...PLACEHOLDER_RECEIPTS),
  },
  { requiredKeys: [] },
);
const AMBIGUOUS = ['BAIXADO', 'Baixado', 'baixada', 'Baixa', 'Baixado manualmente'];

describe('chargeReader: evidence must be plausible to count', () => {
  it('never takes a placeholder date or receipt for a payment, nor a placeholder due date for a due day', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(undefined), unknownWord, fc.constantFrom(...AMBIGUOUS)),
        placeholderEvidence,
        fc.option(fc.constantFrom(...PLACEHOLDER_DATES), { nil: undefined }),
        (statusCobranca, proof, dataVencimento) => {
          const reading = readRaw({ statusCobranca, ...proof, dataVencimento, formaPagamento: 'Boleto' });
          expect(reading.state).toBe(statusCobranca === undefined ? 'open' : 'unknown');
          expect(reading.by).toBe('none');
          // A due date that is a placeholder is no due day: no days to count, never 'vencida há 46.157 dias'.
          if (dataVencimento) expect(reading.days).toBeNull();
        },
      ),
      {
        numRuns: propertyRuns(300),
        examples: [
          [undefined, { dataPagamento: '0001-01-01T00:00:00' }, '0001-01-01T00:00:00'],
          [undefined, { dataPagamento: '1900-01-01T00:00:00' }, undefined],
          [undefined, { urlComprovante: 'https://api.exemplo.com.br/comprovantes/' }, undefined],
        ],
      },
    );
  });
});

describe('chargeReader: a word to pay beside evidence of payment says less', () => {
  const TO_PAY = ['Em aberto', 'PENDING', 'Vencido', 'A vencer', 'OVERDUE', 'Protestado', 'Baixa por protesto'];
  it('neither offers nor counts a charge whose word says to pay while it carries a plausible payment date or a receipt', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TO_PAY), evidence, (statusCobranca, proof) => {
        const reading = readRaw({ statusCobranca, dataVencimento: '2026-10-01', ...proof });
        expect([reading.state, reading.by, reading.late, reading.days, reading.word]).toEqual([
          'unknown',
          'conflict',
          false,
          null,
          statusCobranca,
        ]);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('keeps a part payment open beside its payment date, and a settled word settled beside any evidence', () => {
    for (const statusCobranca of ['Parcialmente pago', 'Pago parcialmente', 'LIQUIDADO PARCIALMENTE'])
      expect(readRaw({ statusCobranca, dataPagamento: '2026-10-09' }).state, statusCobranca).toBe('open');
    expect(readRaw({ statusCobranca: 'Estornado', dataPagamento: '2026-10-09' }).state).toBe('cancelled');
    expect(readRaw({ statusCobranca: 'Liquidado', urlComprovante: '/files/recibo-81239.pdf' }).state).toBe('paid');
  });
});

describe('chargeReader: a word read two ways says less', () => {
  it('neither counts nor offers an ambiguous word without evidence: shown as sent, never late, the host told', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AMBIGUOUS), fc.boolean(), (word, asObject) => {
        const reading = readRaw({
          statusCobranca: asObject ? { id: 7, descricao: word } : word,
          dataVencimento: '2026-10-01',
          formaPagamento: 'Boleto',
        });
        expect([reading.state, reading.by, reading.late, reading.days, reading.word, reading.unknownWord]).toEqual([
          'unknown',
          'none',
          false,
          null,
          word,
          true,
        ]);
      }),
      { numRuns: propertyRuns(100), examples: [['BAIXADO', false]] },
    );
  });

  it('takes no payment day still to come for evidence: a scheduled payment is not made', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3_000 }),
        fc.constantFrom(undefined, 'Em análise', 'BAIXADO', 'Em aberto'),
        (ahead, statusCobranca) => {
          const day = new Date(NOW.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
          const reading = readRaw({ statusCobranca, dataPagamento: day, dataVencimento: '2026-10-01' });
          expect(reading.state, day).toBe(statusCobranca === undefined || statusCobranca === 'Em aberto' ? 'open' : 'unknown');
          expect(reading.by).not.toBe('payment-date');
        },
      ),
      { numRuns: propertyRuns(200) },
    );
    // Today and tomorrow (an API on another zone's calendar) are evidence.
    for (const dataPagamento of ['2026-11-24', '2026-11-25T01:00:00'])
      expect(readRaw({ dataPagamento }).by, dataPagamento).toBe('payment-date');
  });

  it('takes plausible evidence beside an ambiguous word for paid, and the host can name the word', () => {
    expect(readRaw({ statusCobranca: 'BAIXADO', dataPagamento: '2026-10-09' }).state).toBe('paid');
    expect(readRaw({ statusCobranca: 'BAIXADO', dataPagamento: '0001-01-01T00:00:00' }).state).toBe('unknown');
    expect(readRaw({ statusCobranca: 'BAIXADO' }, { ...NO_WORDS, paid: ['Baixado'] }).state).toBe('paid');
  });

  it('reads a write-off for a collection step as open and late, with its days past due', () => {
    for (const statusCobranca of ['Baixa por protesto', 'baixado - protesto', 'BAIXADO NEGATIVADO', 'Baixa - enviado a cartório']) {
      const reading = readRaw({ statusCobranca, dataVencimento: '2026-10-01', formaPagamento: 'Pix' });
      expect([reading.state, reading.late, reading.days], statusCobranca).toEqual(['open', true, -54]);
    }
  });
});

describe('isBoleto: a boleto by its evidence', () => {
  /** A wording as a provider may write it: any case, accents or not, any separator, padded. */
  const written = (words: string[]) =>
    fc
      .tuple(
        fc.constantFrom(...words),
        fc.constantFrom(' ', '_', '-', '.', '/', ''),
        fc.boolean(),
        fc.array(fc.boolean(), { maxLength: 30 }),
        fc.constantFrom('', ' ', '  '),
      )
      .map(([word, separator, plain, upper, pad]) => {
        const base = plain ? word.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : word;
        const cased = [...base.replace(/[ _]/g, separator)]
          .map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase()))
          .join('');
        return `${pad}${cased}${pad}`;
      });
  const BOLETOS = [
    'boleto',
    'Boleto Bancário',
    'bloqueto',
    'Bloqueto Bancário',
    'cobrança bancária',
    'Cobrança registrada',
    'título',
    'Título de cobrança',
  ];
  const MORE_BOLETOS = [
    'BOLETO_BANCARIO',
    'bank_slip',
    'bankslip',
    'banking_billet',
    'ticket',
    'bolbradesco',
    'Ficha de compensação',
    'Carnê',
    'BolePix',
    'boleto híbrido',
  ];
  const NOT_BOLETOS = [
    'Pix',
    'PIX_COBRANCA',
    'Cobrança Pix',
    'Pix cobrança',
    'Cartão de crédito',
    'credit_card',
    'debit card',
    'Cartão',
    'Transferência',
    'TED',
    'DOC',
    'Depósito',
    'Dinheiro',
    'cash',
  ];
  const LINE = '23793.38128 60000.000003 00000.000400 1 84340000012300';

  it('takes the usual wordings of a boleto for a boleto, with or without a line', () => {
    fc.assert(
      fc.property(written([...BOLETOS, ...MORE_BOLETOS]), fc.boolean(), (formaPagamento, line) => {
        expect(isBoleto({ formaPagamento, linhaDigitavel: line ? LINE : null })).toBe(true);
      }),
      { numRuns: propertyRuns(1_000) },
    );
  });

  it('never takes Pix, cards, transfers or cash for a boleto, even beside a boleto line or PDF', () => {
    fc.assert(
      fc.property(written(NOT_BOLETOS), fc.boolean(), (formaPagamento, line) => {
        expect(isBoleto({ formaPagamento, linhaDigitavel: line ? LINE : null, urlBoleto: line ? null : '/boletos/1.pdf' })).toBe(false);
      }),
      { numRuns: propertyRuns(1_000) },
    );
  });

  it('takes a charge naming no known way for a boleto when it carries a boleto line or PDF', () => {
    for (const formaPagamento of [null, '', 'Cobrança', 'Parcela 2/6'])
      expect([
        isBoleto({ formaPagamento, linhaDigitavel: LINE }),
        isBoleto({ formaPagamento, urlBoleto: '/b.pdf' }),
        isBoleto({ formaPagamento }),
      ]).toEqual([true, true, false]);
  });

  it("counts a 'Bloqueto Bancário' due on a Saturday to the Monday: not late on the Monday", () => {
    const monday = new Date('2027-05-17T12:00:00-03:00');
    const reading = chargeReader(NO_WORDS)(
      { statusCobranca: 'Em aberto', formaPagamento: 'Bloqueto Bancário', dataVencimento: '2027-05-15' },
      monday,
    );
    expect([reading.boleto, reading.days]).toEqual([true, 0]);
  });
});
