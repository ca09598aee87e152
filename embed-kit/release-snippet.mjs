// @ts-check
// The snippet a host pastes for a pinned release (README, "Embed it"; docs/integrity.md): a preconnect
// to the API, the import map giving every chunk its integrity, the boot script that asks for this
// visitor's first screen (./boot-script.mjs, with the hash a strict CSP allows it by), a modulepreload
// and the script of the entry with its integrity, and the element with its attributes; the hashes
// from the release's release.json. The demo host fills its snippet pages with it; `npm run snippet`
// prints it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootScript } from './boot-script.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A release as its release.json describes it (build-steps/release.mjs writes it).
 * @typedef {{ version: string, entry: string, integrity: string, files: Array<{ path: string, size: number, integrity: string }>, firstScreens: FirstScreens }} Release
 * @typedef {{ areas: Record<'account' | 'main', string[]>, screens: Record<string, string[]>, calls: Record<string, string[]>, session: { key: string, text: string[] } }} FirstScreens
 */

/** Where the release folders live when the host does not say (an example address to replace). */
export const DEFAULT_BASE = 'https://cdn.example.com.br/portal-cliente/';

/** @param {string} text */
const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The element's attributes, from custom-elements.json (made from src/public-types.ts). */
export function elementAttributes() {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  /** @type {string[]} */
  const names = manifest.modules.flatMap((/** @type {any} */ module) =>
    module.declarations.flatMap((/** @type {any} */ one) => (one.attributes ?? []).map((/** @type {any} */ attribute) => attribute.name)),
  );
  return names;
}

/**
 * The release's files and hashes (dist/portal-cliente/<version>/release.json).
 * @param {string} version @returns {Release}
 */
export function readRelease(version, dist = join(root, 'dist')) {
  const path = join(dist, 'portal-cliente', version, 'release.json');
  if (!existsSync(path))
    throw new Error(
      `No release ${version} in ${join(dist, 'portal-cliente')}: run npm run release (it builds the version in package.json).`,
    );
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The snippet for one release, as the host pastes it.
 * @param {Parameters<typeof snippetParts>[0]} options
 */
export function makeSnippet(options) {
  const { head, element } = snippetParts(options);
  return `${head}\n<!-- where the portal goes, in the <body> -->\n${element}`;
}

/**
 * The snippet's two halves: what goes in the page's head, and the element. `base`: the URL of the
 * folder that holds the release folders; `attributes`: the element's others (api-base is `api`).
 * `importMap: false` leaves the import map out, for a page that has one of its own (Firefox takes
 * one import map a page; docs/integrity.md). `boot: false` leaves the boot script out (a bare
 * script tag, as before it); `nonce` is written on the inline scripts, for a CSP that allows scripts
 * by nonce rather than by the printed hash (`bootHash`).
 * @param {{ api: string, release: Release, base?: string, attributes?: Record<string, string>, importMap?: boolean, boot?: boolean, nonce?: string }} options
 */
export function snippetParts({ api, release, base = DEFAULT_BASE, attributes = {}, importMap: withImportMap = true, boot = true, nonce }) {
  const apiOrigin = new URL(api).origin;
  const folder = `${base.endsWith('/') ? base : `${base}/`}${release.version}/`;
  const entry = `${folder}${release.entry}`;
  // Every module of the release but the entry (whose integrity the script tag carries): the chunks
  // it imports on demand. Images are not modules: an import map cannot pin them (docs/integrity.md);
  // nor is the offline service worker, which no page imports.
  const modules = release.files.filter((file) => file.path.startsWith('chunks/'));
  const integrity = Object.fromEntries(modules.map((file) => [`${folder}${file.path}`, file.integrity]));
  const importMap = JSON.stringify({ integrity }, null, 2);
  const element = Object.entries({ 'api-base': api, ...attributes })
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const early = boot ? bootScript({ api, folder, prefix: attributes['storage-prefix'], release, importMap: withImportMap }) : undefined;
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`;
  const head = [
    `<!-- portal-cliente ${release.version}: in the page's <head>, before any other module script -->`,
    `<link rel="preconnect" href="${escapeAttribute(apiOrigin)}" crossorigin>`,
    ...(withImportMap ? [`<script type="importmap"${nonceAttribute}>\n${importMap}\n</script>`] : []),
    ...(early
      ? [
          `<!-- the boot script: asks for this visitor's first screen at once; a strict CSP allows it with script-src '${early.hash}'${nonce === undefined ? '' : ' or its nonce'} -->`,
          `<script${nonceAttribute}>${early.text}</script>`,
        ]
      : []),
    `<link rel="modulepreload" href="${escapeAttribute(entry)}" integrity="${release.integrity}" crossorigin>`,
    `<script type="module" src="${escapeAttribute(entry)}" integrity="${release.integrity}" crossorigin></script>`,
  ].join('\n');
  return { head, element: `<portal-cliente${element}></portal-cliente>`, bootHash: early?.hash };
}
