import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInWord, type WordState } from '../../src/lib/charges/status-words';
import { propertyRuns } from '../../test-kit/property-runs';

/*
 * The banks' own boleto and cobrança APIs, word for word as each sends its status
 * (docs/resilience.md, "Charge status words", gives the source of each), and the rule that reads a
 * main word followed by a channel or a reason.
 */
type Expected = [status: string, state: WordState | undefined, late?: boolean];

const BANKS: Record<string, Expected[]> = {
  'Banco Inter (cobrança v3 situacao)': [
    ['A_RECEBER', 'open'],
    ['ATRASADO', 'open', true],
    ['PROTESTO', 'open', true],
    ['RECEBIDO', 'paid'],
    ['MARCADO_RECEBIDO', 'paid'],
    ['CANCELADO', 'cancelled'],
    ['EXPIRADO', 'cancelled'],
    // Not yet a boleto, or none was made: neither payable nor settled, so not read.
    ['EM_PROCESSAMENTO', undefined],
    ['FALHA_EMISSAO', undefined],
  ],
  'Banco do Brasil (estadoTituloCobranca, codes 1 to 21)': [
    ['NORMAL', 'open'],
    ['Normal', 'open'],
    ['MOVIMENTO CARTORIO', 'open', true],
    ['Mvto. Cartorio', 'open', true],
    ['EM CARTORIO', 'open', true],
    ['Em Cartorio', 'open', true],
    ['TITULO COM OCORRENCIA DE CARTORIO', 'open', true],
    ['PROTESTADO ELETRONICO', 'open', true],
    ['LIQUIDADO', 'paid'],
    ['Liquidado', 'paid'],
    // 7, a write-off beside 6 Liquidado.
    ['BAIXADO', 'ambiguous'],
    ['TITULO COM PENDENCIA DE CARTORIO', 'open', true],
    ['TITULO PROTESTADO MANUAL', 'open', true],
    ['TITULO BAIXADO/PAGO EM CARTORIO', 'paid'],
    ['TITULO LIQUIDADO/PROTESTADO', 'paid'],
    ['TITULO LIQUID/PGCRTO', 'paid'],
    ['TITULO PROTESTADO AGUARDANDO BAIXA', 'open', true],
    ['TITULO EM LIQUIDACAO', 'paid'],
    ['TITULO CREDITADO', 'paid'],
    ['PAGO PARCIALMENTE', 'open'],
    ['PAGO PARCIALMENTE CREDITADO', 'open'],
    // Scheduled by the payer, or paid by a cheque that may still bounce: neither paid nor to pay again.
    ['TITULO AGENDADO', undefined],
    ['TITULO AGENDADO BB', undefined],
    ['TITULO AGENDADO OUTROS BANCOS', undefined],
    ['TITULO AGENDADO COMPE', undefined],
    ['PAGO EM CHEQUE - AGUARD.LIQUIDACAO', undefined],
    ['EM PROCESSAMENTO (ESTADO TRANSITÓRIO)', undefined],
  ],
  'Sicredi (API de cobrança situacao)': [
    ['EM CARTEIRA', 'open'],
    ['EM CARTEIRA PIX', 'open'],
    ['VENCIDO', 'open', true],
    ['LIQUIDADO', 'paid'],
    ['LIQUIDADO REDE', 'paid'],
    ['LIQUIDADO COMPE', 'paid'],
    ['LIQUIDADO CARTORIO', 'paid'],
    ['LIQUIDADO PIX', 'paid'],
    ['LIQUIDADO CHEQUE', 'paid'],
    ['BAIXADO POR SOLICITACAO', 'cancelled'],
    ['PROTESTADO', 'open', true],
    ['EM CARTORIO', 'open', true],
    ['NEGATIVADO', 'open', true],
    ['AGUARDANDO ENTRADA EM CARTORIO', 'open', true],
    ['AGUARDANDO SUSTACAO DE CARTORIO', 'open', true],
    ['REJEITADO', undefined],
  ],
  'Sicoob (cobrança bancária v3 situacaoBoleto)': [
    ['Em Aberto', 'open'],
    ['Liquidado', 'paid'],
    // A write-off here (ACBr files it with CANCELADO), a recorded receipt in ERPs: read two ways.
    ['Baixado', 'ambiguous'],
  ],
  'Itaú (situacao_geral_boleto, status_vencimento, motivo_baixa)': [
    ['Em Aberto', 'open'],
    ['Aguardando Pagamento', 'open'],
    ['Pagamento Rejeitado', 'open'],
    ['Pago', 'paid'],
    ['Paga', 'paid'],
    ['Liquidado', 'paid'],
    ['Aguardando Crédito', 'paid'],
    ['Creditado', 'paid'],
    ['Baixada', 'ambiguous'],
    ['Baixado', 'ambiguous'],
    ['Baixa por ter sido liquidado', 'paid'],
    ['Pagamento Devolvido', 'cancelled'],
    ['a vencer', 'open'],
    ['vencida', 'open', true],
  ],
  'Santander (collection bill management status)': [
    ['ATIVO', 'open'],
    ['REGISTRADO', 'open'],
    ['LIQUIDADO', 'paid'],
    ['PAGO', 'paid'],
    ['BAIXADO', 'ambiguous'],
    ['LIQUIDADO PARCIALMENTE', 'open'],
    ['LIQUIDADO PARCIAL', 'open'],
    ['CANCELADO', 'cancelled'],
  ],
};

describe('builtInWord, the banks', () => {
  for (const [bank, cases] of Object.entries(BANKS))
    it.each(cases)(`${bank}: reads "%s" as %s`, (status, state, late = false) => {
      const reading = builtInWord(status);
      expect(reading?.state).toBe(state);
      if (state) expect(reading?.late, `"${status}" ${late ? 'says' : 'does not say'} it is late`).toBe(late);
    });
});

describe('builtInWord, a main word and its tail', () => {
  it.each([
    ['LIQUIDADO_CARTORIO', 'paid'],
    ['Liquidado COMPE', 'paid'],
    ['Recebido via Pix', 'paid'],
    ['Pago - cartão', 'paid'],
    ['Pago (cartão de crédito)', 'paid'],
    ['Quitado em dinheiro', 'paid'],
    ['Baixado manualmente', 'ambiguous'],
    ['Baixado por pagamento', 'paid'],
    ['Baixa por liquidação', 'paid'],
    ['Baixado por solicitação', 'cancelled'],
    ['BAIXADO_POR_SOLICITACAO', 'cancelled'],
    ['Baixado por decurso de prazo', 'cancelled'],
    ['baixa por devolução', 'cancelled'],
    ['Em aberto - protesto', 'open'],
    ['CANCELADO POR DECURSO DE PRAZO', 'cancelled'],
    ['Cancelado a pedido', 'cancelled'],
    ['Em aberto - boleto', 'open'],
    ['Pago parcialmente via Pix', 'open'],
    ['Aguardando pagamento (Pix)', 'open'],
  ] as const)('reads "%s" as %s', (status, state) => {
    expect(builtInWord(status)?.state).toBe(state);
  });

  it.each([
    'Pago a maior',
    'Pago a menor',
    'Pago em atraso',
    'Liquidado - pendente',
    'Pago, aguardando compensação',
    'Não liquidado',
    'Baixado parcialmente',
    'Baixado por devolução de pagamento',
    'Pago por devolução',
    'Cancelado por pagamento',
    'Pago 50%',
    'Pago?',
  ])('does not read "%s": its tail says more than a channel or a reason', (status) => {
    expect(builtInWord(status)).toBeUndefined();
  });

  it('never reads a bare number: each bank numbers its states its own way', () => {
    for (const code of ['1', '6', '7', '06', '18', '80']) expect(builtInWord(code), code).toBeUndefined();
  });
});

/** Main words and what they read as, each as a bank or ERP writes it. */
const MAIN: [string, WordState, boolean][] = [
  ['Pago', 'paid', false],
  ['Liquidado', 'paid', false],
  ['Recebido', 'paid', false],
  ['Quitada', 'paid', false],
  ['Compensado', 'paid', false],
  ['Creditado', 'paid', false],
  ['Marcado recebido', 'paid', false],
  ['Baixado', 'ambiguous', false],
  ['Cancelado', 'cancelled', false],
  ['Estornado', 'cancelled', false],
  ['Expirado', 'cancelled', false],
  ['Em aberto', 'open', false],
  ['A receber', 'open', false],
  ['Em carteira', 'open', false],
  ['Vencido', 'open', true],
  ['Atrasado', 'open', true],
  ['Em cartório', 'open', true],
];
const CHANNELS = [
  'rede',
  'COMPE',
  'cartório',
  'Pix',
  'boleto',
  'cartão',
  'crédito',
  'dinheiro',
  'cheque',
  'banco',
  'agência',
  'lotérica',
  'internet banking',
  'TED',
];
const CONNECTORS = ['', 'via', 'em', 'no', 'na', 'pelo', 'pela', 'por', 'de'];
const SEPARATORS = [' ', '_', '-', ' - ', '.', '/', ' (', ') ', '  '];
const NEGATIONS = [
  'parcial',
  'parcialmente',
  'pendente',
  'não',
  'nao',
  'aguardando',
  'aguard.',
  'sem',
  'falha',
  'rejeitado',
  'a maior',
  'a menor',
  'em atraso',
  'vencido',
  'não compensado',
  'em análise',
];
/** Statuses no source uses for a charge's state, and strings that are no word at all. */
const UNKNOWN = [
  'Em análise',
  'Renegociado',
  'Suspenso',
  'Agendado',
  'Em processamento',
  'Rejeitado',
  'Falha emissão',
  'Bx',
  'Protocolado',
];

/** The same text in another case, with accents on its vowels, and any separators between its words. */
const variant = (text: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }),
      fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }),
      fc.array(fc.constantFrom(' ', '_', '-', '.', '/', '  '), { minLength: 8, maxLength: 8 }),
      fc.constantFrom('', ' '),
      fc.constantFrom('NFC', 'NFD'),
    )
    .map(([upper, accent, seps, pad, form]) => {
      let sep = 0;
      const out = [...text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')]
        .map((ch, i) => (ch === ' ' ? seps[sep++ % seps.length] : upper[i] ? ch.toUpperCase() : ch.toLowerCase()))
        .map((ch, i) => (accent[i] && /[aeiou]/i.test(ch) ? `${ch}\u0301` : ch))
        .join('');
      return pad + out.normalize(form) + pad;
    });

const tail = fc
  .array(fc.tuple(fc.constantFrom(...CONNECTORS), fc.constantFrom(...CHANNELS)), { minLength: 1, maxLength: 3 })
  .map((pairs) => pairs.flatMap(([connector, channel]) => (connector ? [connector, channel] : [channel])));
const joined = (parts: string[], seps: string[]) => parts.map((part, i) => (i ? seps[i % seps.length] : '') + part).join('');

describe('builtInWord, as properties', () => {
  it('reads every known word the same in any case, accent or separator', () => {
    const known = [...Object.values(BANKS).flat(), ...MAIN.map(([w, s]) => [w, s] as Expected)].filter(([, state]) => state);
    fc.assert(
      fc.property(
        fc.constantFrom(...known).chain(([word]) => fc.tuple(fc.constant(word), variant(word))),
        ([word, written]) => {
          expect(builtInWord(written), `"${written}" reads as "${word}"`).toEqual(builtInWord(word));
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });

  it('reads a main word followed by any channel as the main word', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MAIN),
        tail,
        fc.array(fc.constantFrom(...SEPARATORS), { minLength: 8, maxLength: 8 }),
        ([main, state, late], words, seps) => {
          const status = joined([main, ...words], seps);
          // After a write-off, 'cartório' is where the debt went: a collection step, still to pay and late.
          const collected = state === 'ambiguous' && words.includes('cartório');
          expect(builtInWord(status), status).toMatchObject(collected ? { state: 'open', late: true } : { state, late });
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });

  it('never reads a settled word as paid when a negation or a part is anywhere after it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MAIN.filter(([, state]) => state === 'paid').map(([main]) => main)),
        tail,
        fc.constantFrom(...NEGATIONS),
        fc.nat(),
        fc.array(fc.constantFrom(...SEPARATORS), { minLength: 8, maxLength: 8 }),
        (main, words, negation, at, seps) => {
          const parts = [main, ...words];
          parts.splice(1 + (at % parts.length), 0, negation);
          const status = joined(parts, seps);
          expect(builtInWord(status)?.state, status).not.toBe('paid');
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });

  it('never reads a settled word as paid after a negation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Não', 'nao', 'Sem', 'Falta', 'Aguardando', 'Pendente', 'Parcialmente'),
        fc.constantFrom(...MAIN.filter(([, state]) => state === 'paid').map(([main]) => main)),
        fc.option(tail, { nil: undefined }),
        fc.array(fc.constantFrom(...SEPARATORS), { minLength: 8, maxLength: 8 }),
        (negation, main, words, seps) => {
          const status = joined([negation, main, ...(words ?? [])], seps);
          expect(builtInWord(status)?.state, status).not.toBe('paid');
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });

  it('leaves words no source uses unknown, with or without a channel after them', () => {
    const nonsense = fc.stringMatching(/^[bcdfghjklmnpqrstvwxz]{2,12}$/);
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...UNKNOWN), nonsense),
        fc.option(tail, { nil: undefined }),
        fc.array(fc.constantFrom(...SEPARATORS), { minLength: 8, maxLength: 8 }),
        (word, words, seps) => {
          const status = joined([word, ...(words ?? [])], seps);
          expect(builtInWord(status), status).toBeUndefined();
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });
});

/** Words documented sources read two ways (a bank's write-off, an ERP's receipt), as providers write them. */
const AMBIGUOUS = ['BAIXADO', 'Baixado', 'baixada', 'Baixa', 'Baixados', 'BAIXADAS'];
/** Collection steps a write-off may give as its reason, with the words between. */
const COLLECTION_STEPS = [
  'por protesto',
  '- protesto',
  'protestado',
  'por negativação',
  'negativado',
  'cartório',
  'enviado a cartório',
  'enviado para protesto',
  'encaminhado ao cartório',
  'Serasa',
  'SPC',
];
const WRITE_OFF_REASONS = ['por solicitação', 'por decurso de prazo', 'por devolução', 'a pedido'];

describe('builtInWord, words read two ways (a principle over the class)', () => {
  it('reads an ambiguous word, in any writing and with any channel after it but a notary, as ambiguous: never paid, never to pay', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AMBIGUOUS).chain(variant),
        fc.option(
          tail.filter((words) => !words.includes('cartório')),
          { nil: undefined },
        ),
        fc.array(fc.constantFrom(...SEPARATORS), { minLength: 8, maxLength: 8 }),
        (word, words, seps) => {
          const status = joined([word, ...(words ?? [])], seps);
          const reading = builtInWord(status);
          expect(reading, status).toEqual({ state: 'ambiguous', late: false, as: ['cancelled', 'paid'] });
        },
      ),
      { numRuns: propertyRuns(500), examples: [['BAIXADO', undefined, [' ']]] },
    );
  });

  it('reads a write-off whose reason is a collection step as still to pay and late, whatever write-off reason is beside it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AMBIGUOUS),
        fc.constantFrom(...COLLECTION_STEPS),
        fc.option(fc.constantFrom(...WRITE_OFF_REASONS), { nil: undefined }),
        fc.boolean(),
        fc.array(fc.constantFrom(...SEPARATORS), { minLength: 8, maxLength: 8 }),
        (word, step, reason, reasonFirst, seps) => {
          const parts = reason === undefined ? [word, step] : reasonFirst ? [word, reason, step] : [word, step, reason];
          const status = joined(
            parts.flatMap((part) => part.split(' ')),
            seps,
          );
          expect(builtInWord(status), status).toEqual({ state: 'open', late: true });
        },
      ),
      {
        numRuns: propertyRuns(500),
        examples: [
          ['Baixa', 'por protesto', undefined, false, [' ']],
          ['baixado', '- protesto', undefined, false, [' ']],
          ['Baixa', 'enviado a cartório', undefined, false, [' - ']],
        ],
      },
    );
  });

  it('does not read a collection step or a write-off beside a payment: neither is taken', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AMBIGUOUS),
        fc.constantFrom(...COLLECTION_STEPS, ...WRITE_OFF_REASONS),
        fc.constantFrom('por pagamento', 'liquidado', 'por liquidação', 'quitação'),
        (word, reason, payment) => {
          const status = `${word} ${reason} ${payment}`;
          expect(builtInWord(status), status).toBeUndefined();
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });

  it('keeps a payment or a write-off reason deciding after an ambiguous word, and a notary where a settled word was settled', () => {
    expect(builtInWord('Baixado por pagamento')?.state).toBe('paid');
    expect(builtInWord('Baixa por ter sido liquidado')?.state).toBe('paid');
    expect(builtInWord('Baixado por decurso de prazo')?.state).toBe('cancelled');
    expect(builtInWord('LIQUIDADO CARTORIO')?.state).toBe('paid');
    expect(builtInWord('TITULO BAIXADO/PAGO EM CARTORIO')?.state).toBe('paid');
    expect(builtInWord('Em aberto - protesto')).toEqual({ state: 'open', late: true });
    expect(builtInWord('Pago - protesto')).toBeUndefined();
  });
});
