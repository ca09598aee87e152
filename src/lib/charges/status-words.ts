import { wordKey } from '../text/word-key';

/**
 * What a known status word says of a charge: settled by payment, settled without one, still to pay,
 * or 'ambiguous': documented sources read it two ways, so it says neither.
 */
export type WordState = 'paid' | 'cancelled' | 'open' | 'ambiguous';

/** A known word's reading: its state, and whether the word itself says the charge is past due. */
export interface WordReading {
  readonly state: WordState;
  readonly late: boolean;
  /** An ambiguous word's two readings, as documented sources give them. */
  readonly as?: readonly WordState[];
}

/** Each stem with its four endings: 'quitad' is 'quitado', 'quitada', 'quitados', 'quitadas'. */
const inflected = (stems: string) => stems.split(' ').flatMap((stem) => ['o', 'a', 'os', 'as'].map((end) => stem + end));
const words = (text: string) => text.split(' ');

// Whole words, never stems: 'Parcialmente baixado' and 'Pagamento pendente' start like settled words
// and are still to pay. docs/resilience.md, "Charge status words", lists each word with its source.
const PAID = [
  ...inflected('pag quitad liquidad recebid compensad confirmad concluid creditad'),
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
/**
 * Words documented sources read two ways: 'Baixado' is a write-off in banks' APIs (Banco do Brasil's
 * 7 beside 6 Liquidado; Sicoob's BAIXADO, which ACBr's reader files with CANCELADO) and a recorded
 * receipt in ERPs. Such a word says less: neither paid nor to pay (docs/resilience.md, "Charge status words").
 */
const AMBIGUOUS = [...inflected('baixad'), 'baixa'];
/** Open words that say the charge is past due (painted as late): a notary or a credit bureau comes after the due day. */
const LATE = /vencid|atras|overdue|inadimpl|protest|cartorio|negativad/;

const BUILT_IN = new Map<string, WordReading>();
for (const [list, state] of [
  [OPEN, 'open'],
  [CANCELLED, 'cancelled'],
  [PAID, 'paid'],
] as const)
  for (const word of list) BUILT_IN.set(word, { state, late: state === 'open' && LATE.test(word) });
for (const word of AMBIGUOUS) BUILT_IN.set(word, { state: 'ambiguous', late: false, as: ['cancelled', 'paid'] });
/** A charge gone to a collection step (a notary, a credit bureau): still to pay, and late. */
const COLLECTED: WordReading = { state: 'open', late: true };

/*
 * What may follow a main word and leave it saying the same: where or how the money came, and the
 * little words between ('LIQUIDADO REDE', 'Recebido via Pix', 'Pago - cartão de crédito'). A closed
 * list, so a tail that says anything else ('parcialmente', 'pendente', 'a maior', 'em atraso') is
 * not read at all. An ambiguous word ('baixa', 'baixado') also takes a reason, which decides: a
 * collection step ('por protesto', 'enviado a cartório', 'negativação') leaves the charge to pay and
 * late, a write-off ('por solicitação', 'decurso de prazo', 'devolução') settles without payment, a
 * payment ('por pagamento', 'por ter sido liquidado') settles with one; a payment beside a collection
 * step or a write-off is not read.
 */
const CHANNEL = new Set(
  words(
    'a ao via em no na pelo pela por de do da com para rede compe cartorio pix boleto cartao credito debito dinheiro ' +
      'cheque banco agencia caixa loterica internet banking app ted doc transferencia deposito manual manualmente ' +
      'total integral enviado enviada envio encaminhado encaminhada',
  ),
);
const WRITE_OFF = new Set(words('solicitacao pedido decurso prazo devolucao estorno substituicao acerto acertos cancelamento expiracao'));
const SETTLEMENT = new Set(words('pagamento liquidacao liquidado quitacao recebimento ter sido'));
/** Collection steps: a notary ('cartório' also names where a charge is paid), a protest, a credit bureau. */
const COLLECTION = new Set(words('protesto protestado protestada cartorio negativacao negativado negativada serasa spc'));

/** The main word `head` followed by `tail`, or `undefined` when the tail says something the rule does not read. */
function withTail(head: string, tail: readonly string[]): WordReading | undefined {
  const reading = BUILT_IN.get(head);
  const has = (set: Set<string>) => tail.some((word) => set.has(word));
  if (!reading || !tail.every((word) => CHANNEL.has(word) || WRITE_OFF.has(word) || SETTLEMENT.has(word) || COLLECTION.has(word)))
    return undefined;
  const [writeOff, settlement] = [has(WRITE_OFF), has(SETTLEMENT)];
  // 'Cartório' is a collection step after a write-off; after any other word, where it happened ('LIQUIDADO CARTORIO').
  const collection = tail.some((word) => COLLECTION.has(word) && (word !== 'cartorio' || reading.state === 'ambiguous'));
  if (reading.state === 'ambiguous') {
    if (settlement) return collection || writeOff ? undefined : BUILT_IN.get('pago');
    return collection ? COLLECTED : writeOff ? BUILT_IN.get('cancelado') : reading;
  }
  if (collection) return reading.state === 'open' ? COLLECTED : undefined;
  if ((writeOff && reading.state !== 'cancelled') || (settlement && reading.state !== 'paid')) return undefined;
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
