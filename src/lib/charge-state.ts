import { builtInWord } from './status-words';
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

/**
 * The reader of status words, with the provider's own words added (they win over the built-in
 * ones). A charge without a status is open, as it always was: the portal shows it with its due date
 * rather than hide what may be owed; only a word it does not know is 'unknown'.
 */
export function chargeStates(words: StatusWords = {}): (status: string | null | undefined) => ChargeState {
  const known = new Map<string, ChargeState>();
  for (const state of ['paid', 'cancelled', 'open'] as const)
    for (const word of words[state] ?? []) if (wordKey(word)) known.set(wordKey(word), state);
  return (status) => {
    const key = wordKey(status ?? '');
    return key ? (known.get(key) ?? builtInWord(status ?? '')?.state ?? 'unknown') : 'open';
  };
}
