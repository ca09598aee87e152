import { wordKey } from './word-key';

/** What a known status word says of a charge: settled by payment, settled without one, or still to pay. */
export type WordState = 'paid' | 'cancelled' | 'open';

/** A known word's reading: its state, and whether the word itself says the charge is past due. */
export interface WordReading {
  readonly state: WordState;
  readonly late: boolean;
}

/** Each stem with its four endings: 'quitad' is 'quitado', 'quitada', 'quitados', 'quitadas'. */
const inflected = (stems: string) => stems.split(' ').flatMap((stem) => ['o', 'a', 'os', 'as'].map((end) => stem + end));
const words = (text: string) => text.split(' ');

// Whole words, never stems: 'Parcialmente baixado' and 'Pagamento pendente' start like settled words
// and are still to pay. docs/resilience.md, "Charge status words", lists each word with its source.
const PAID = [
  ...inflected('pag quitad liquidad recebid baixad compensad confirmad concluid creditad'),
  ...words(
    'pg pagoexternamente pagaexternamente recebidoemdinheiro pagamentoconfirmado marcadorecebido aguardandocredito ' +
      'baixaportersidoliquidado titulobaixadopagoemcartorio tituloliquidadoprotestado tituloliquidpgcrto ' +
      'tituloemliquidacao titulocreditado paid received confirmed receivedincash settled approved externallypaid ' +
      'paymentconfirmed completed',
  ),
];
const CANCELLED = [
  ...inflected('cancelad estornad devolvid reembolsad expirad'),
  ...words(
    'pagamentodevolvido removidapelousuariorecebedor removidapelopsp cancelled canceled refunded voided chargeback ' +
      'chargedback deleted',
  ),
];
const OPEN = [
  ...inflected('abert vencid atrasad ativ registrad'),
  ...words(
    'emaberto pendente pendentes avencer areceber normal emcarteira emcarteirapix ematraso inadimplente emcobranca ' +
      'aguardando aguardandopagamento naopago naopaga pagamentorejeitado pagamentopendente parcialmentepago ' +
      'parcialmentepaga parcialmentebaixado pagoparcialmente pagaparcialmente pagoparcialmentecreditado ' +
      'liquidadoparcialmente liquidadoparcial protestado protesto protestadoeletronico tituloprotestadomanual ' +
      'tituloprotestadoaguardandobaixa emcartorio movimentocartorio mvtocartorio titulocomocorrenciadecartorio ' +
      'titulocompendenciadecartorio aguardandoentradaemcartorio aguardandosustacaodecartorio negativado ' +
      'pending overdue waiting waitingpayment unpaid new partiallypaid dunningrequested',
  ),
];
/** Open words that say the charge is past due (painted as late): a notary or a credit bureau comes after the due day. */
const LATE = /vencid|atras|overdue|inadimpl|protest|cartorio|negativad/;

const BUILT_IN = new Map<string, WordReading>();
for (const [list, state] of [
  [OPEN, 'open'],
  [CANCELLED, 'cancelled'],
  [PAID, 'paid'],
] as const)
  for (const word of list) BUILT_IN.set(word, { state, late: state === 'open' && LATE.test(word) });

/*
 * What may follow a main word and leave it saying the same: where or how the money came, and the
 * little words between ('LIQUIDADO REDE', 'Recebido via Pix', 'Pago - cartão de crédito'). A closed
 * list, so a tail that says anything else ('parcialmente', 'pendente', 'a maior', 'em atraso') is
 * not read at all. 'baixa' and 'baixado' also take a reason, which decides: a write-off ('por
 * solicitação', 'decurso de prazo', 'devolução', 'protesto') settles without payment, a payment
 * ('por pagamento', 'por ter sido liquidado') settles with one.
 */
const CHANNEL = new Set(
  words(
    'a ao via em no na pelo pela por de do da com rede compe cartorio pix boleto cartao credito debito dinheiro ' +
      'cheque banco agencia caixa loterica internet banking app ted doc transferencia deposito manual manualmente ' +
      'total integral',
  ),
);
const WRITE_OFF = new Set(
  words('solicitacao pedido decurso prazo devolucao protesto estorno substituicao acerto acertos cancelamento expiracao'),
);
const SETTLEMENT = new Set(words('pagamento liquidacao liquidado quitacao recebimento ter sido'));

/** The main word `head` followed by `tail`, or `undefined` when the tail says something the rule does not read. */
function withTail(head: string, tail: readonly string[]): WordReading | undefined {
  const reading = BUILT_IN.get(head);
  const writeOff = tail.some((word) => WRITE_OFF.has(word));
  const settlement = tail.some((word) => SETTLEMENT.has(word));
  if (!tail.every((word) => CHANNEL.has(word) || WRITE_OFF.has(word) || SETTLEMENT.has(word))) return undefined;
  if (head === 'baixa' || (reading && head.startsWith('baix'))) {
    if (writeOff) return settlement ? undefined : BUILT_IN.get('cancelado');
    return settlement ? BUILT_IN.get('pago') : reading;
  }
  if (!reading || (writeOff && reading.state !== 'cancelled') || (settlement && reading.state !== 'paid')) return undefined;
  return reading;
}

/**
 * The built-in reading of a status as the API wrote it, or `undefined` for a word the portal does
 * not know. The one list of status words: every reader of a charge comes through here. A whole known
 * word first; then a known main word (one or more words) followed by a channel or a reason. A bare
 * number is never read: each bank numbers its states its own way (docs/resilience.md).
 */
export function builtInWord(status: string): WordReading | undefined {
  const known = BUILT_IN.get(wordKey(status));
  if (known) return known;
  const split = splitWords(status);
  // Longest main word first: 'Pago parcialmente via Pix' is 'Pago parcialmente', still to pay.
  for (let n = split.length - 1; n > 0 && split.length <= MAX_WORDS; n--) {
    const reading = withTail(split.slice(0, n).join(''), split.slice(n));
    if (reading) return reading;
  }
  return undefined;
}

/** Longer texts are sentences, not statuses: they are not taken apart. */
const MAX_WORDS = 12;

/** The words of a status as keys: 'LIQUIDADO_CARTÓRIO' is ['liquidado', 'cartorio']. */
const splitWords = (status: string) =>
  status
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .map(wordKey)
    .filter(Boolean);
