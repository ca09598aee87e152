/** What a list answer held that the portal could not read: how many items, and which fields failed. */
export interface SkippedRows {
  count: number;
  /** Field names (e.g. "numCobranca"), never values; "(item)" when an item was not an object,
   * "(duplicate)" when it repeated an earlier item's id. */
  fields: string[];
}

/*
 * Apart from the reader (./read-rows): the request pipeline in the entry chunk reports what a list
 * left out (./data-warning), and the reader loads with the signed-in screens (docs/performance.md,
 * "Budgets").
 */
const skipped = new WeakMap<readonly unknown[], SkippedRows>();

/**
 * What `rowsOf` (./read-rows) left out of a list it read (zero when nothing, or for a list it did not
 * read). Kept beside the list, not in it, so the list stays a plain array every screen and the
 * session's storage already handle.
 */
export function skippedRows(list: readonly unknown[] | null | undefined): SkippedRows {
  return (list && skipped.get(list)) ?? { count: 0, fields: [] };
}

/** Notes what `rowsOf` left out of the list it read. */
export function noteSkippedRows(list: readonly unknown[], left: SkippedRows): void {
  skipped.set(list, left);
}
