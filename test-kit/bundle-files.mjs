// @ts-check
// The built bundle as files: their sizes (each compressed on its own, as a server sends it), what the
// entry imports statically, which heavy libraries a chunk holds. The size budgets (tests/e2e/bundle-budget.test.ts)
// and the lab read the bundle through these.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */

export const KB = 1000;

/** The shipped build: its folder, where the demo host serves it, and the demo page that loads it. */
export const PORTAL_BUILD = /** @type {const} */ ({ dir: 'dist', mount: '/dist/', hostPage: '/' });

/**
 * A requested path below a build's mount as the build's file: the versioned release folder
 * (`portal-cliente/1.0.0/chunks/x.js`) holds the same files as the evergreen path (`chunks/x.js`).
 * @param {string} path
 */
export const buildFile = (path) => decodeURIComponent(path).replace(/^portal-cliente\/[^/]+\//, '');

/**
 * Fingerprints of the heavy libraries: strings of their own that survive minification. A chunk that
 * holds one holds the library, whatever the chunk is called.
 */
export const HEAVY_LIBRARIES = /** @type {const} */ ({
  swiper: '__swiper__',
  dompurify: 'SAFE_FOR_TEMPLATES',
  // lean-qr's encoder: the prefix of its error messages.
  qrcode: 'lean-qr error',
});

/** @param {Buffer | string} content @returns {Sizes} */
export function sizesOf(content) {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** @param {Sizes[]} list @returns {Sizes} */
function sumSizes(list) {
  return list.reduce((sum, one) => ({ raw: sum.raw + one.raw, gzip: sum.gzip + one.gzip, brotli: sum.brotli + one.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/**
 * Every file of a build folder, as paths relative to it with forward slashes; without the versioned
 * release folder (`portal-cliente/<version>/`, a copy of the same files for hosts who pin a version).
 * @param {string} dir
 */
function listFiles(dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (folder === dir && name === 'portal-cliente') continue;
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return files.sort();
}

const isCode = (/** @type {string} */ file) => /\.(m?js|css)$/.test(file);
const isImage = (/** @type {string} */ file) => /\.(webp|avif|png|jpe?g|gif|svg)$/.test(file);

/** Sizes of some files (compressed one by one, as a server sends them). @param {(file: string) => Buffer | string} read @param {string[]} files */
export function sizesOfFiles(read, files) {
  return sumSizes(files.map((file) => sizesOf(read(file))));
}

/** The build's JS and CSS files. @param {string} dir */

/** The relative files a chunk imports statically (not `import("./x.js")`, which has a parenthesis). @param {string} file @param {string} code */
function staticImportsOf(file, code) {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)].map((match) =>
    posix.normalize(posix.join(posix.dirname(file), match[1])),
  );
}

/**
 * The files a module imports statically, transitively: what the browser must fetch before it runs.
 * @param {(file: string) => Buffer | string | undefined} read @param {string} file
 */
export function staticClosure(read, file) {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length) {
    const current = /** @type {string} */ (queue.shift());
    for (const target of staticImportsOf(current, String(read(current) ?? ''))) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen].sort();
}

/** Reads a build's files from disk. @param {string} dir */

/** Every file of a build folder, read now into memory. @param {string} dir */
export function snapshot(dir) {
  const files = new Map(listFiles(dir).map((file) => [file, readFileSync(join(dir, file))]));
  return { files: [...files.keys()], read: (/** @type {string} */ file) => /** @type {Buffer} */ (files.get(file)) };
}

/** Which heavy libraries some code holds. @param {Iterable<Buffer | string>} contents */
export function librariesIn(contents) {
  const found = new Set();
  for (const content of contents) {
    const code = content.toString();
    for (const [library, fingerprint] of Object.entries(HEAVY_LIBRARIES)) if (code.includes(fingerprint)) found.add(library);
  }
  return [...found].sort();
}

/** Splits requested files into code and images. @param {string[]} files */
export const splitRequests = (files) => ({ code: files.filter(isCode), images: files.filter(isImage) });
