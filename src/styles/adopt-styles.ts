import { baseCss } from './base-css';
import { gooberSheets, onGooberSheets, onGooberText } from './sheet';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed sheet per CSS text, shared by every instance on the page. */
function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

const canAdopt = (root: ShadowRoot) =>
  'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

/**
 * A `<style>` for the shadow root, for browsers without constructable sheets (Safari before 16.4).
 * A strict `style-src` CSP blocks a style element made by script unless it carries the page's
 * nonce: a host with such a CSP puts its nonce on the element (`<portal-cliente nonce="...">`).
 * Browsers hide a nonce attribute's value once parsed, leaving it on the `nonce` property.
 */
function styleElement(root: ShadowRoot, cssText: string): HTMLStyleElement {
  const style = document.createElement('style');
  const host = root.host as HTMLElement;
  const nonce = host.nonce || host.getAttribute('nonce');
  if (nonce) style.nonce = nonce;
  style.textContent = cssText;
  return style;
}

/**
 * Puts CSS text into a shadow root and returns its removal. Adopted sheets are preferred: a strict
 * `style-src` CSP allows them, while it blocks a `<style>` element made by script (docs/architecture.md, "Pitfalls").
 * The `<style>` fallback is for browsers without constructable sheets.
 */
export function adoptCss(root: ShadowRoot, cssText: string): () => void {
  if (canAdopt(root)) {
    const sheet = sheetFor(cssText);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  const style = styleElement(root, cssText);
  root.prepend(style);
  return () => style.remove();
}

/** The base rules and goober's rules, in a shadow root. Returns the removal. */
export function adoptPortalStyles(root: ShadowRoot): () => void {
  const removeBase = adoptCss(root, baseCss);
  const goober = gooberSheets();
  if (goober && canAdopt(root)) {
    let adopted = goober;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...adopted];
    // The new list takes the old one's place, before any sheet adopted later (a carousel's).
    const stop = onGooberSheets((next) => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.flatMap((s) => (s === adopted[0] ? next : adopted.includes(s) ? [] : [s]));
      adopted = next;
    });
    return () => {
      stop();
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => !adopted.includes(s));
      removeBase();
    };
  }
  const style = styleElement(root, '');
  root.append(style);
  const stop = onGooberText((text) => (style.textContent = text));
  return () => {
    stop();
    style.remove();
    removeBase();
  };
}
