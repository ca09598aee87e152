/**
 * A shown-only text field as the API may send it: a string, or a number where a view column holds
 * digits (a phone or a code sent as a number). Blank text, objects, booleans and `NaN` are no text.
 *
 * @returns The text trimmed, or `null` when there is nothing to show.
 * @example readText('  Salão Nobre ') // "Salão Nobre"; readText(11987654321) // "11987654321"
 */
export function readText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}
