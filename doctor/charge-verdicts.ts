import type { Charge } from '../src/api/event-schemas';
import { wordReader, type StatusWords } from '../src/lib/charges/charge-state';
import { chargeReader, type ChargeReading } from '../src/lib/charges/read-charge';
import type { Finding } from './report';

/** The field the verdicts are about, as the report names it. */
export const CHARGE_TOPIC = 'cobrancas[].statusCobranca';

/** What the portal does with a charge of each state, in the report's words. */
export const CHARGE_SAID = {
  paid: 'paid: settled, never offered for payment',
  cancelled: 'cancelled: settled, never offered for payment',
  open: 'open: offered for payment, counted as due',
};
/** What a charge that says less looks like on the screens. */
const SAYS_LESS = 'shown as sent without a colour, neither counted paid nor offered for payment, never overdue';
/** A state of a reading in words, for a word read two ways. */
const MEANS = { paid: 'paid (settled by a payment)', cancelled: 'cancelled (a write-off, settled without payment)', open: 'open' };

/**
 * The doctor's verdict on one charge, from the portal's own reading of it (`chargeReader`, with the
 * host's words: the state every screen shows, what decided it, whether it is late) and, for a word
 * documented sources read two ways, both readings. Its detail starts with the word as shown
 * ('(no status)' without one).
 */
export function chargeVerdict(charge: Charge, reading: ChargeReading, words: StatusWords): Finding {
  const shown = reading.word === null ? '(no status)' : JSON.stringify(reading.word);
  const evidence = charge.dataPagamento ? 'its payment date' : 'its receipt';
  const two = reading.word && wordReader(words)(reading.word)?.as;
  const finding = (severity: Finding['severity'], detail: string): Finding => ({
    severity,
    topic: CHARGE_TOPIC,
    detail: `${shown}: ${detail}`,
  });
  const host = 'the host page can name it (paid-statuses, cancelled-statuses, open-statuses)';
  const word = two
    ? `a word documented sources read two ways, ${two.map((state) => MEANS[state as keyof typeof MEANS]).join(' or ')}`
    : 'a word the portal does not know';
  switch (reading.by) {
    case 'conflict':
      return finding('warning', `says to pay beside ${evidence}, which says paid: ${SAYS_LESS}`);
    case 'payment-date':
    case 'receipt': {
      const paid = `paid by ${evidence}: settled, never offered for payment`;
      return reading.unknownWord ? finding('warning', `${paid}; ${word}: ${host}`) : finding('info', paid);
    }
    case 'none':
      if (reading.state === 'open') return finding('info', CHARGE_SAID.open);
      return finding('warning', `${word}: ${SAYS_LESS}; ${host}`);
    default:
      return finding('info', `${CHARGE_SAID[reading.state as keyof typeof CHARGE_SAID]}${reading.late ? ', late by its word' : ''}`);
  }
}

/**
 * Each distinct verdict on the charges of a finance answer, as the portal read them (the client's
 * schema: a status object by its text and code, placeholder dates and receipts as none), with the
 * host's words and São Paulo's day at `now`.
 */
export function chargeFindings(charges: readonly Charge[], words: StatusWords, now: Date): Finding[] {
  const read = chargeReader(words);
  const found = new Map<string, Finding>();
  for (const charge of charges) {
    const verdict = chargeVerdict(charge, read(charge, now), words);
    found.set(verdict.detail, verdict);
  }
  return [...found.values()];
}
