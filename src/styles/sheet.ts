import { css as gooberCss, setup, styled as gooberStyled } from 'goober';
import { createElement } from 'react';

/**
 * The one module that knows where goober writes.
 *
 * goober appends a `<style>` to `document.head` by default, where its rules never reach shadow
 * content, and a script-made `<style>` is blocked by a strict `style-src` CSP (docs/architecture.md, "Pitfalls").
 * So goober gets a stand-in target whose text node feeds a constructable stylesheet that every
 * `<portal-cliente>` on the page adopts. goober's `getSheet(target)` only reads
 * `target.querySelector('#_goober').firstChild.data` and writes `.data` and `.nonce`.
 */
let text = ' ';
let pending = false;
const listeners = new Set<(cssText: string) => void>();
let constructed: CSSStyleSheet | undefined;

const flush = () => {
  pending = false;
  constructed?.replaceSync(text);
  listeners.forEach((listener) => listener(text));
};

const textNode = {
  get data() {
    return text;
  },
  set data(value: string) {
    text = value;
    // Batch the rules of one render into one parse; microtasks run before the next paint.
    if (!pending) {
      pending = true;
      queueMicrotask(flush);
    }
  },
};

const target = { querySelector: () => ({ parentNode: true, firstChild: textNode }) } as unknown as Element;

/**
 * goober renders through the pragma given to `setup`; styled components render before any effect
 * runs, so it is set when this module loads. This only configures our bundled copy of goober
 * (module state): nothing touches the page.
 */
setup(createElement);

/** goober's `css`, writing into the portal's sheet. Returns a class name. */
export const css = gooberCss.bind({ target }) as typeof gooberCss;

/** goober's `styled`, writing into the portal's sheet. */
export const styled = gooberStyled.bind({ target }) as typeof gooberStyled;

/** The sheet goober writes into, made on first use (constructable sheets need a DOM). */
export function gooberSheet(): CSSStyleSheet | undefined {
  if (!constructed && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    constructed = new CSSStyleSheet();
    constructed.replaceSync(text);
  }
  return constructed;
}

/** For roots that cannot adopt sheets: be told the current text on every change. */
export function onGooberText(listener: (cssText: string) => void): () => void {
  listeners.add(listener);
  listener(text);
  return () => listeners.delete(listener);
}
