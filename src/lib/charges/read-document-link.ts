import { readText } from '../fields/read-text';

/**
 * A value that stands for nothing: blank, the text a missing value turns into on its way to a
 * string (`null`, `undefined`, `NaN`, `None`, `nil`, 'N/A', a dash) or a default id (zeros, .NET's
 * empty Guid "00000000-0000-0000-0000-000000000000").
 */
const NOTHING = /^(null|undefined|nan|none|nil|n\/?a|[-—–]*|[0-]*)$/i;

/**
 * A link the API sent to a document (a charge's receipt or nota fiscal), or `null` when it points
 * at none (docs/resilience.md, "Placeholder links"): a URL built with a missing file name is the
 * folder ("https://api…/comprovantes/"), the bare origin, "…/comprovantes/null", "…/0.pdf" or
 * "…?id=" (SQL's `CONCAT` and string interpolation write a NULL as nothing, JavaScript as "null").
 * A link names a document when its path ends in a name that stands for something, and every query
 * value it sets does; text that is no URL or path ('N/A', 'sem comprovante') names none. Which links
 * may be followed is still `apiLinkHref`'s to say.
 *
 * @example readDocumentLink('https://api.exemplo.com.br/comprovantes/81238.pdf') // the same; readDocumentLink('https://api.exemplo.com.br/comprovantes/') // null
 */
export function readDocumentLink(value: unknown): string | null {
  const text = readText(value);
  if (!text?.includes('/') || NOTHING.test(text)) return null;
  try {
    const url = new URL(text, 'http://api.invalid/');
    // The last segment's name without its extension ("null.pdf", "0.pdf"), then each query value set.
    const parts = [
      url.pathname
        .split('/')
        .pop()!
        .replace(/\.\w+$/, ''),
      ...url.search.split(/[?&]/).map((pair) => pair.split('=')[1]),
    ];
    // A malformed escape throws: no document.
    return /^https?:$/.test(url.protocol) && !parts.some((part) => part !== undefined && NOTHING.test(decodeURIComponent(part).trim()))
      ? text
      : null;
  } catch {
    return null;
  }
}
