/**
 * The path of the 404 routes: any path at all, line terminators included.
 *
 * A `<Route>` without a path is wouter's `*`, which regexparam compiles to `/^\/(.*)\/?$/i`; `.`
 * matches no line terminator, so a hash such as `#/%0A` (decoded to a newline) matched no route and
 * left the screen blank (found by tests/component/routing-any-hash.test.tsx). The same
 * class of bug elsewhere: https://github.com/remix-run/react-router/issues/11146,
 * https://github.com/honojs/hono/issues/5345.
 */
export const ANY_PATH = /^[\s\S]*$/;
