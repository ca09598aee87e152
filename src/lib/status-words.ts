import { wordKey } from './word-key';

/** What a known status word says of a charge: settled by payment, settled without one, or still to pay. */
export type WordState = 'paid' | 'cancelled' | 'open';

/** A known word's reading: its state, and whether the word itself says the charge is past due. */
export interface WordReading {
  state: WordState;
  late: boolean;
}

/** Each stem with its four endings: 'quitad' is 'quitado', 'quitada', 'quitados', 'quitadas'. */
const inflected = (stems: string) => stems.split(' ').flatMap((stem) => ['o', 'a', 'os', 'as'].map((end) => stem + end));
const words = (text: string) => text.split(' ');

// Whole words, never stems: 'Parcialmente baixado' and 'Pagamento pendente' start like settled words
// and are still to pay. docs/resilience.md, "Charge status words", lists each word with its source.
const PAID = [
  ...inflected('pag quitad liquidad recebid baixad compensad confirmad concluid'),
  ...words('pg pagoexternamente pagaexternamente recebidoemdinheiro pagamentoconfirmado'),
  ...words('paid received confirmed receivedincash settled approved externallypaid paymentconfirmed completed'),
];
const CANCELLED = [
  ...inflected('cancelad estornad devolvid reembolsad'),
  ...words('removidapelousuariorecebedor removidapelopsp cancelled canceled refunded voided chargeback chargedback deleted'),
];
const OPEN = [
  ...inflected('abert vencid atrasad'),
  ...words('emaberto pendente pendentes avencer ematraso aguardando aguardandopagamento naopago naopaga inadimplente emcobranca ativa'),
  ...words('parcialmentepago parcialmentepaga parcialmentebaixado pagamentopendente protestado'),
  ...words('pending overdue waiting waitingpayment unpaid new partiallypaid dunningrequested'),
];
/** Open words that say the charge is past due (painted as late). */
const LATE = /^(vencid|atras|ematraso|overdue|inadimpl|protest)/;

const BUILT_IN: ReadonlyMap<string, WordState> = new Map([
  ...OPEN.map((word) => [word, 'open'] as const),
  ...CANCELLED.map((word) => [word, 'cancelled'] as const),
  ...PAID.map((word) => [word, 'paid'] as const),
]);

/**
 * The built-in reading of a status as the API wrote it, or `undefined` for a word the portal does
 * not know. The one list of status words: every reader of a charge comes through here.
 */
export function builtInWord(status: string): WordReading | undefined {
  const key = wordKey(status);
  const state = BUILT_IN.get(key);
  return state && { state, late: state === 'open' && LATE.test(key) };
}
