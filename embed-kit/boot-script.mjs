// @ts-check
// The snippet's boot script: a few hundred bytes, inline in the host page's head, that asks for
// this visitor's first screen before the entry has even arrived (docs/performance.md, "The boot
// script"). It reads what the portal itself will read (the session under the storage prefix and
// the location's hash), so it knows which first screen the portal is about to draw: it preloads
// exactly that screen's chunks with the release's integrity and, for a signed-in visitor, starts
// the screen's API calls with the stored token. The portal takes those answers instead of asking
// again (src/api/boot-answers.ts) and still owns every rule of the call: the 401 refresh, the
// schemas, the freshness. Everything it does is a hint: on any surprise it stops and the portal
// does as it does on a bare script tag.
import { createHash } from 'node:crypto';
import { minifySync } from 'rolldown/utils';

/**
 * The two places bootScript writes in from the session's own rule (the release's
 * `firstScreens.session`, made by the build from src/session/stored-session.ts): the key the session is
 * kept under, and a `typeof` check of each of its other text fields (the token is `t`, which the calls
 * send). Never run as they stand: they only give the function's text its shape.
 */
const SESSION_KEY = '';
const SESSION_TEXT_FIELDS = true;

/**
 * Runs in the host page, as `(boot)(config)`. Written for its size: no arrow functions or `let`
 * would make it shorter by much, and every browser the portal supports runs this.
 * @param {{ p: string, a: string, b: string, f: string[][], s: Record<string, number[]>, r: Record<string, number[]>, c: Record<string, string[]> }} c
 */
/* eslint-disable no-empty -- the boot script is a hint: whatever fails in it, it says nothing and the portal starts as it would without it */
function boot(c) {
  try {
    var d = document,
      h = location.hash,
      p = h.indexOf('#/') ? '/' : h.slice(1).split('?')[0] || '/',
      o = /^\/conta(\/|$)/.test(p),
      u = JSON.parse(localStorage.getItem(c.p + SESSION_KEY) || 'null'),
      t = u && u.token,
      k = 'string',
      i = u && typeof t == k && SESSION_TEXT_FIELDS,
      m = i && !o,
      s = Symbol.for('portal-cliente.boot'),
      q = Object.create(null);
    (m ? c.s.main : c.s.account).concat(c.r[m || o ? p : '/conta'] || []).forEach(function (n) {
      var l = d.createElement('link');
      l.rel = 'modulepreload';
      l.href = c.b + 'chunks/' + c.f[n][0] + '.js';
      if (c.f[n][1]) l.integrity = c.f[n][1];
      l.crossOrigin = '';
      d.head.appendChild(l);
    });
    if (m) {
      // Never from or into the browser's HTTP cache, as every call of the portal
      // (src/api/transport.ts): it keys answers by URL, not by whose token asked.
      ['/api/home'].concat(c.c[p] || []).forEach(function (n) {
        var a = 'Bearer ' + t,
          r = fetch(c.a + n, { headers: { Accept: 'application/json', Authorization: a }, cache: 'no-store' });
        r.catch(function () {});
        q[c.a + n] = { a: a, t: Date.now(), r: r };
      });
      Reflect.set(window, s, q);
    }
  } catch (e) {}
}
/* eslint-enable no-empty */

/**
 * The boot script for one release and one element: its text, and its hash for a strict CSP's
 * `script-src`. `folder`: the URL of the release's folder (ending in '/'). With the snippet's import
 * map (`importMap`), each preload takes its integrity from the map, as every module fetch of the
 * page does, and the script carries none of its own: the hashes are most of its gzip weight.
 * @param {{ api: string, folder: string, prefix?: string, release: import('./release-snippet.mjs').Release, importMap: boolean }} options
 */
export function bootScript({ api, folder, prefix = 'portal-cliente:', release, importMap }) {
  const { areas, screens, calls } = release.firstScreens;
  const integrity = new Map(release.files.map((file) => [file.path, file.integrity]));
  /** @type {string[]} */
  const files = [...new Set([...Object.values(areas), ...Object.values(screens)].flat())];
  const index = (/** @type {string[]} */ list) => list.map((path) => files.indexOf(path));
  const config = {
    p: prefix,
    a: api.replace(/\/$/, ''),
    b: folder,
    f: files.map((path) => {
      const hash = integrity.get(path);
      const name = /^chunks\/(.+)\.js$/.exec(path)?.[1];
      if (!hash || !name) throw new Error(`The release lists ${path} for a first screen but has no such chunk.`);
      return importMap ? [name] : [name, hash];
    }),
    s: { account: index(areas.account), main: index(areas.main) },
    r: Object.fromEntries(Object.entries(screens).map(([route, list]) => [route, index(list)])),
    c: calls,
  };
  // `</` would end the inline script early: JSON never needs it written that way.
  const text = minifiedFor(release.firstScreens.session).replace(CONFIG, () => JSON.stringify(config).replaceAll('</', '<\\/'));
  return { text, hash: `sha256-${createHash('sha256').update(text).digest('base64')}` };
}

/** Where the call's argument goes: a global name no minifier can inline or drop. */
const CONFIG = '__PORTAL_CLIENTE_BOOT_CONFIG__';

/**
 * The call as the page gets it, with the session read by the store's rule, minified by the bundler's
 * own minifier (rolldown, which the build already uses).
 * @param {{ key: string, text: string[] }} session
 */
function minifiedFor({ key, text }) {
  const name = /^[A-Za-z_$][\w$]*$/;
  if (!name.test(key) || !text.includes('token') || !text.every((field) => name.test(field)))
    throw new Error(`The release's session rule cannot be written into the boot script: ${JSON.stringify({ key, text })}`);
  const others = text.filter((field) => field !== 'token').map((field) => `typeof u.${field} == k`);
  const source = boot
    .toString()
    .replace('c.p + SESSION_KEY', () => `c.p + '${key}'`)
    .replace('typeof t == k && SESSION_TEXT_FIELDS', () => ['typeof t == k', ...others].join(' && '));
  if (source.includes('SESSION_')) throw new Error('The boot script no longer has the places its session rule is written into.');
  return minifySync('boot.js', `(${source})(${CONFIG})`, {}).code.replace(/;\s*$/, '');
}
