/**
 * Elements removed from service HTML descriptions: `script`, and what a security review
 * found a description could do with DOMPurify's defaults: restyle the whole portal (`style`), ask for
 * a password in a phishing form (`form` and its controls), hide links in invisible image-map hot
 * spots (`area`, `map`), or frame, embed and re-base other content (`iframe`, `object`, `embed`,
 * `base`, `link`, `meta`; DOMPurify drops these by default, and listing them keeps them out whatever
 * its defaults become). And `dialog`: an open one floats a box over the portal's overlay (a fake
 * 'Sessão expirada' with a link anywhere) and kept Escape from closing the overlay.
 */
export const FORBIDDEN_TAGS: readonly string[] = Object.freeze([
  'script',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'area',
  'map',
  'iframe',
  'object',
  'embed',
  'base',
  'link',
  'meta',
  'dialog',
]);

/**
 * Attributes removed from every element: `class` and `id`, so a description cannot borrow
 * the portal's look (`pc-...` classes) or its ids; `popover`, so it cannot float content above the
 * portal; and `srcset`, whose image candidates cannot be held to {@link isAllowedUrl} one by one
 * without the browser's own srcset parser (the image keeps its `src`). Then what makes an element
 * open or show itself, or take the focus, over or away from the overlay: `open` (a `details` stays,
 * closed, its `ontoggle` goes with every `on*`), the popover and invoker attributes that point at
 * another element (`popovertarget`, `popovertargetaction`, `commandfor`, `command`, `interestfor`,
 * `anchor`), and `autofocus`.
 */
export const FORBIDDEN_ATTRIBUTES: readonly string[] = Object.freeze([
  'class',
  'id',
  'popover',
  'srcset',
  'open',
  'popovertarget',
  'popovertargetaction',
  'commandfor',
  'command',
  'interestfor',
  'anchor',
  'autofocus',
]);

/** Attributes whose value the browser follows or fetches as a URL, in HTML and in SVG. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'xlink:href', 'src', 'action', 'background', 'poster']);

/** The attributes the data:text/html rule names (docs/product.md, "Validation rules"). */
const SPEC_URL_ATTRIBUTES: ReadonlySet<string> = new Set(['src', 'href', 'xlink:href']);

const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['https:', 'mailto:', 'tel:']);

/**
 * Whether an attribute of a service HTML description must be removed: its name
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
  return SPEC_URL_ATTRIBUTES.has(attribute) && normalised.includes('data:text/html');
}

/**
 * Whether a URL attribute of a description (href, xlink:href, src, action, background, poster) keeps
 * its value. Kept: an absolute `https:`, `mailto:` or `tel:` URL, an `http:` URL on the
 * API's own origin (the demo API serves the descriptions' images over http://127.0.0.1), and a
 * `data:` value, which is left to DOMPurify's own rule (data: only in the src of images and media,
 * which run no script; the product still removes data:text/html). Other attributes: `true`.
 *
 * Relative URLs and fragments are refused, although no script can hide in them: a description is
 * written for the API but shown inside the host page, so `/caminho` would lead to the host's site;
 * `//host` and `\\host` leave with the page's scheme (plain http on an http host), past the
 * https-only rule; and a fragment either drives the portal's hash router (`#/conta`) or points at
 * an id, and ids are stripped. The decision uses the URL parser, as the browser will when it
 * follows or fetches the value, so "java\tscript:" and " HTTPS:" are judged by their real scheme.
 *
 * @param name - The attribute name, lowercase (as DOMPurify's hooks give it).
 * @param value - The attribute value as parsed.
 * @param apiOrigin - The API's origin (`http://127.0.0.1:8787`), or undefined when unknown.
 */
export function isAllowedUrl(name: string, value: string, apiOrigin?: string): boolean {
  if (!URL_ATTRIBUTES.has(name)) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (ALLOWED_SCHEMES.has(url.protocol) || url.protocol === 'data:') return true;
  return url.protocol === 'http:' && url.origin === apiOrigin;
}

/**
 * DOMPurify's `ALLOWED_URI_REGEXP` for descriptions: of the schemes, only `https:`,
 * `mailto:` and `tel:` (DOMPurify's default also lets `http:`, `ftp:`, `sms:`, `callto:`, `cid:`,
 * `xmpp:` and `matrix:` through), plus the API's own origin. DOMPurify tests this pattern against
 * every attribute that is not one of its few "URI-safe" ones (`width`, `colspan`, `lang`...), so
 * its two closing alternatives, copied from its default, keep values that start with no scheme at
 * all; {@link isAllowedUrl} refuses those where they would be URLs.
 *
 * @param apiOrigin - The API's origin, or undefined when unknown.
 */
export function allowedUriPattern(apiOrigin?: string): RegExp {
  const api = apiOrigin ? `|${apiOrigin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:[/?#]|$)` : '';
  return new RegExp(`^(?:(?:https|mailto|tel):${api}|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');
}

function normaliseValue(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
}
