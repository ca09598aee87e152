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
/**
 * goober's rules as constructed sheets, in order, once a root adopts them. Each flush adds a sheet
 * holding only the rules added since the last one: parsing the whole text again on every flush
 * made the browser parse the first screen's rules over and over (five times on a first load) as
 * each chunk's components rendered. When goober puts a rule first (its global rules), the list
 * starts again as one sheet of the whole text.
 */
let sheets: readonly CSSStyleSheet[] | undefined;
/** The text the sheets hold. */
let inSheets = '';
const sheetListeners = new Set<(next: readonly CSSStyleSheet[]) => void>();

const sheetOf = (cssText: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
};

const flush = () => {
  pending = false;
  if (sheets) {
    const grew = text.startsWith(inSheets);
    const added = grew ? text.slice(inSheets.length) : text;
    if (added.trim()) sheets = [...(grew ? sheets : []), sheetOf(added)];
    inSheets = text;
    sheetListeners.forEach((listener) => listener(sheets!));
  }
  listeners.forEach((listener) => listener(text));
};

const textNode = {
  get data() {
    return text;
  },
  set data(value: string) {
    text = value;
    // Batch the rules of one render into one sheet; microtasks run before the next paint.
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

/** The sheets goober writes into, in order, made on first use (constructable sheets need a DOM). */
export function gooberSheets(): readonly CSSStyleSheet[] | undefined {
  if (!sheets && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    sheets = [sheetOf(text)];
    inSheets = text;
  }
  return sheets;
}

/** Be told the new list of goober's sheets whenever a flush changes it. */
export function onGooberSheets(listener: (next: readonly CSSStyleSheet[]) => void): () => void {
  sheetListeners.add(listener);
  return () => sheetListeners.delete(listener);
}

/** For roots that cannot adopt sheets: be told the current text on every change. */
export function onGooberText(listener: (cssText: string) => void): () => void {
  listeners.add(listener);
  listener(text);
  return () => listeners.delete(listener);
}
