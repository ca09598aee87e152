import { isDeepStrictEqual } from 'node:util';
import { type Struct, validate } from 'superstruct';
import type { AnswerFields } from './answer-fields-of';
import { valueForm } from './value-form';

/** What the portal did with one field over an answer's rows: how often, and from which forms. */
export interface FieldVerdict {
  /** The field's path in the answer: 'valorDocumento', 'cobrancas[].valorDocumento'. */
  field: string;
  /** Needed by an action or by its row; else only shown. */
  use: 'action' | 'shown';
  /** A date-only field (./answer-fields-of.ts). */
  dateOnly?: boolean;
  /** Shown as the API sent it. */
  asSent: number;
  /** Read from another form: the forms, each once. */
  converted: { count: number; from: string[] };
  /** Shown as '—': why (missing, null, or a form the portal cannot read). */
  dash: { count: number; why: string[] };
  /** Filled in by the portal where the API sent nothing (an event's name made from its type and EVT). */
  filledIn: number;
}

export interface RowsLeftOut {
  /** The list's path ('' for the answer itself, 'cobrancas'). */
  list: string;
  /** Rows the API sent. */
  sent: number;
  /** Rows the item's reader refused, and the fields that refused them. */
  unreadable: number;
  fields: string[];
}

/** Adds a form once: 'text, pt-BR amount "86.900,00"' stands for every pt-BR amount after it. */
const add = (list: string[], item: string) => (list.some((form) => form.split(' "')[0] === item.split(' "')[0]) ? list : [...list, item]);

/**
 * Field by field, what the portal's reader made of what the API sent: the raw rows (or object)
 * against the same rows read by the portal's own item schema (src/api/event-schemas.ts), so each
 * field is counted as shown as sent, converted, shown as '—' or filled in; lists inside an answer
 * (the charges, the teams) are walked too.
 */
export function fieldVerdicts(
  raw: unknown[],
  item: Struct<unknown, unknown>,
  fields: AnswerFields,
  at: string,
  verdicts: Map<string, FieldVerdict>,
): RowsLeftOut[] {
  // Every list walked is returned, with what its reader refused; duplicates are told from the
  // whole answer as the client read it (its rows' ids are the list's own business).
  const left: RowsLeftOut = { list: at.replace(/\[\]\.$/, ''), sent: raw.length, unreadable: 0, fields: [] };
  const lists: RowsLeftOut[] = [];
  for (const row of raw) {
    const [error, read] = validate(row, item, { coerce: true });
    if (error) {
      left.unreadable += 1;
      for (const failure of error.failures()) left.fields = add(left.fields, failure.path.length > 0 ? String(failure.path[0]) : '(item)');
      continue;
    }
    const sent = row as Record<string, unknown>;
    const got = read as Record<string, unknown>;
    for (const [name, field] of Object.entries(fields)) {
      const path = at + name;
      const verdict = verdicts.get(path) ?? {
        field: path,
        use: field.needed ? 'action' : 'shown',
        ...(field.dateOnly ? { dateOnly: true } : {}),
        asSent: 0,
        converted: { count: 0, from: [] },
        dash: { count: 0, why: [] },
        filledIn: 0,
      };
      verdicts.set(path, verdict);
      const value = Object.hasOwn(sent, name) ? sent[name] : undefined;
      if (field.rows && Array.isArray(value)) {
        verdict.asSent += 1;
        const rowStruct = (item.schema as Record<string, Struct<unknown, unknown>>)[name]!.schema as Struct<unknown, unknown>;
        lists.push(...fieldVerdicts(value, rowStruct, field.rows, `${path}[].`, verdicts));
      } else if (got[name] === null || got[name] === undefined || (field.rows && Array.isArray(got[name]) && value == null)) {
        verdict.dash.count += 1;
        verdict.dash.why = add(verdict.dash.why, valueForm(value));
      } else if (isDeepStrictEqual(value, got[name])) verdict.asSent += 1;
      else if (value === undefined || value === null) verdict.filledIn += 1;
      else {
        verdict.converted.count += 1;
        verdict.converted.from = add(verdict.converted.from, valueForm(value));
      }
    }
  }
  return [left, ...lists];
}
