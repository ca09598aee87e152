// @ts-check
// The versioned release: after the build, dist/ also holds dist/portal-cliente/<version>/ (the
// entry, its chunks and its assets, and the offline service worker, byte for byte the evergreen
// ones) and its release.json (the version, every file with its size and sha384, and the entry's
// integrity). Hosts who pin a version cache it for a year and put its hash in `integrity`; the
// evergreen dist/portal-cliente.js stays for hosts who want every release as it ships
// (docs/releases.md).
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The package's version: the one name of a release (package.json, the element, the folder). */
export function packageVersion() {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
}

/** @param {Buffer} bytes */
export const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** @param {string} dir @returns {string[]} paths relative to dir, '/'-separated, sorted */
export function filesUnder(dir) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ at) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * Which chunks each first screen needs and which calls each signed-in route starts with, as the
 * build listed them (build-steps/first-screen-files.ts): what the snippet's boot script asks for.
 * @param {string} dist @returns {FirstScreens}
 */
function firstScreensOf(dist) {
  return JSON.parse(readFileSync(join(dist, 'first-screens.json'), 'utf8'));
}

/**
 * Writes dist/portal-cliente/<version>/ from the evergreen build in dist/.
 * @returns {{ folder: string, release: Release }}
 * @typedef {{ version: string, entry: string, integrity: string, files: Array<{ path: string, size: number, integrity: string }>, firstScreens: FirstScreens }} Release
 * @typedef {{ areas: Record<'account' | 'main', string[]>, screens: Record<string, string[]>, calls: Record<string, string[]>, session: { key: string, text: string[] } }} FirstScreens
 */
export function writeRelease({ dist = join(root, 'dist'), version = packageVersion() } = {}) {
  const folder = join(dist, 'portal-cliente', version);
  rmSync(join(dist, 'portal-cliente'), { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const file of ['portal-cliente.js', 'THIRD-PARTY-LICENSES.txt', 'portal-cliente-sw.js'])
    cpSync(join(dist, file), join(folder, file));
  for (const sub of ['chunks', 'assets']) cpSync(join(dist, sub), join(folder, sub), { recursive: true });
  const files = filesUnder(folder).map((path) => {
    const bytes = readFileSync(join(folder, path));
    return { path, size: bytes.length, integrity: sha384(bytes) };
  });
  const entry = files.find((file) => file.path === 'portal-cliente.js');
  if (!entry) throw new Error('the build wrote no portal-cliente.js');
  /** @type {Release} */
  const release = { version, entry: entry.path, integrity: entry.integrity, files, firstScreens: firstScreensOf(dist) };
  writeFileSync(join(folder, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  return { folder, release };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { folder, release } = writeRelease();
  const bytes = release.files.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `release ${release.version}: ${relative(root, folder)}/ (${release.files.length} files, ${(bytes / 1024).toFixed(0)} KiB), entry ${release.integrity}`,
  );
}
