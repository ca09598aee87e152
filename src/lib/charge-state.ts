import { wordKey } from './word-key';

/**
 * What a charge's status word says: paid, cancelled (settled without payment), still to pay, or a
 * word the portal does not know. docs/resilience.md, "Charge status words", lists the words with
 * where each was found (banks, ERPs, payment providers).
 */
export type ChargeState = 'paid' | 'cancelled' | 'open' | 'unknown';

/** Words a provider adds to each side (the `paid-statuses`, `cancelled-statuses`, `open-statuses` settings). */
export interface StatusWords {
  paid?: readonly string[];
  cancelled?: readonly string[];
  open?: readonly string[];
}

/** Each stem with its four endings: 'quitad' is 'quitado', 'quitada', 'quitados', 'quitadas'. */
const inflected = (stems: string) => stems.split(' ').flatMap((stem) => ['o', 'a', 'os', 'as'].map((end) => stem + end));
const words = (text: string) => text.split(' ');

// Whole words, never stems: 'Parcialmente baixado' and 'Pagamento pendente' start like settled words
// and are still to pay. Gateways' enums as they send them: Asaas, Iugu, Efí, Pagar.me, Mercado Pago, Cielo, PagSeguro.
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

const BUILT_IN: ReadonlyMap<string, ChargeState> = new Map([
  ...OPEN.map((word) => [word, 'open'] as const),
  ...CANCELLED.map((word) => [word, 'cancelled'] as const),
  ...PAID.map((word) => [word, 'paid'] as const),
]);

/**
 * The reader of status words, with the provider's own words added (they win over the built-in
 * ones). A charge without a status is open, as it always was: the portal shows it with its due date
 * rather than hide what may be owed; only a word it does not know is 'unknown'.
 */
export function chargeStates(words: StatusWords = {}): (status: string | null | undefined) => ChargeState {
  const known = new Map(BUILT_IN);
  for (const state of ['paid', 'cancelled', 'open'] as const)
    for (const word of words[state] ?? []) if (wordKey(word)) known.set(wordKey(word), state);
  return (status) => {
    const key = wordKey(status ?? '');
    return key ? (known.get(key) ?? 'unknown') : 'open';
  };
}
