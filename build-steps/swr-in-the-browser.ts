import type { Plugin } from 'vite';

/**
 * swr's branches for a server and for a page being hydrated, which the portal never is: its code
 * runs in a browser only (the signed-in layout's chunk, asked for by the element), and it renders
 * into its shadow root with `render`, never `hydrate`, on preact/compat or React 19, which both
 * have `useId`. So swr's own environment tests are constants here:
 *
 * - `IS_SERVER` (no `window`, or Deno's) is false;
 * - `IS_REACT_LEGACY` (no `useId`: React 17 and older) is false;
 * - the warning for a key without data during hydration (`strictServerPrefetchWarning`, a server
 *   rendering's) never shows: `isHydration` is true only while React hydrates server markup.
 *
 * The minifier then drops the branches: about 0.25 KB gzip on the home's first screen. Each edit
 * must find its text, or the build fails (a new swr is read again, not edited blindly). The tests
 * (vitest, without this plugin) run swr as published; the e2e suites run the built bundle.
 */
const EDITS: Array<[string, RegExp, string]> = [
  ['IS_REACT_LEGACY', /const IS_REACT_LEGACY = !React\.useId;/, 'const IS_REACT_LEGACY = false;'],
  ['IS_SERVER', /const IS_SERVER = !isWindowDefined \|\| isLegacyDeno;/, 'const IS_SERVER = false;'],
  ['the hydration warning', /if \(strictServerPrefetchWarning && isHydration && !suspense && hasKeyButNoData\) \{/, 'if (false) {'],
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
