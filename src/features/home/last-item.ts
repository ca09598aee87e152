/**
 * The last entry of a list (only the last entry of each team list is shown).
 *
 * @param list - The list, possibly missing when the API leaves it out.
 * @returns The last entry, or `undefined` for an empty or missing list.
 */
export function lastItem<T>(list: readonly T[] | null | undefined): T | undefined {
  return list?.at(-1);
}
