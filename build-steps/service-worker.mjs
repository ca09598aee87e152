// @ts-check
// The offline service worker (docs/hosts/offline.md), dist/portal-cliente-sw.js: built after the
// bundle from src/service-worker/, with this release's files and their sha384 written into it. Each
// release is then a worker of its own: a browser that sees the new one installs it, keeps the new
// files and deletes the old (src/service-worker/portal-cliente-sw.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { filesUnder, packageVersion, sha384 } from './release.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVICE_WORKER = 'portal-cliente-sw.js';
const ENTRY = 'portal-cliente.js';

/**
 * What the worker keeps of a build: the entry, its chunks and its images (not the licences' text,
 * which no page loads). Paths from the build folder, which the release folder repeats.
 * @param {string} dist
 */
export function keptFiles(dist) {
  return [ENTRY, ...filesUnder(dist).filter((path) => /^(chunks|assets)\//.test(path))].map((path) => ({
    path,
    integrity: sha384(readFileSync(join(dist, path))),
  }));
}

/** Writes dist/portal-cliente-sw.js for the bundle just built in `dist`. */
export async function writeServiceWorker({ dist = join(root, 'dist'), version = packageVersion() } = {}) {
  const release = { version, entry: ENTRY, files: keptFiles(dist) };
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __PORTAL_RELEASE__: JSON.stringify(release) },
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      // A classic script: a module worker (`type: 'module'`) is not registered by every browser the
      // portal supports.
      lib: {
        entry: join(root, 'src/service-worker/portal-cliente-sw.ts'),
        formats: ['iife'],
        name: 'portalClienteSw',
        fileName: () => SERVICE_WORKER,
      },
      rollupOptions: { output: { minify: true, comments: false } },
    },
  });
  return release;
}
