/**
 * The portal's own base rules. Everything sits inside the shadow root; `:host` carries the tokens.
 * The root wrapper resets what a host could pass down by inheritance (`div { line-height: 3 }`
 * around the element, `text-align: center` on a section...), so the portal looks the same on any page.
 */
/*
 * Print: only the main area prints, black on white; the header, navigation, help
 * launcher, toasts and dialogs stay off paper. .pc-print-only shows on paper only, .pc-no-print on
 * screen only. Without :has() (old browsers) the chrome prints too, nothing worse.
 * 'Imprimir' prints a statement alone, from a frame the portal adds to its shadow root (
 * ui/print-in-frame.ts).
 */
const printCss = `.pc-print-only { display: none; }
@media print {
  .pc-root { background: #fff; color: #000; }
  .pc-root:has(#pc-main) :not(#pc-main, #pc-main *, :has(#pc-main)), .pc-no-print { display: none !important; }
  .pc-print-only { display: block; }
  #pc-main { padding: 0; }
}`;

/*
 * The system's own UI font. WebKitGTK (Linux Safari-engine browsers) ignores the generic
 * `system-ui` (WebKit bug 178624): the families after it name the UI fonts of each system, the
 * Linux desktops' among them (Ubuntu, GNOME's Cantarell and Adwaita Sans, KDE's Noto Sans, and
 * DejaVu Sans, the default of fontconfig), before Arial and a bare sans-serif.
 */
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'Ubuntu',
  '"Adwaita Sans"',
  'Cantarell',
  '"Noto Sans"',
  '"DejaVu Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export const baseCss = `
:host {
  --pc-primary: #7a2146;
  --pc-primary-dark: #5c1733;
  --pc-primary-soft: #f6e9ee;
  --pc-on-primary: #ffffff;
  --pc-text: #1f1a1c;
  --pc-muted: #5f5a5c;
  --pc-surface: #ffffff;
  --pc-background: #f6f4f3;
  --pc-border: #dcd6d8;
  --pc-danger: #b3261e;
  --pc-success: #1e6b34;
  --pc-success-soft: #e3f3e7;
  --pc-warning: #8a5a00;
  --pc-radius: 12px;
  --pc-shadow: 0 1px 2px rgb(0 0 0 / 6%), 0 4px 16px rgb(0 0 0 / 6%);
  --pc-focus: #1a5fb4;
  --pc-font-family: ${FONT_STACK};
  display: block;
}
:host([hidden]) { display: none; }
/* A column of blocks, each as wide as itself: a skeleton's lines (whose widths are set), an error and its buttons. */
.pc-stack { display: grid; gap: 12px; justify-items: start; }
.pc-root {
  all: initial;
  display: block;
  position: relative;
  font-family: var(--pc-font-family);
  font-size: 16px;
  line-height: 1.5;
  color: var(--pc-text);
  background: var(--pc-background);
  text-align: left;
  /*
   * A word too long for its line (an 80-character name, an e-mail address as a place) breaks
   * instead of overflowing. 'anywhere', unlike 'break-word', also lets the box that holds such a
   * word shrink below it (a flex or grid item's min-content counts the breaks), so no row of the
   * layout is pushed wider than the screen. 'break-word' first, for engines without 'anywhere'.
   */
  overflow-wrap: break-word;
  overflow-wrap: anywhere;
  -webkit-text-size-adjust: 100%;
}
*, *::before, *::after { box-sizing: border-box; }
h1, h2, h3, h4, p, ul, ol, figure, dl, dd { margin: 0; }
ul, ol { padding: 0; }
h1, h2, h3 { line-height: 1.25; }
a { color: var(--pc-primary); }
button, input, select, textarea { font: inherit; color: inherit; letter-spacing: inherit; }
button { cursor: pointer; }
img, svg { display: block; max-width: 100%; }
table { border-collapse: collapse; }
:focus-visible { outline: 3px solid var(--pc-focus); outline-offset: 2px; }
/* The help launcher floats over the bottom of the window: focus scrolls a control clear of it
   (WCAG 2.4.11, focus not obscured). */
a, button, input, select, textarea, [tabindex] { scroll-margin-bottom: 96px; }
[tabindex="-1"]:focus { outline: none; }
.pc-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
${printCss}
@keyframes pc-shimmer { 0% { background-position: -400px 0; } 100% { background-position: 400px 0; } }
@keyframes pc-spin { to { transform: rotate(360deg); } }
@keyframes pc-fade-in { from { opacity: 0; transform: translateY(-6px); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 1ms !important; animation-iteration-count: 1 !important; transition-duration: 1ms !important; scroll-behavior: auto !important; }
}
`;
