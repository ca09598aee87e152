// @ts-check
// npm run snippet -- --api https://api.example.com.br [--version 1.0.0] [--base https://cdn.example.com.br/portal-cliente/]
//                    [--import-map no] [--site-url https://www.example.com.br ...any attribute of the element]
// Prints the HTML a host pastes for a pinned release (README.md, "Embedding"; docs/integrity.md): a preconnect to the API,
// the import map giving every chunk its integrity, a modulepreload and the script of the entry with
// its integrity, and the element with its attributes. The hashes come from the release's
// release.json (npm run release writes it).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

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
 * @param {string} version @returns {import('./release.mjs').Release}
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
 * one import map a page; docs/integrity.md).
 * @param {{ api: string, release: import('./release.mjs').Release, base?: string, attributes?: Record<string, string>, importMap?: boolean }} options
 */
export function snippetParts({ api, release, base = DEFAULT_BASE, attributes = {}, importMap: withImportMap = true }) {
  const apiOrigin = new URL(api).origin;
  const folder = `${base.endsWith('/') ? base : `${base}/`}${release.version}/`;
  const entry = `${folder}${release.entry}`;
  // Every module of the release but the entry (whose integrity the script tag carries): the chunks
  // it imports on demand. Images are not modules: an import map cannot pin them (docs/integrity.md).
  const modules = release.files.filter((file) => file.path !== release.entry && file.path.endsWith('.js'));
  const integrity = Object.fromEntries(modules.map((file) => [`${folder}${file.path}`, file.integrity]));
  const importMap = JSON.stringify({ integrity }, null, 2);
  const element = Object.entries({ 'api-base': api, ...attributes })
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const head = [
    `<!-- portal-cliente ${release.version}: in the page's <head>, before any other module script -->`,
    `<link rel="preconnect" href="${escapeAttribute(apiOrigin)}" crossorigin>`,
    ...(withImportMap ? [`<script type="importmap">\n${importMap}\n</script>`] : []),
    `<link rel="modulepreload" href="${escapeAttribute(entry)}" integrity="${release.integrity}" crossorigin>`,
    `<script type="module" src="${escapeAttribute(entry)}" integrity="${release.integrity}" crossorigin></script>`,
  ].join('\n');
  return { head, element: `<portal-cliente${element}></portal-cliente>` };
}

/** @param {string[]} args */
function parse(args) {
  const known = new Set(elementAttributes());
  /** @type {Record<string, string>} */
  const attributes = {};
  let api = '';
  let version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  let base = DEFAULT_BASE;
  let importMap = true;
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index];
    const value = args[index + 1];
    if (!flag?.startsWith('--') || value === undefined || value.startsWith('--'))
      throw new Error(`Expected "--name value", got "${flag}"${value ? ` "${value}"` : ''}.`);
    const name = flag.slice(2);
    if (name === 'api') api = value;
    else if (name === 'version') version = value;
    else if (name === 'base') base = value;
    else if (name === 'import-map' && (value === 'yes' || value === 'no')) importMap = value === 'yes';
    else if (name === 'api-base') throw new Error('Give the API with --api.');
    else if (known.has(name)) attributes[name] = value;
    else
      throw new Error(
        `Unknown option --${name}. Options: --api, --version, --base, --import-map yes|no, ${[...known]
          .filter((one) => one !== 'api-base')
          .map((one) => `--${one}`)
          .join(', ')}.`,
      );
  }
  if (!/^https?:\/\//.test(api)) throw new Error('Give the API origin: --api https://api.example.com.br');
  if (!/^https?:\/\//.test(base)) throw new Error('--base must be an http(s) URL (the folder holding the release folders).');
  return { api, version, base, attributes, importMap };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { api, version, base, attributes, importMap } = parse(process.argv.slice(2));
    console.log(makeSnippet({ api, release: readRelease(version), base, attributes, importMap }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
