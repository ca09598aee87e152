import type { Plugin } from 'vite';

/**
 * swr's tests of where it runs, which give one answer in the portal: its code runs on a page's main
 * thread in a browser only (the signed-in layout's chunk, asked for by the element), and it renders
 * into its shadow root with `render`, never `hydrate`, on preact/compat or React 19, which both
 * have `useId`. So they are constants here:
 *
 * - `window`, `document` and `navigator` exist, with `addEventListener`, `requestAnimationFrame` and
 *   `document.visibilityState` (the Page Visibility API); there is no `Deno` global, and so
 *   `IS_SERVER` (no `window`, or Deno's) is false;
 * - `IS_REACT_LEGACY` (no `useId`: React 17 and older) is false;
 * - `isHydration` is false: swr reads it from a `useSyncExternalStore` whose server snapshot React
 *   asks for only while it hydrates server markup (preact/compat never does), and uses it only for
 *   the warning about a server rendering's keys without data (`strictServerPrefetchWarning`).
 *
 * The minifier then drops what they guard: about 0.35 KB gzip on the home's first screen. Each edit
 * must find its text, or the build fails (a new swr is read again, not edited blindly). The tests
 * (vitest, without this plugin) run swr as published; the e2e suites run the built bundle.
 */
const EDITS: Array<[string, RegExp, string]> = [
  ['isWindowDefined', /const isWindowDefined = typeof window != STR_UNDEFINED;/, 'const isWindowDefined = true;'],
  ['isDocumentDefined', /const isDocumentDefined = typeof document != STR_UNDEFINED;/, 'const isDocumentDefined = true;'],
  ['isLegacyDeno', /const isLegacyDeno = isWindowDefined && 'Deno' in window;/, 'const isLegacyDeno = false;'],
  [
    'hasRequestAnimationFrame',
    /const hasRequestAnimationFrame = \(\)=>isWindowDefined && typeof window\['requestAnimationFrame'\] != STR_UNDEFINED;/,
    'const hasRequestAnimationFrame = ()=>true;',
  ],
  [
    'navigatorConnection',
    /const navigatorConnection = typeof navigator !== 'undefined' && navigator\.connection;/,
    'const navigatorConnection = navigator.connection;',
  ],
  ['window events', /isWindowDefined && window\.addEventListener \? \[/, 'true ? ['],
  ['isVisible', /return isUndefined\(visibilityState\) \|\| visibilityState !== 'hidden';/, "return visibilityState !== 'hidden';"],
  ['IS_REACT_LEGACY', /const IS_REACT_LEGACY = !React\.useId;/, 'const IS_REACT_LEGACY = false;'],
  ['IS_SERVER', /const IS_SERVER = !isWindowDefined \|\| isLegacyDeno;/, 'const IS_SERVER = false;'],
  // With `isHydration` false, the warning for a server rendering's keys goes too.
  [
    'the hydration check',
    /const hydrationRef = useRef\(null\);[^]*?const isHydration = hydrationRef\.current;/,
    'const isHydration = false;',
  ],
];

export function swrInTheBrowser(): Plugin {
  const found = new Set<string>();
  return {
    name: 'portal:swr-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]swr[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      let edited = code;
      for (const [name, pattern, replacement] of EDITS)
        if (pattern.test(edited)) {
          found.add(name);
          edited = edited.replace(pattern, replacement);
        }
      return edited === code ? null : { code: edited, map: null };
    },
    buildEnd(error) {
      const missing = EDITS.map(([name]) => name).filter((name) => !found.has(name));
      if (!error && missing.length) this.error(`swr-in-the-browser: not found in swr's code: ${missing.join(', ')}`);
    },
  };
}
