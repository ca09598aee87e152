import { wordKey } from './word-key';

const WEDDING_TYPES: ReadonlySet<string> = new Set(['casamento', 'bodas']);

/**
 * Whether an event type is a wedding: "casamento" or "bodas", in any case, with or without accents
 * or spaces around it (src/lib/text/word-key.ts).
 * The whole trimmed value must be one of those words; a type merely containing one is not.
 *
 * @param tipoEvento - The event's `tipoEvento`, as the API sends it.
 * @returns `true` for a wedding, `false` for anything else, including a missing type.
 */
export function isWedding(tipoEvento: unknown): boolean {
  return typeof tipoEvento === 'string' && WEDDING_TYPES.has(wordKey(tipoEvento));
}
