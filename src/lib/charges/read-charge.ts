import { calendarDay, today } from '../dates/calendar-days';
import { chargeDueDays, isBoleto, type DueCharge } from './charge-due-days';
import { wordReader, type ChargeState, type StatusWords } from './charge-state';
import type { StatusValue } from './read-status';
import { wordKey } from '../text/word-key';

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
   * What says so: a known word, a payment date or a receipt (where the word is missing, unreadable,
   * unknown or ambiguous), nothing ('none': a charge without a status is open; an unknown word is
   * 'unknown'), or 'conflict': a word that says to pay beside evidence that it was paid ('unknown').
   */
  by: 'word' | 'payment-date' | 'receipt' | 'none' | 'conflict';
  /** The status as shown: the word, or an object's text (its code without one); null when none was sent. */
  word: string | null;
  /** The status holds a word the portal cannot read on its own (unknown, or read two ways): the host hears of it, whatever decided the state. */
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
 * `valorPago` is shown beside it, src/features/finance/charge-proof.tsx), except that a word saying
 * to pay beside a payment date or a receipt contradicts it: the charge says less ('unknown'). Where
 * the word is missing, unreadable, unknown or ambiguous ('Baixado'), a payment date or a receipt
 * means paid. Without any of them a missing status is open and any other word is 'unknown' (never
 * offered, never overdue). Dates and receipts come read: a placeholder is none (src/lib/dates/read-date.ts,
 * src/lib/charges/read-document-link.ts); a payment day still to come is no evidence.
 */
export function chargeReader(words: StatusWords): (charge: ReadableCharge, now: Date) => ChargeReading {
  const readWord = wordReader(words);
  return (charge, now) => {
    const status = charge.statusCobranca;
    const text = typeof status === 'string' ? status : status?.text;
    const code = typeof status === 'string' ? null : status?.code;
    const read = (text && readWord(text)) || (code && readWord(code)) || undefined;
    const known = read?.state === 'ambiguous' ? undefined : read;
    const word = text || code || null;
    // A payment day is evidence once it has come (a day's grace for an API on another zone's calendar): a later one is scheduled, not made.
    const paidOn = calendarDay(charge.dataPagamento);
    const evidence = paidOn !== null && paidOn <= today(now) + 1 ? 'payment-date' : charge.urlComprovante?.trim() ? 'receipt' : undefined;
    // Evidence of payment beside a word that says to pay (but for a part payment's) contradicts it: neither is taken.
    const conflict = known?.state === 'open' && evidence && !/parcial/.test(wordKey(word!));
    const by = conflict ? 'conflict' : known ? 'word' : (evidence ?? 'none');
    const state = conflict ? 'unknown' : known ? (known.state as ChargeState) : evidence ? 'paid' : word ? 'unknown' : 'open';
    return {
      state,
      by,
      word,
      unknownWord: !!word && !known,
      late: !!known?.late && !conflict,
      boleto: isBoleto(charge),
      days: state === 'open' ? chargeDueDays(charge, now) : null,
    };
  };
}
