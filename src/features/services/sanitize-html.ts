import DOMPurify from 'dompurify';
import { allowedUriPattern, FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS, isAllowedUrl, isForbiddenAttribute } from './sanitize-rules';

/*
 * The one module that configures DOMPurify (docs/architecture.md, "Layers"). A private instance,
 * so our hooks never reach a host page that uses DOMPurify itself. Made on first use: importing
 * this module does nothing.
 */
let purifier: ReturnType<typeof DOMPurify> | undefined;
/** The API origin of the call in progress (sanitize runs synchronously, so the hooks can read it). */
let currentApiOrigin: string | undefined;

function instance() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // The product's rules (on* and style attributes, javascript: values, data:text/html in URLs), and
  // the URL rule (absolute https:, mailto:, tel: or the API's origin; no relative URLs).
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (isForbiddenAttribute(data.attrName, data.attrValue) || !isAllowedUrl(data.attrName, data.attrValue, currentApiOrigin))
      data.keepAttr = false;
  });
  // Whatever carries a link (HTML and SVG <a>, href or xlink:href) leaves the portal in a new tab,
  // without access back to it (window.opener) and without telling where it came from (Referer).
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('href') || node.hasAttribute('xlink:href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * A service's HTML description, made safe to show (the product's rules and the red-team findings, on top of
 * DOMPurify's own rules).
 *
 * @param html - The description as the API sent it.
 * @param apiOrigin - The API's origin, whose URLs are allowed whatever their scheme.
 */
export function sanitizeHtml(html: string, apiOrigin?: string): string {
  currentApiOrigin = apiOrigin;
  try {
    return instance().sanitize(html, {
      FORBID_TAGS: [...FORBIDDEN_TAGS],
      FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
      ALLOWED_URI_REGEXP: allowedUriPattern(apiOrigin),
    });
  } finally {
    currentApiOrigin = undefined;
  }
}
