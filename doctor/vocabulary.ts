import { CurrentEvent } from '../src/api/event-schemas';
import type { StatusWords } from '../src/lib/charges/charge-state';
import { isWedding } from '../src/lib/text/is-wedding';
import { wordKey } from '../src/lib/text/word-key';
import { answerShapeOf } from './answer-fields-of';
import type { Finding } from './report';

/** The teams the portal knows: the current event's lists of people are named after them. */
const shape = answerShapeOf(CurrentEvent);
const TEAMS = shape.list ? [] : Object.keys(shape.fields).filter((name) => shape.fields[name]!.rows);

/** A run given none of the host's words: the built-in ones alone, as a page without those attributes. */
export const NO_HOST_WORDS: StatusWords = { paid: [], cancelled: [], open: [] };

/** The words of a field as the portal takes each one. */
interface Vocabulary {
  field: string;
  /** How the portal takes one word, or null when the portal does not know it. */
  meaning: (word: string) => string | null;
  /** What the portal does with a word it does not know. */
  unknown: string;
}

/**
 * The fields whose words change what the portal does, besides a charge's status (read as a whole
 * charge: ./charge-verdicts.ts). Each meaning comes from the portal's own code: src/lib/text/is-wedding.ts,
 * the contacts window's filter by wordKey.
 */
function vocabularies(): Record<string, Vocabulary> {
  return {
    '/api/contatos': {
      field: 'tipo',
      meaning: (word) => {
        const team = wordKey(word);
        if (team === 'producao') return 'listed in the contacts window';
        return TEAMS.includes(team) ? "a team the portal knows; the contacts window lists only 'producao'" : null;
      },
      unknown: 'not listed anywhere',
    },
    '/api/home': {
      field: 'tipoEvento',
      meaning: (word) => (isWedding(word) ? 'a wedding: the home links the gift list' : 'another event type'),
      unknown: 'shown as sent',
    },
  };
}

/** Each distinct word of a field the portal acts on, and what the portal makes of it. */
export function vocabularyFindings(endpoint: string, values: unknown[]): Finding[] {
  const vocabulary = vocabularies()[endpoint];
  if (!vocabulary) return [];
  const found = [...new Set(values.filter((value): value is string => typeof value === 'string'))];
  return found.map((word) => {
    const meaning = vocabulary.meaning(word);
    return meaning === null
      ? {
          severity: 'warning',
          topic: vocabulary.field,
          detail: `"${word}": a word the portal does not know: ${vocabulary.unknown}`,
        }
      : { severity: 'info', topic: vocabulary.field, detail: `"${word}": ${meaning}` };
  });
}

/** The field the vocabulary of an endpoint is in, for the run to collect its values. */
export const vocabularyField = (endpoint: string) => vocabularies()[endpoint]?.field;
