import type { Plugin } from 'vite';

/** A CSS template: goober's `css`, `styled(...)`, `styled.tag`, `keyframes`, or the base sheet's. */
const TEMPLATE =
  /(\bcss|\bstyled(?:\.\w+|\([^()]*\))|\bkeyframes|\b(?:baseCss|printCss)\s*=\s*)`((?:[^`\\$]|\\.|\$(?!\{)|\$\{[^{}`]*\})*)`/g;
const INTERPOLATION = /(\$\{[^{}`]*\})/;

/** A quoted CSS string, kept as written. */
const QUOTED = /('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/;

/**
 * CSS text without comments, with the whitespace around rules collapsed and none after a colon or
 * a comma (`color: red`, `a, b`, `rgb(1, 2, 3)`: a space there never changes what CSS means; one
 * before a colon can, `& :hover`, and is kept). Quoted strings (`content: ', '`) stay as written.
 */
export function compact(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .split(QUOTED)
    .map((part, index) => (index % 2 ? part : part.replace(/\s*([{};])\s*/g, '$1').replace(/([:,]) /g, '$1')))
    .join('');
}

/**
 * The portal's CSS lives in template strings (goober's and the base sheet), which the minifier
 * leaves as written: indentation, line breaks and comments, shipped and then parsed by the browser
 * on the first screen. This drops them at build time, in the static parts of each template only
 * (an interpolation stays as written); a template this pattern does not recognise is left alone.
 * The tests (vitest, without this plugin) see the CSS as written; the e2e suites run the build.
 */
export function compactCssTemplates(): Plugin {
  return {
    name: 'portal:compact-css-templates',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('`')) return null;
      const next = code.replace(TEMPLATE, (_, tag: string, body: string) => {
        const parts = body.split(INTERPOLATION).map((part, index) => (index % 2 ? part : compact(part)));
        return `${tag}\`${parts.join('')}\``;
      });
      return next === code ? null : { code: next, map: null };
    },
  };
}
