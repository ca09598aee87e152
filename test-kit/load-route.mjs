// @ts-check
// What a screen really loads from the bundle in Chromium: every file it asked for, with the bytes served.
import { buildFile } from './bundle-files.mjs';
import { freshContext } from './signed-in-session.mjs';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('./signed-in-session.mjs').SeededStorage} SeededStorage */

/**
 * Records every file the portal requests from its build folder (JS, CSS, images), in order, with the
 * bytes the server sent (so a rebuild on disk during a run cannot skew what was measured).
 * @param {Page} page @param {string} mount e.g. '/dist/'
 */
export function recordBundleRequests(page, mount) {
  /** @type {string[]} */
  const files = [];
  /** @type {Map<string, Promise<Buffer>>} */
  const bodies = new Map();
  /** @type {string[]} */
  const failures = [];
  let last = Date.now();
  const fileOf = (/** @type {string} */ url) => {
    const path = new URL(url).pathname;
    return path.startsWith(mount) ? buildFile(path.slice(mount.length)) : null;
  };
  page.on('request', (request) => {
    const file = fileOf(request.url());
    if (file === null) return;
    last = Date.now();
    if (!files.includes(file)) files.push(file);
  });
  page.on('response', (response) => {
    const file = fileOf(response.url());
    if (file === null) return;
    last = Date.now();
    if (!response.ok()) failures.push(`${response.status()} ${file}`);
    else if (!bodies.has(file)) bodies.set(file, response.body());
  });
  return {
    files,
    failures,
    /** The bytes served for each requested file. */
    async contents() {
      const entries = await Promise.all([...bodies].map(async ([file, body]) => /** @type {const} */ ([file, await body])));
      return new Map(entries);
    },
    /** Resolves once no bundle file has been requested for `quietMs` (at most `maxMs`). */
    async settle(quietMs = 750, maxMs = 5000) {
      const start = Date.now();
      last = Math.max(last, Date.now());
      while (Date.now() - last < quietMs && Date.now() - start < maxMs) await new Promise((done) => setTimeout(done, 50));
    },
  };
}

/**
 * Opens a portal route in a fresh context and records what the portal requests from its build
 * until the screen is ready and the bundle requests have gone quiet.
 * @param {Browser} browser
 * @param {{ demoUrl: string, build: { mount: string, hostPage: string }, route: string, storage?: SeededStorage,
 *           ready?: (page: Page) => Promise<unknown> }} options
 */
export async function loadRoute(browser, { demoUrl, build, route, storage, ready }) {
  const context = await freshContext(browser, storage);
  try {
    const page = await context.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requests = recordBundleRequests(page, build.mount);
    await page.goto(`${demoUrl}${build.hostPage}#${route}`);
    await page.locator('portal-cliente').locator('h1').first().waitFor({ timeout: 15_000 });
    if (ready) await ready(page);
    await requests.settle();
    if (requests.failures.length)
      throw new Error(`the portal could not load ${requests.failures.join(', ')} (was the build replaced during the run?)`);
    const contents = await requests.contents();
    return { files: [...requests.files], contents, errors, hash: await page.evaluate(() => location.hash) };
  } finally {
    await context.close();
  }
}
