// @ts-check
// What every instrument of the lab stands on: the phone it plays (CPU throttling, viewport), its
// command line, one build, one demo site serving the lab's own pages and builds, one Chromium, and a
// signed-in visitor. Everything an instrument writes goes under lab/out/ (git-ignored), served by the
// demo host at /lab/; nothing is written into the demo or the product.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../test-kit/browsers.mjs';
import { buildOnce } from '../build-steps/build-once.mjs';
import { startDemoSite } from '../demo/demo-site.mjs';
import { PORTAL_BUILD } from '../test-kit/bundle-files.mjs';
import { signedInSession } from '../test-kit/signed-in-session.mjs';
import { step } from './progress.mjs';

/** Where the lab writes: its pages (served at /lab/), its pictures and results, its other builds. */
export const OUT = 'lab/out';
const PAGES = `${OUT}/pages`;

/** The lab's slow phone: Chromium's CPU throttling rate, and a phone's viewport. */
export const CPU_THROTTLING = 4;
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/** The builds an instrument can load, each with the demo page that loads it. */
export const BUILDS = /** @type {const} */ ({
  preact: PORTAL_BUILD,
  // The same source on real React 19 (lab/react-build.mjs): what the preact/compat runtime saves.
  react: { dir: `${OUT}/dist-react`, mount: '/dist-react/', hostPage: '/lab/react.html' },
  // Another build of the portal (an older commit's dist/, say), for lab/main-thread-ab.mjs.
  compare: { dir: `${OUT}/dist-compare`, mount: '/dist-compare/', hostPage: '/lab/compare.html' },
});

/**
 * An instrument's command line, the words after its name (`npm run lab -- hints --runs 5`):
 * `value('--compare')` is the word after the flag, `number('--runs', 9)` the same as a number (or
 * the fallback), `has('--no-build')` whether the flag is there.
 */
export function commandLine(args = process.argv.slice(3)) {
  const value = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  return {
    value,
    number: (/** @type {string} */ name, /** @type {number} */ fallback) => Number(value(name) ?? fallback),
    has: (/** @type {string} */ flag) => args.includes(flag),
  };
}

/** The middle value (the mean of the two middle ones for an even count). @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Writes a page into lab/out/pages/ and returns its path on the demo host. @param {string} name @param {string} html */
export function writeLabPage(name, html) {
  mkdirSync(PAGES, { recursive: true });
  writeFileSync(`${PAGES}/${name}`, html);
  return `/lab/${name}`;
}

/**
 * Writes a lab page that is the demo page (demo/public/index.html) loading the portal from `script`
 * instead of the pinned release, so another build runs on the same host page. `note` says what made
 * it; `head`, markup put in the page's head just before the portal's script (e.g. hints).
 * @param {string} name @param {string} script @param {string} note @param {string} [head]
 */
export function writeHostPageFor(name, script, note, head = '') {
  const index = readFileSync('demo/public/index.html', 'utf8');
  const portalScript = /<script type="module" src="\/dist\/(portal-cliente\/\{\{PORTAL_VERSION\}\}\/)?portal-cliente\.js"/;
  if (!portalScript.test(index)) throw new Error('demo/public/index.html no longer loads the portal from /dist/: update lab/lab-site.mjs');
  const written = index
    .replace(portalScript, `${head}<script type="module" src="${script}"`)
    .replace('<title>', `<!-- ${note} -->\n  <title>`);
  return writeLabPage(name, written);
}

/**
 * Opens the lab: builds the portal once (unless `build` is false; `react` also builds it on React
 * 19), starts the demo site with the lab's pages and builds mounted, launches Chromium and signs a
 * visitor in. `close()` ends them all.
 * @param {{ build?: boolean, react?: boolean }} [options]
 */
export async function openLab({ build = true, react = false } = {}) {
  if (build) {
    step('building the portal');
    buildOnce({ quiet: true });
  }
  if (react) {
    step('building the same source on React 19');
    execFileSync(process.execPath, ['lab/react-build.mjs'], { stdio: 'inherit' });
    writeHostPageFor('react.html', `${BUILDS.react.mount}portal-cliente.js`, 'Made by the lab: the demo page on the React 19 build.');
  }
  mkdirSync(PAGES, { recursive: true });
  copyFileSync('lab/floor.html', `${PAGES}/floor.html`);
  step('starting the demo site and Chromium');
  const site = await startDemoSite({
    demoPort: 0,
    apiPort: 0,
    mounts: [
      { prefix: '/lab/', folder: PAGES },
      { prefix: BUILDS.react.mount, folder: BUILDS.react.dir, bundle: true },
      { prefix: BUILDS.compare.mount, folder: BUILDS.compare.dir, bundle: true },
    ],
  });
  const browser = await launchChromium();
  try {
    step('signing in');
    const session = await signedInSession(browser, site.demoUrl);
    return {
      site,
      browser,
      session,
      async close() {
        await browser.close();
        await site.close();
      },
    };
  } catch (error) {
    await browser.close();
    await site.close();
    throw error;
  }
}

/** @typedef {Awaited<ReturnType<typeof openLab>>} Lab */
