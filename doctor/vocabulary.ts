import { isOpenCharge } from '../src/lib/open-charge';
import { isWedding } from '../src/features/home/is-wedding';
import { CurrentEvent } from '../src/api/schemas';
import { answerShapeOf } from './answer-fields-of';
import type { Finding } from './report';

/** The teams the portal knows: the current event's lists of people are named after them. */
const shape = answerShapeOf(CurrentEvent);
const TEAMS = shape.list ? [] : Object.keys(shape.fields).filter((name) => shape.fields[name]!.rows);

/** The words of a field as the portal takes each one. */
interface Vocabulary {
  field: string;
  /** How the portal takes one word, or null when the portal does not know it. */
  meaning: (word: string) => string | null;
}

/**
 * The fields whose words change what the portal does. Each meaning comes from the portal's own
 * code (src/lib/open-charge.ts, src/features/home/is-wedding.ts, the contacts window's filter).
 */
const VOCABULARIES: Record<string, Vocabulary> = {
  '/api/financeiro': {
    field: 'cobrancas[].statusCobranca',
    meaning: (word) => (isOpenCharge(word) ? 'open: offered for payment, counted as due' : 'settled (paid or cancelled)'),
  },
  '/api/contatos': {
    field: 'tipo',
    meaning: (word) => {
      const team = word.trim().toLowerCase();
      if (team === 'producao') return 'listed in the contacts window';
      return TEAMS.includes(team) ? "a team the portal knows; the contacts window lists only 'producao'" : null;
    },
  },
  '/api/home': {
    field: 'tipoEvento',
    meaning: (word) => (isWedding(word) ? 'a wedding: the home links the gift list' : 'another event type'),
  },
};

/** Each distinct word of a field the portal acts on, and what the portal makes of it. */
export function vocabularyFindings(endpoint: string, values: unknown[]): Finding[] {
  const vocabulary = VOCABULARIES[endpoint];
  if (!vocabulary) return [];
  const words = [...new Set(values.filter((value): value is string => typeof value === 'string'))];
  return words.map((word) => {
    const meaning = vocabulary.meaning(word);
    return meaning === null
      ? {
          severity: 'warning',
          topic: vocabulary.field,
          detail: `"${word}": a word the portal does not know; it is not shown where it matters`,
        }
      : { severity: 'info', topic: vocabulary.field, detail: `"${word}": ${meaning}` };
  });
}

/** The field the vocabulary of an endpoint is in, for the run to collect its values. */
export const vocabularyField = (endpoint: string) => VOCABULARIES[endpoint]?.field;
