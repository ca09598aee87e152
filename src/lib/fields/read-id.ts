/** Ids are keys; anything very long, or with control characters, is not an id from a database. */
const ID_TEXT = /^[^\u0000-\u001f\u007f]{1,256}$/;

/**
 * An id the portal acts on (the event a switch posts, a charge's or a contract's number): a finite,
 * non-negative whole number, or a non-blank string of up to 256 characters (trimmed, as a padded CHAR column sends it).
 * Anything else is refused: an action must never post `null`, `NaN` or "[object Object]".
 *
 * @returns The id, or `null` when the value cannot be one.
 * @example readId(48213) // 48213; readId(' 48213 ') // "48213"; readId('') // null; readId(1.5) // null
 */
export function readId(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return ID_TEXT.test(text) ? text : null;
}
