import { builtInWord, type WordReading } from './status-words';
import { wordKey } from './word-key';

/**
 * What a charge's status says: paid, cancelled (settled without payment), still to pay, or a word
 * the portal does not know. docs/resilience.md, "Charge status words", lists the words with where
 * each was found (banks, ERPs, payment providers).
 */
export type ChargeState = 'paid' | 'cancelled' | 'open' | 'unknown';

/**
 * Words a provider adds to each side (the `paid-statuses`, `cancelled-statuses`, `open-statuses`
 * settings). Every reader of a status is made with them: none may be left out by a default.
 */
export interface StatusWords {
  paid: readonly string[];
  cancelled: readonly string[];
  open: readonly string[];
}

/**
 * The reader of one status word, with the provider's own words added (they win over the built-in
 * ones): its state and whether it says the charge is late, or `undefined` for a word the portal
 * does not know.
 */
export function wordReader(words: StatusWords): (word: string) => WordReading | undefined {
  const known = new Map<string, WordReading['state']>();
  for (const state of ['paid', 'cancelled', 'open'] as const)
    for (const word of words[state]) if (wordKey(word)) known.set(wordKey(word), state);
  return (word) => {
    const state = known.get(wordKey(word));
    // A provider's open word is late when the built-in list says so ('Vencido').
    return state ? { state, late: state === 'open' && !!builtInWord(word)?.late } : builtInWord(word);
  };
}

/**
 * A status word alone as the portal takes it, with the provider's words: a charge without a status
 * is open; an unknown or ambiguous word is 'unknown'. A screen and the doctor read the
 * whole charge (src/lib/read-charge.ts), where a payment date or a receipt may speak for a status
 * that says nothing.
 */
export function chargeStates(words: StatusWords): (status: string | null | undefined) => ChargeState {
  const read = wordReader(words);
  return (status) => {
    if (!wordKey(status ?? '')) return 'open';
    const state = read(status!)?.state;
    return state && state !== 'ambiguous' ? state : 'unknown';
  };
}
