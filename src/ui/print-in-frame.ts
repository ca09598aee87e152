/** The frame's own rules: no margin of its own around the statement (the page has its margins). */
const FRAME_CSS = 'html, body { margin: 0; padding: 0; background: #fff; }';

/** The CSS text of every sheet the portal's root holds: adopted sheets, and `<style>` elements where sheets cannot be adopted. */
function cssOf(root: Document | ShadowRoot): string {
  const sheets = [...root.adoptedStyleSheets, ...[...root.querySelectorAll('style')].map((style) => style.sheet)];
  return sheets.map((sheet) => [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n')).join('\n');
}

/**
 * The theme's custom properties as the statement sees them (set on `:host`, perhaps by the host's
 * own `portal-cliente { --pc-primary: ... }`): `:host` matches nothing in the frame's document.
 */
function copyTokens(from: Element, to: HTMLElement) {
  const computed = getComputedStyle(from);
  for (const name of Array.from(computed)) {
    if (name.startsWith('--')) to.style.setProperty(name, computed.getPropertyValue(name));
  }
}

/**
 * Styles go in as a constructed sheet of the frame's own window: a strict host CSP (`style-src
 * 'self'`), which the frame inherits, blocks a `<style>` element made by script but not an adopted
 * sheet (docs/architecture.md, "Pitfalls"). The `<style>` is for browsers without constructable sheets.
 */
function adopt(frame: HTMLIFrameElement, cssText: string) {
  const view = frame.contentWindow as (Window & typeof globalThis) | null;
  const doc = frame.contentDocument!;
  if (view && 'adoptedStyleSheets' in doc && typeof view.CSSStyleSheet === 'function' && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(cssText);
    doc.adoptedStyleSheets = [sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = cssText;
  doc.head.append(style);
}

/**
 * Prints `content` (a statement screen) alone. A copy of it, with the portal's styles, goes
 * into a hidden frame the portal adds to its own shadow root, and that frame's window prints: the host
 * page is never printed, never restyled, and its `document.head` is never written to. The frame is a
 * `srcdoc` document, filled once it has loaded: an `about:blank` frame may be swapped for a fresh
 * document after it is inserted (Firefox), losing what was written into it.
 *
 * Returns the frame's removal, which also happens once the frame's print is over (`afterprint`) and
 * before the next print.
 */
export async function printInFrame(content: HTMLElement, title: string): Promise<() => void> {
  const root = content.getRootNode() as Document | ShadowRoot;
  const parent = root instanceof ShadowRoot ? root : content.ownerDocument.body;
  for (const previous of parent.querySelectorAll('iframe.pc-print-frame')) previous.remove();

  const frame = content.ownerDocument.createElement('iframe');
  frame.className = 'pc-print-frame';
  // Out of sight at zero size, not display: none, which some engines do not lay out to print. Set
  // through the CSSOM, which a strict style-src allows (a style attribute in markup it blocks), and
  // here rather than in the base sheet, which every first screen loads.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.title = title;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.srcdoc = '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head><body></body></html>';
  const remove = () => frame.remove();
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  parent.append(frame);
  await loaded;

  const doc = frame.contentDocument;
  const view = frame.contentWindow;
  // The frame was removed while it loaded (another print started), or the screen went away: nothing to print.
  if (!doc || !view || !frame.isConnected || !content.isConnected) {
    remove();
    return remove;
  }
  doc.title = title;
  adopt(frame, `${FRAME_CSS}\n${cssOf(root)}`);
  const wrapper = doc.createElement('div');
  wrapper.className = 'pc-root';
  copyTokens(content, wrapper);
  wrapper.append(doc.importNode(content, true));
  doc.body.append(wrapper);
  view.addEventListener('afterprint', remove, { once: true });
  view.print();
  return remove;
}
