import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInWord, type WordState } from '../../src/lib/status-words';
import { propertyRuns } from '../support/property-runs';

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
    ['BAIXADO', 'paid'],
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
    ['Baixado', 'paid'],
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
    ['Baixada', 'paid'],
    ['Baixado', 'paid'],
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
    ['BAIXADO', 'paid'],
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
    ['Baixado manualmente', 'paid'],
    ['Baixado por pagamento', 'paid'],
    ['Baixa por liquidação', 'paid'],
    ['Baixado por solicitação', 'cancelled'],
    ['BAIXADO_POR_SOLICITACAO', 'cancelled'],
    ['Baixado por decurso de prazo', 'cancelled'],
    ['baixa por devolução', 'cancelled'],
    ['Baixado por protesto', 'cancelled'],
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
    'Baixa',
    'Baixa por',
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
  ['Baixado', 'paid', false],
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
          expect(builtInWord(status), status).toEqual({ state, late });
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
