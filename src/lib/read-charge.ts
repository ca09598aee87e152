import { chargeDueDays, isBoleto, type DueCharge } from './charge-due-days';
import { wordReader, type ChargeState, type StatusWords } from './charge-state';
import type { StatusValue } from './read-status';
import { toDate } from './to-date';

/** What the reading takes of a charge (the API's Charge has these fields). */
export interface ReadableCharge extends DueCharge {
  statusCobranca?: StatusValue | null;
  dataPagamento?: string | null;
  urlComprovante?: string | null;
}

/** A charge as every screen tells it, read once (docs/resilience.md, "Charge status words"). */
export interface ChargeReading {
  state: ChargeState;
  /**
   * What says so: a known word, a payment date or a receipt (where the word is missing, unreadable or
   * unknown), or nothing ('none': a charge without a status is open; an unknown word is 'unknown').
   */
  by: 'word' | 'payment-date' | 'receipt' | 'none';
  /** The status as shown: the word, or an object's text (its code without one); null when none was sent. */
  word: string | null;
  /** The status holds a word the portal does not know: the host hears of it, whatever decided the state. */
  unknownWord: boolean;
  /** An open charge whose word says it is past due ('Vencido', 'OVERDUE'). */
  late: boolean;
  boleto: boolean;
  /** An open charge's days to its last day to pay on time (a boleto's next business day), negative once overdue; null otherwise. */
  days: number | null;
}

/**
 * The reader of charges, with the provider's status words: one pure function every screen, the
 * home's panel, the Pix dialog, the calendar entries and print read a charge through.
 *
 * A known word decides ('Parcialmente pago' stays open, whatever else the charge carries: its
 * `valorPago` is shown beside it, src/features/finance/charge-proof.tsx). Where the
 * word is missing, unreadable or unknown, a payment date or a receipt means paid. Without any of
 * them a missing status is open and an unknown word is 'unknown' (never offered, never overdue).
 */
export function chargeReader(words: StatusWords): (charge: ReadableCharge, now: Date) => ChargeReading {
  const readWord = wordReader(words);
  return (charge, now) => {
    const status = charge.statusCobranca;
    const text = typeof status === 'string' ? status : status?.text;
    const code = typeof status === 'string' ? null : status?.code;
    const known = (text && readWord(text)) || (code && readWord(code)) || undefined;
    const word = text || code || null;
    const by = known ? 'word' : toDate(charge.dataPagamento) ? 'payment-date' : charge.urlComprovante?.trim() ? 'receipt' : 'none';
    const state = known ? known.state : by !== 'none' ? 'paid' : word ? 'unknown' : 'open';
    return {
      state,
      by,
      word,
      unknownWord: !!word && !known,
      late: !!known?.late,
      boleto: isBoleto(charge),
      days: state === 'open' ? chargeDueDays(charge, now) : null,
    };
  };
}
