/** Elements removed from service HTML descriptions (spec section 5). */
export const FORBIDDEN_TAGS: readonly string[] = Object.freeze(['script']);

const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['src', 'href', 'xlink:href']);

/**
 * Whether an attribute of a service HTML description must be removed (spec section 5): its name
 * begins with "on", it is "style", its value contains a javascript: marker, or it is src, href or
 * xlink:href with a data:text/html value.
 *
 * Values are compared without ASCII whitespace and control characters and in lowercase, because
 * browsers ignore those inside a URL scheme ("java\tscript:", "JaVaScRiPt:"). HTML entities need
 * no decoding here: the parser has already decoded them when a DOMPurify hook sees the value.
 *
 * @param name - The attribute name, in any case.
 * @param value - The attribute value as parsed.
 * @returns `true` when the attribute must be removed.
 */
export function isForbiddenAttribute(name: string, value: string): boolean {
  const attribute = name.trim().toLowerCase();
  if (attribute.startsWith('on') || attribute === 'style') return true;
  const normalised = normaliseValue(value);
  if (normalised.includes('javascript:')) return true;
  return URL_ATTRIBUTES.has(attribute) && normalised.includes('data:text/html');
}

function normaliseValue(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
}
