// @ts-check
// npm run snippet -- --api https://api.example.com.br [--version 1.0.0] [--base https://cdn.example.com.br/portal-cliente/]
//                    [--import-map no] [--boot no] [--nonce VALUE] [--site-url https://www.example.com.br ...any attribute of the element]
// Prints the HTML a host pastes for a pinned release (README, "Embed it"): a preconnect to the API,
// the import map giving every chunk its integrity, the boot script that asks for this visitor's
// first screen (embed-kit/boot-script.mjs, with the hash a strict CSP allows it by), a modulepreload
// and the script of the entry with its integrity, and the element with its attributes. The hashes come from the release's
// release.json (npm run release writes it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BASE, elementAttributes, makeSnippet, readRelease } from './release-snippet.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** @param {string[]} args */
function parse(args) {
  const known = new Set(elementAttributes());
  /** @type {Record<string, string>} */
  const attributes = {};
  let api = '';
  let version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  let base = DEFAULT_BASE;
  let importMap = true;
  let boot = true;
  /** @type {string | undefined} */
  let nonce;
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
    else if (name === 'boot' && (value === 'yes' || value === 'no')) boot = value === 'yes';
    else if (name === 'nonce') nonce = value;
    else if (name === 'api-base') throw new Error('Give the API with --api.');
    else if (known.has(name)) attributes[name] = value;
    else
      throw new Error(
        `Unknown option --${name}. Options: --api, --version, --base, --import-map yes|no, --boot yes|no, --nonce, ${[...known]
          .filter((one) => one !== 'api-base')
          .map((one) => `--${one}`)
          .join(', ')}.`,
      );
  }
  if (!/^https?:\/\//.test(api)) throw new Error('Give the API origin: --api https://api.example.com.br');
  if (!/^https?:\/\//.test(base)) throw new Error('--base must be an http(s) URL (the folder holding the release folders).');
  return { api, version, base, attributes, importMap, boot, nonce };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { api, version, base, attributes, importMap, boot, nonce } = parse(process.argv.slice(2));
    console.log(makeSnippet({ api, release: readRelease(version), base, attributes, importMap, boot, nonce }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
