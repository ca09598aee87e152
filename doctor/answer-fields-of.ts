import { type Struct, validate } from 'superstruct';
import { DATE_FIELDS, dateKind, type DateField } from '../src/api/answer-fields';

/** What one field of an answer is to the portal, as its superstruct schema reads it. */
export interface AnswerField {
  /** Refused when missing: an action or the row itself needs it (`x-portal-use: action`). */
  needed: boolean;
  /** A date-only field (a day, not a moment: `DATE_FIELDS` in src/api/answer-fields.ts): a midnight with an offset in it is read as that day. */
  dateOnly?: boolean;
  /** The fields of each row when the field is a list the portal reads row by row. */
  rows?: AnswerFields;
}

export type AnswerFields = Record<string, AnswerField>;

/** Any answer's schema, whatever the type it reads into. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each schema's own value type; the walk reads none of it
export type AnswerSchema = Struct<any, unknown>;

/** What an answer is: a list of rows, or an object with its fields. */
export type AnswerShape = { list: true; rows: AnswerFields } | { list: false; fields: AnswerFields };

/** Values one of which every field's reader takes: an id, a text, a flag, an empty list. */
const PROBES: unknown[] = [1, 'x', true, []];

const isStruct = (value: unknown): value is Struct<unknown, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Struct<unknown, unknown>).validator === 'function';

/** The fields of an object schema (`type()`), or null when the schema is not one. */
function fieldsOf(struct: Struct<unknown, unknown>): AnswerFields | null {
  if (struct.type !== 'type' || typeof struct.schema !== 'object' || struct.schema === null) return null;
  const schema = Object.entries(struct.schema as Record<string, unknown>).filter((entry): entry is [string, Struct<unknown, unknown>] =>
    isStruct(entry[1]),
  );
  // An answer every field of which reads; then each field is needed when the answer without it is
  // refused. Asked of the whole answer, not the field alone: a reader may make a missing field up
  // from the others (an event's name from its type and number, src/api/event-name.ts).
  const probe = Object.fromEntries(
    schema.map(([name, field]) => [name, PROBES.find((value) => validate(value, field, { coerce: true })[0] === undefined)]),
  );
  const fields: AnswerFields = {};
  for (const [name, field] of schema) {
    const { [name]: _left, ...without } = probe;
    const needed = validate(without, struct, { coerce: true })[0] !== undefined;
    const rows = field.type === 'rows' && isStruct(field.schema) ? fieldsOf(field.schema) : null;
    fields[name] = rows
      ? { needed, rows }
      : Object.hasOwn(DATE_FIELDS, name) && dateKind(name as DateField) === 'date'
        ? { needed, dateOnly: true }
        : { needed };
  }
  return fields;
}

/**
 * Walks an answer's superstruct schema (src/api) into the fields the portal reads, so the contract's
 * tests and the doctor know them from the reader itself: a field added to a schema is walked too.
 * Lists read row by row (src/api/read-rows.ts) carry their item's schema.
 */
export function answerShapeOf(schema: AnswerSchema): AnswerShape {
  if (schema.type === 'rows' && isStruct(schema.schema)) return { list: true, rows: fieldsOf(schema.schema) ?? {} };
  const fields = fieldsOf(schema);
  if (!fields) throw new Error(`not an answer schema the walk knows: superstruct type '${schema.type}'`);
  return { list: false, fields };
}
