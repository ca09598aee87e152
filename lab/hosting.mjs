// @ts-check
// npm run lab -- hosting [--runs 7] [--no-build]: what the way a host embeds the portal costs a phone
// (docs/performance.md, "Embedding"). Chromium with the lab's phone profile (4x CPU, 150 ms round
// trips, 1.6 Mbps down), signed in, until the home shows the event:
// - a first visit (empty cache): the snippet's page (preconnect, import map, modulepreload; plain.html)
//   against the same pinned release with a bare script tag (bare.html);
// - a returning visitor (the cache of a first visit, a navigation back): the pinned release
//   (bare.html, immutable) against the evergreen entry (evergreen.html, revalidated).
// Builds first unless --no-build. Medians of --runs alternating runs.
import { homeReadyInPage } from '../dev/screen-ready.mjs';
import { freshContext } from '../dev/signed-in-session.mjs';
import { PHONE_NETWORK } from '../dev/timed-load.mjs';
import { commandLine, CPU_THROTTLING, median, openLab, PHONE_VIEWPORT } from './lab-site.mjs';
import { clearStep, tick } from './progress.mjs';

const args = commandLine();
const RUNS = args.number('--runs', 7);

const lab = await openLab({ build: !args.has('--no-build') });
const { site, browser } = lab;

/**
 * Loads a page signed in on the phone profile, until the home shows the event; with `warm`, after a
 * first visit in the same context. @returns {Promise<{ readyMs: number, bundleBytes: number }>}
 * @param {string} path @param {boolean} warm @param {import('./lab-site.mjs').Lab['session']} session
 */
async function visit(path, warm, session) {
  const context = await freshContext(browser, session.storage, PHONE_VIEWPORT);
  try {
    const page = await context.newPage();
    if (warm) {
      await page.goto(`${site.demoUrl}${path}#/`);
      await page.waitForFunction(homeReadyInPage, session.description, { polling: 'raf', timeout: 60_000 });
      await page.goto(`${site.demoUrl}/blank.html`);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await page.goto(`${site.demoUrl}${path}#/`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(homeReadyInPage, session.description, { polling: 'raf', timeout: 60_000 });
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
    ['first visit, snippet (hints, import map)', '/plain.html', false],
    ['first visit, bare script tag', '/bare.html', false],
    ['returning visitor, pinned release', '/bare.html', true],
    ['returning visitor, evergreen entry', '/evergreen.html', true],
  ]);
  /** @type {Record<string, { readyMs: number[], bundleBytes: number[] }>} */
  const results = Object.fromEntries(cases.map(([label]) => [label, { readyMs: [], bundleBytes: [] }]));
  for (let run = 0; run < RUNS; run++) {
    for (const [label, path, warm] of cases) {
      const one = await visit(path, warm, session);
      results[label].readyMs.push(one.readyMs);
      results[label].bundleBytes.push(one.bundleBytes);
    }
    tick('hosting: run', run + 1, RUNS);
  }
  clearStep();
  console.log(
    `${new Date().toISOString().slice(0, 10)}, Chromium, ${CPU_THROTTLING}x CPU, phone network, signed in until the home shows the event; medians of ${RUNS}:`,
  );
  console.log('| case | home ready (ms) | bundle bytes over the network |\n|---|---:|---:|');
  for (const [label] of cases)
    console.log(`| ${label} | ${Math.round(median(results[label].readyMs))} | ${Math.round(median(results[label].bundleBytes))} |`);
} finally {
  await lab.close();
}
