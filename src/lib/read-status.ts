import { readText } from './read-text';
import { wordKey } from './word-key';

/**
 * A status as the API may send it: its word, or an object's text and code (an ORM's navigation
 * property, `{ id, descricao }`, `{ codigo, nome }`, `{ value, label }`).
 */
export type StatusValue = string | { text: string | null; code: string | null };

// Keys compared as words are ('Descrição' is 'descricao'). A text names the status for a person; a
// code names it for a program: `value` beside `label` is the code, as in a select's options.
const TEXT = /^(ds|desc|descr|descricao|description|nome|name|label|texto|text|titulo|title|situacao|status|statusdescricao|displayname)$/;
const CODE = /^(cd|cod|codigo|code|sigla|value|valor|key|chave|id|enum)$/;

/** The first value under a key of the kind, read as text (one level of nesting, `{ status: { descricao } }`). */
function under(object: object, kind: RegExp, depth: number): string | null {
  for (const [key, value] of Object.entries(object)) {
    if (!kind.test(wordKey(key))) continue;
    const found = value !== null && typeof value === 'object' ? (depth ? textOf(value, depth - 1) : null) : readText(value);
    if (found) return found;
  }
  return null;
}

function textOf(object: object, depth: number): string | null {
  return under(object, TEXT, depth) ?? under(object, CODE, depth);
}

/**
 * A status field as the API sent it (docs/resilience.md, "Charge status words"): text as text
 * (`read` decodes it as every shown text is), an object by its text and its code, anything else
 * `null`. An object with neither is no status.
 */
export function readStatus(value: unknown, read: (value: unknown) => string | null = readText): StatusValue | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return read(value);
  const text = under(value, TEXT, 1);
  const code = under(value, CODE, 1);
  return text || code ? { text: text && read(text), code } : null;
}
