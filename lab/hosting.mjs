// @ts-check
// npm run lab -- hosting [--runs 7] [--no-build]: what the way a host embeds the portal costs a phone
// (docs/performance.md, "The boot script"). Chromium with the lab's phone profile
// (4x CPU, 150 ms round trips, 1.6 Mbps down), until the first screen is ready: signed in, the home
// with the event; signed out, the sign-in form.
// - a first visit (empty cache): the snippet's page (preconnect, import map, the boot script,
//   modulepreload; plain.html) against the same pinned release with a bare script tag (bare.html),
//   for both first screens, so the boot script is seen never to cost the other one;
// - a returning visitor (the cache of a first visit, a navigation back): the snippet's page and the
//   pinned release on a bare tag (bare.html, immutable) against the evergreen entry (evergreen.html,
//   revalidated).
// Builds first unless --no-build. Medians of --runs alternating runs.
import { homeReadyInPage, loginReadyInPage } from '../test-kit/screen-ready.mjs';
import { freshContext } from '../test-kit/signed-in-session.mjs';
import { PHONE_NETWORK } from '../test-kit/timed-load.mjs';
import { commandLine, CPU_THROTTLING, median, openLab, PHONE_VIEWPORT } from './lab-site.mjs';
import { clearStep, tick } from './progress.mjs';

const args = commandLine();
const RUNS = args.number('--runs', 7);

const lab = await openLab({ build: !args.has('--no-build') });
const { site, browser } = lab;

/**
 * Loads a page on the phone profile until its first screen is ready (signed in: the home shows the
 * event; signed out: the sign-in form takes input); with `warm`, after a first visit in the same
 * context. @returns {Promise<{ readyMs: number, bundleBytes: number }>}
 * @param {string} path @param {boolean} warm @param {import('./lab-site.mjs').Lab['session']} session
 * @param {boolean} signedIn
 */
async function visit(path, warm, session, signedIn) {
  const context = await freshContext(browser, signedIn ? session.storage : undefined, PHONE_VIEWPORT);
  const route = signedIn ? '#/' : '#/conta/entrar';
  const ready = (/** @type {import('playwright-core').Page} */ page) =>
    signedIn
      ? page.waitForFunction(homeReadyInPage, session.description, { polling: 'raf', timeout: 60_000 })
      : page.waitForFunction(loginReadyInPage, undefined, { polling: 'raf', timeout: 60_000 });
  try {
    const page = await context.newPage();
    if (warm) {
      await page.goto(`${site.demoUrl}${path}${route}`);
      await ready(page);
      await page.goto(`${site.demoUrl}/blank.html`);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await page.goto(`${site.demoUrl}${path}${route}`, { waitUntil: 'commit' });
    const handle = await ready(page);
    const readyMs = Number(await handle.jsonValue());
    const bundleBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/dist/'))
        .reduce((sum, entry) => sum + /** @type {PerformanceResourceTiming} */ (entry).transferSize, 0),
    );
    return { readyMs, bundleBytes };
  } finally {
    await context.close();
  }
}

try {
  const { session } = lab;
  const cases = /** @type {const} */ ([
    ['home, first visit, snippet (boot script, import map)', '/plain.html', false, true],
    ['home, first visit, bare script tag', '/bare.html', false, true],
    ['login, first visit, snippet (boot script, import map)', '/plain.html', false, false],
    ['login, first visit, bare script tag', '/bare.html', false, false],
    ['home, returning visitor, snippet', '/plain.html', true, true],
    ['home, returning visitor, pinned release on a bare tag', '/bare.html', true, true],
    ['home, returning visitor, evergreen entry', '/evergreen.html', true, true],
  ]);
  /** @type {Record<string, { readyMs: number[], bundleBytes: number[] }>} */
  const results = Object.fromEntries(cases.map(([label]) => [label, { readyMs: [], bundleBytes: [] }]));
  for (let run = 0; run < RUNS; run++) {
    for (const [label, path, warm, signedIn] of cases) {
      const one = await visit(path, warm, session, signedIn);
      results[label].readyMs.push(one.readyMs);
      results[label].bundleBytes.push(one.bundleBytes);
    }
    tick('hosting: run', run + 1, RUNS);
  }
  clearStep();
  console.log(
    `${new Date().toISOString().slice(0, 10)}, Chromium, ${CPU_THROTTLING}x CPU, phone network, until the first screen is ready; medians of ${RUNS}:`,
  );
  console.log('| case | ready (ms) | bundle bytes over the network |\n|---|---:|---:|');
  for (const [label] of cases)
    console.log(`| ${label} | ${Math.round(median(results[label].readyMs))} | ${Math.round(median(results[label].bundleBytes))} |`);
} finally {
  await lab.close();
}
