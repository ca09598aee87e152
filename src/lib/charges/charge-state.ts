import { builtInWord, type WordReading } from './status-words';
import { wordKey } from '../text/word-key';

/**
 * What a charge says: paid, cancelled (settled without payment), still to pay, or 'unknown', where
 * the portal says less: a word it does not know, a word read two ways ('Baixado') without evidence,
 * a word to pay beside evidence of payment. docs/resilience.md, "Charge status words", lists the
 * words with where each was found (banks, ERPs, payment providers).
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
