import { readText } from '../fields/read-text';
import { wordKey } from '../text/word-key';

/**
 * A status as the API may send it: its word, or an object's text and code (an ORM's navigation
 * property, `{ id, descricao }`, `{ codigo, nome }`, `{ value, label }`).
 */
export type StatusValue = string | { text: string | null; code: string | null };

// Keys compared as words are ('Descrição' is 'descricao'). A text names the status for a person; a
// code names it for a program: `value` beside `label` is the code, as in a select's options.
const TEXT = /^(ds|desc.*|nome|name|label|text.?|titul.|title|situac.*|status.*|displayname)$/;
const CODE = /^(cd|cod.*|sigla|value|valor|key|chave|id|enum)$/;

/** The first value under a key of the kind, read as text; an object there by its text, then its code (`{ status: { descricao } }`). */
function under(object: object, kind: RegExp, nested?: boolean): string | null {
  for (const [key, value] of Object.entries(object)) {
    if (!kind.test(wordKey(key))) continue;
    const found = value && typeof value === 'object' ? !nested && (under(value, TEXT, true) ?? under(value, CODE, true)) : readText(value);
    if (found) return found;
  }
  return null;
}

/**
 * A status field as the API sent it (docs/resilience.md, "Charge status words"): text as text
 * (`read` decodes it as every shown text is), an object by its text and its code, anything else
 * `null`. An object with neither is no status.
 */
export function readStatus(value: unknown, read: (value: unknown) => string | null): StatusValue | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return read(value);
  const text = under(value, TEXT);
  const code = under(value, CODE);
  return text || code ? { text: text && read(text), code } : null;
}
