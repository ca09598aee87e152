// @ts-check
// npm run lab -- hints [--runs 11] [--no-build]: what a host page's hints could still give the first
// visit (docs/performance.md, "What is left on the critical path, and why it stays"). Chromium on the
// lab's phone profile (4x CPU, 150 ms round trips, 1.6 Mbps down, 375 px), empty cache, until each
// first screen is ready, on the demo page as it is against the same page with a
// `<link rel="modulepreload">` in its head for every chunk a first screen loaded: the best any hint
// (or any loader run before the entry) could do to start those chunks sooner. Each screen gets its
// own chunks as hints, and the home also gets the login's (what a page hinted for signed-out visitors
// costs a signed-in one whose cache is empty, e.g. on the day a new release goes out).
// Medians of --runs runs, the variants alternating. Builds first unless --no-build.
import { homeReadyInPage, loginReadyInPage } from '../test-kit/screen-ready.mjs';
import { loadFirstScreen, PHONE_NETWORK } from '../test-kit/timed-load.mjs';
import { BUILDS, commandLine, CPU_THROTTLING, median, openLab, PHONE_VIEWPORT, writeHostPageFor } from './lab-site.mjs';
import { clearStep, tick } from './progress.mjs';

const args = commandLine();
const RUNS = args.number('--runs', 11);
/** Where the demo page takes the pinned release from (demo/public/index.html). */
const RELEASE_PATH = '/dist/portal-cliente/{{PORTAL_VERSION}}/';

const lab = await openLab({ build: !args.has('--no-build') });
const { site, browser } = lab;

/**
 * Writes a lab page: the demo page with a modulepreload for each file before its script.
 * @param {string} page @param {string[]} files paths inside the release folder
 */
function writeHintedPage(page, files) {
  const links = files.map((file) => `<link rel="modulepreload" href="${RELEASE_PATH}${file}">\n  `).join('');
  return writeHostPageFor(page, `${RELEASE_PATH}portal-cliente.js`, 'Made by lab/hints.mjs.', links);
}

try {
  const { session } = lab;
  const screens = {
    login: { route: '/conta/entrar', ready: loginReadyInPage },
    home: { route: '/', ready: homeReadyInPage, readyArg: session.description, storage: session.storage },
  };
  const base = {
    demoUrl: site.demoUrl,
    apiUrl: site.apiUrl,
    viewport: PHONE_VIEWPORT,
    cpuThrottling: CPU_THROTTLING,
    network: PHONE_NETWORK,
  };

  /** The chunks (every JS file but the entry) a first screen's load asked for before it was ready. */
  const chunksOf = async (/** @type {keyof typeof screens} */ screen) => {
    const loaded = await loadFirstScreen(browser, { ...base, build: BUILDS.preact, ...screens[screen] });
    await loaded.close();
    return [...loaded.requests()]
      .filter((one) => one.file?.endsWith('.js') && one.file !== 'portal-cliente.js' && one.sent < loaded.readyMs)
      .map((one) => /** @type {string} */ (one.file));
  };
  const loginChunks = await chunksOf('login');
  const homeChunks = await chunksOf('home');
  const variants = /** @type {const} */ ([
    ['login', 'the page as it is', BUILDS.preact.hostPage],
    ['login', "the login's chunks hinted", writeHintedPage('hinted-login.html', loginChunks)],
    ['home', 'the page as it is', BUILDS.preact.hostPage],
    ['home', "the home's chunks hinted", writeHintedPage('hinted-home.html', homeChunks)],
    ['home', "the login's chunks hinted", '/lab/hinted-login.html'],
  ]);
  /** @type {number[][]} */
  const samples = variants.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    // Alternate the order run by run, so the machine's noise falls on every variant alike.
    const order = run % 2 ? [...variants.keys()].reverse() : [...variants.keys()];
    for (const index of order) {
      const [screen, , hostPage] = variants[index];
      const loaded = await loadFirstScreen(browser, { ...base, build: { ...BUILDS.preact, hostPage }, ...screens[screen] });
      await loaded.close();
      samples[index].push(loaded.readyMs);
    }
    tick('hints: run', run + 1, RUNS);
  }
  clearStep();
  console.log(
    `${new Date().toISOString().slice(0, 10)}, Chromium, ${CPU_THROTTLING}x CPU, phone network, 375 px, empty cache; ms until ready, medians of ${RUNS}:`,
  );
  console.log(`login's chunks: ${loginChunks.join(', ')}\nhome's chunks: ${homeChunks.join(', ')}`);
  console.log('| screen | host page | ready (ms) | / as it is |\n|---|---|---:|---:|');
  variants.forEach(([screen, label], index) => {
    const plain = median(samples[variants.findIndex((one) => one[0] === screen)]);
    const ready = median(samples[index]);
    console.log(`| ${screen} | ${label} | ${Math.round(ready)} | ${(ready / plain).toFixed(2)} |`);
  });
} finally {
  await lab.close();
}
