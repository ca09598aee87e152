import { coerce, define, Struct, unknown, validate } from 'superstruct';
import { noteSkippedRows } from './skipped-rows';

/**
 * A list read item by item: an item its schema refuses is left out (and counted, see
 * `skippedRows` in ./skipped-rows); the others stay. `null` (a list answer of `null`, an empty body or a 204,
 * which ./check-answer reads as `null`, a list field the API sends as `null` before its first row)
 * is the empty list: the screen's empty state, not an error. Anything else but an array is still
 * refused: an object where a list belongs is not a list with a bad row, it is the wrong answer, and
 * a list field left out says the answer is not the one asked for (`{"message": "Erro"}` is no
 * finance answer without charges). So is, by default, a list of which not one item can
 * be read: there is nothing to show, and the server is more likely broken (a view changed) than the
 * data bad, so the screen says so and offers to try again.
 *
 * @param options.unreadable - 'refuse' (the default): a non-empty list without one readable item
 *   is refused. 'empty': it reads as an empty list (a list inside an answer that still shows without it,
 *   such as a team list of the current event).
 * @param options.key - The fields that make an item itself: its id, or, for rows the API sends
 *   without one (services, appointments, contacts), every field the portal reads. An item repeating
 *   an earlier one's key is left out and counted: a view joined twice must not show a charge twice,
 *   nor add it twice to a total, and two rows must never share the key a screen tells them apart by.
 */
export function rowsOf<T>(
  item: Struct<T, unknown>,
  { unreadable = 'refuse', key }: { unreadable?: 'refuse' | 'empty'; key?: readonly (keyof T & string)[] } = {},
): Struct<T[], Struct<T, unknown>> {
  const isRows = (value: unknown): value is T[] => Array.isArray(value) && value.every((row) => validate(row, item)[0] === undefined);
  // As text: the API may send the same id as 41587 in one row and "41587" in the next.
  const keyOf = key && ((row: T) => JSON.stringify(key.map((field) => String(row[field] ?? ''))));
  // The item's schema rides on the list's (superstruct's `schema`), so whatever walks the answers'
  // fields (the contract's tests, the API doctor: docs/api-contract.md) reaches the rows' fields.
  const rows = new Struct<T[], Struct<T, unknown>>({ ...define<T[]>('rows', isRows), schema: item });
  return coerce(rows, unknown(), (value) => {
    if (value === null) return [];
    if (!Array.isArray(value)) return value;
    const rows: T[] = [];
    const fields = new Set<string>();
    const keys = new Set<string>();
    for (const row of value) {
      const [error, read] = validate(row, item, { coerce: true });
      if (!error) {
        const id = keyOf?.(read);
        if (id !== undefined && keys.has(id)) {
          fields.add('(duplicate)');
          continue;
        }
        if (id !== undefined) keys.add(id);
        rows.push(read);
        continue;
      }
      for (const failure of error.failures()) fields.add(failure.path.length > 0 ? String(failure.path[0]) : '(item)');
    }
    // Given back as it came, the list fails validation: the whole answer is refused.
    if (unreadable === 'refuse' && value.length > 0 && rows.length === 0) return value;
    if (rows.length < value.length) noteSkippedRows(rows, { count: value.length - rows.length, fields: [...fields].sort() });
    return rows;
  });
}
