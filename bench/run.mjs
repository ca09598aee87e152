// @ts-check
// npm run bench: the portal's weight and speed, on preact/compat (what ships) and on real React 19
// (the same source), side by side. Builds both, serves them on the demo host with the reference API,
// drives Chromium, prints a table and writes bench/results.json.
//
//   node bench/run.mjs [--no-build] [--runs 15] [--no-timing] [--no-tour]
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startDemoSite } from '../demo/demo-site.mjs';
import {
  ANA,
  BUILDS,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  freshContext,
  homeReadyInPage,
  KB,
  librariesIn,
  loadFirstScreen,
  loadRoute,
  loginReadyInPage,
  PHONE_NETWORK,
  signedInSession,
  sizesOf,
  sizesOfFiles,
  snapshot,
  splitRequests,
  staticClosure,
} from './measure.mjs';

/** @typedef {import('./measure.mjs').Sizes} Sizes */
/** @typedef {keyof typeof BUILDS} BuildName */

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RUNS = option('--runs', 15);
const CPU_THROTTLING = 4;
/**
 * The two ways the bench loads a first screen: today's CPU-only profile (4x CPU throttling on
 * loopback) and a phone on 4G (the same, plus Chromium's network emulation: 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up; issue 16).
 * @type {Record<string, { label: string, network?: typeof PHONE_NETWORK }>}
 */
const PROFILES = {
  cpu: { label: `${CPU_THROTTLING}x CPU, loopback` },
  phone: { label: `${CPU_THROTTLING}x CPU, phone network (150 ms, 1.6 Mbps down, 750 kbps up)`, network: PHONE_NETWORK },
};
/** @typedef {keyof typeof PROFILES} ProfileName */
const TOUR_TABS = ['Home', 'Serviços', 'Contratos', 'Financeiro', 'Agenda'];
/** @type {BuildName[]} */
const BUILD_NAMES = ['preact', 'react'];

/** The routes of spec section 2, each loaded on its own; the account ones signed out. */
const ROUTES = [
  { route: '/conta', signedIn: false },
  { route: '/conta/entrar', signedIn: false },
  { route: '/conta/recuperar-senha', signedIn: false },
  { route: '/conta/registrar', signedIn: false },
  { route: '/conta/registrar/confirmar', signedIn: false },
  { route: '/conta/registrar/senha', signedIn: false },
  { route: '/', signedIn: true },
  { route: '/eventos', signedIn: true },
  { route: '/servicos', signedIn: true },
  { route: '/contratos', signedIn: true },
  { route: '/financeiro', signedIn: true },
  { route: '/agenda', signedIn: true },
  { route: '/oportunidades', signedIn: true },
  { route: '/perfil/alterar-senha', signedIn: true },
];

if (!args.includes('--no-build')) {
  for (const flags of [[], ['--react']]) {
    console.log(`building${flags.length ? ' on React 19' : ' on preact/compat'}…`);
    try {
      execFileSync(process.execPath, ['scripts/build.mjs', ...flags], { stdio: 'pipe', env: { ...process.env, CI: '1' } });
    } catch (error) {
      const { stdout, stderr } = /** @type {{ stdout?: Buffer, stderr?: Buffer }} */ (error);
      console.error(`${stdout ?? ''}${stderr ?? ''}`);
      throw error;
    }
  }
}
writeReactHostPage();

const site = await startDemoSite({ demoPort: 0, apiPort: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const session = await signedInSession(browser, site.demoUrl);
  /** @type {Record<string, unknown>} */
  const results = { date: new Date().toISOString(), cpuThrottling: CPU_THROTTLING, network: PHONE_NETWORK, runs: RUNS, unit: 'bytes; KB = 1000 bytes' };

  console.log('measuring sizes…');
  const sizes = Object.fromEntries(await sequential(BUILD_NAMES, async (name) => [name, await measureSizes(name, session)]));
  results.sizes = sizes;

  if (!args.includes('--no-timing')) {
    console.log(`timing ${RUNS} runs per build and profile (${Object.values(PROFILES).map((one) => one.label).join('; ')})…`);
    results.timing = await measureTiming(session);
  }
  if (!args.includes('--no-tour')) {
    console.log('touring the five tabs twice…');
    results.tour = Object.fromEntries(await sequential(BUILD_NAMES, async (name) => [name, await tour(name)]));
  }

  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${report(results)}\nwritten to bench/results.json`);
} finally {
  await browser.close();
  await site.close();
}

/** The React build's host page: the demo page with the other script. */
function writeReactHostPage() {
  const index = readFileSync('demo/public/index.html', 'utf8');
  const page = index
    .replace(/src="\/dist\/(portal-cliente\/\{\{PORTAL_VERSION\}\}\/)?portal-cliente\.js"/, 'src="/dist-react/portal-cliente.js"')
    .replace('<title>', '<!-- Made by npm run bench from index.html: the same page on the React 19 build. -->\n  <title>');
  if (page === index) throw new Error('demo/public/index.html no longer loads the portal from /dist/: update bench/run.mjs');
  writeFileSync('demo/public/bench-react.html', page);
}

/**
 * @template T, R
 * @param {readonly T[]} items @param {(item: T) => Promise<R>} work
 */
async function sequential(items, work) {
  /** @type {R[]} */
  const done = [];
  for (const item of items) done.push(await work(item));
  return done;
}

/**
 * @param {BuildName} name
 * @param {{ storage: import('./measure.mjs').SeededStorage, description: string }} session
 */
async function measureSizes(name, session) {
  const build = BUILDS[name];
  const demoUrl = site.demoUrl;
  const disk = snapshot(build.dir);
  const loginReady = (/** @type {import('playwright-core').Page} */ page) => page.waitForFunction(loginReadyInPage, undefined, { timeout: 15_000 });
  const homeReady = (/** @type {import('playwright-core').Page} */ page) =>
    page.waitForFunction(homeReadyInPage, session.description, { timeout: 15_000 });

  /** What a screen loaded: its code (JS, CSS) and images, sized from the bytes the server sent. */
  const served = (/** @type {Awaited<ReturnType<typeof loadRoute>>} */ loaded) => {
    const { code, images } = splitRequests(loaded.files);
    const read = (/** @type {string} */ file) => /** @type {Buffer} */ (loaded.contents.get(file));
    return { code, images, read, shell: staticClosure(read, 'portal-cliente.js') };
  };

  const firstScreen = async (/** @type {string} */ route, /** @type {boolean} */ signedIn) => {
    const loaded = await loadRoute(browser, { demoUrl, build, route, storage: signedIn ? session.storage : undefined, ready: signedIn ? homeReady : loginReady });
    const { code, images, read } = served(loaded);
    return {
      files: code,
      requests: code.length,
      ...sizesOfFiles(read, code),
      images,
      imageBytes: sizesOfFiles(read, images).raw,
      libraries: librariesIn(code.map(read)),
      errors: loaded.errors,
    };
  };

  const routes = [];
  for (const { route, signedIn } of ROUTES) {
    const loaded = await loadRoute(browser, { demoUrl, build, route, storage: signedIn ? session.storage : undefined });
    const { code, images, read, shell } = served(loaded);
    const added = code.filter((file) => !shell.includes(file));
    routes.push({
      route,
      landedOn: loaded.hash.slice(1),
      added,
      ...sizesOfFiles(read, added),
      images: images.length,
      libraries: librariesIn(added.map(read)),
      errors: loaded.errors,
    });
  }

  const shell = staticClosure(disk.read, 'portal-cliente.js');
  const js = disk.files.filter((file) => file.endsWith('.js'));
  const css = disk.files.filter((file) => file.endsWith('.css'));
  return {
    entry: sizesOf(disk.read('portal-cliente.js')),
    shell: { files: shell, ...sizesOfFiles(disk.read, shell) },
    signedOut: await firstScreen('/conta/entrar', false),
    signedIn: await firstScreen('/', true),
    routes,
    allJs: { files: js.length, ...sizesOfFiles(disk.read, js) },
    allCss: { files: css.length, ...sizesOfFiles(disk.read, css) },
    images: { files: disk.files.filter((file) => file.startsWith('assets/')).length },
  };
}


/**
 * Median time to an interactive login form and to the home with data, and the median number of
 * sequential JS waves of each (bench/measure.mjs `wavesOf`), per profile and build. Runs alternate
 * between the builds (which goes first flips every run) and between the profiles, so machine noise
 * hits all alike.
 * @param {{ storage: import('./measure.mjs').SeededStorage, description: string }} session
 */
async function measureTiming(session) {
  /** @typedef {{ ms: number[], waves: number[] }} Samples */
  /** @type {Record<string, Record<string, { login: Samples, home: Samples }>>} */
  const samples = {};
  for (const profile of Object.keys(PROFILES))
    samples[profile] = Object.fromEntries(BUILD_NAMES.map((name) => [name, { login: { ms: [], waves: [] }, home: { ms: [], waves: [] } }]));
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 ? [...BUILD_NAMES].reverse() : BUILD_NAMES;
    for (const profile of /** @type {ProfileName[]} */ (Object.keys(PROFILES))) {
      for (const name of order) {
        const into = samples[profile][name];
        const login = await timeScreen(name, profile, '/conta/entrar', undefined, loginReadyInPage, undefined);
        into.login.ms.push(login.readyMs);
        into.login.waves.push(login.depth);
        const home = await timeScreen(name, profile, '/', session.storage, homeReadyInPage, session.description);
        into.home.ms.push(home.readyMs);
        into.home.waves.push(home.depth);
      }
    }
    process.stdout.write(`  run ${run + 1}/${RUNS}\r`);
  }
  const summary = (/** @type {Samples} */ one) => ({
    ms: median(one.ms),
    waves: median(one.waves),
    msRange: [Math.round(Math.min(...one.ms)), Math.round(Math.max(...one.ms))],
    wavesRange: [Math.min(...one.waves), Math.max(...one.waves)],
    samples: one,
  });
  return Object.fromEntries(
    Object.entries(samples).map(([profile, builds]) => [
      profile,
      Object.fromEntries(Object.entries(builds).map(([name, screens]) => [name, { login: summary(screens.login), home: summary(screens.home) }])),
    ]),
  );
}

/**
 * One timed load in a fresh context (empty cache). A load that fails (a page error, a file the
 * server no longer has because someone rebuilt meanwhile) is retried, at most twice.
 * @param {BuildName} name @param {ProfileName} profile @param {string} route
 * @param {import('./measure.mjs').SeededStorage | undefined} storage
 * @param {(arg: any) => number | false} ready @param {unknown} readyArg
 * @returns {Promise<{ readyMs: number, depth: number }>}
 */
async function timeScreen(name, profile, route, storage, ready, readyArg, attempt = 1) {
  try {
    const loaded = await loadFirstScreen(browser, {
      demoUrl: site.demoUrl,
      apiUrl: site.apiUrl,
      build: BUILDS[name],
      route,
      storage,
      ready,
      readyArg,
      cpuThrottling: CPU_THROTTLING,
      network: PROFILES[profile].network,
    });
    await loaded.close();
    if (loaded.problems.length) throw new Error(loaded.problems.join('; '));
    return loaded;
  } catch (error) {
    if (attempt > 2) throw new Error(`${name} ${route} (${profile}): ${String(error)}`);
    console.warn(`\n  ${name} ${route} (${profile}): retrying (${String(error).split('\n')[0]})`);
    return timeScreen(name, profile, route, storage, ready, readyArg, attempt + 1);
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
}

/**
 * Signs in through the UI and visits the five tabs twice (well within the 5 minutes the data stays
 * fresh), counting the API calls per endpoint; then the JS heap after a forced garbage collection.
 * @param {BuildName} name
 */
async function tour(name) {
  const build = BUILDS[name];
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    const apiOrigin = new URL(site.apiUrl).origin;
    /** @type {Record<string, number>} */
    const calls = {};
    let pending = 0;
    let lastApi = Date.now();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== apiOrigin) return;
      const key = `${request.method()} ${url.pathname.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
      calls[key] = (calls[key] ?? 0) + 1;
      pending++;
      lastApi = Date.now();
    });
    const done = () => {
      pending--;
      lastApi = Date.now();
    };
    page.on('requestfinished', (request) => new URL(request.url()).origin === apiOrigin && done());
    page.on('requestfailed', (request) => new URL(request.url()).origin === apiOrigin && done());
    const apiQuiet = async () => {
      while (pending > 0 || Date.now() - lastApi < 400) await new Promise((resolve) => setTimeout(resolve, 50));
    };

    const started = Date.now();
    await page.goto(`${site.demoUrl}${build.hostPage}#/conta/entrar`);
    const portal = page.locator('portal-cliente');
    await portal.getByLabel('E-mail').fill(ANA.email);
    await portal.getByLabel('Senha').fill(ANA.password);
    await portal.getByRole('button', { name: 'Acessar' }).click();
    await portal.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
    await apiQuiet();
    const nav = portal.getByRole('navigation', { name: 'Principal' });
    for (let lap = 0; lap < 2; lap++) {
      for (const tab of TOUR_TABS) {
        await nav.getByRole('link', { name: tab, exact: true }).click();
        await portal.locator('h1').first().waitFor();
        await apiQuiet();
      }
    }
    const tourMs = Date.now() - started;
    if (tourMs > 5 * 60_000) throw new Error(`the tour took ${tourMs} ms, longer than the 5 minutes data stays fresh`);

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return { tourMs, calls, heapUsed: heap.usedSize, heapTotal: heap.totalSize };
  } finally {
    await context.close();
  }
}

/** @param {Record<string, any>} results */
function report(results) {
  const { preact, react } = results.sizes;
  const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);
  const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b ? (a / b).toFixed(2) : '—');
  /** @param {string} label @param {Sizes} p @param {Sizes} r @param {string} [extra] */
  const sizeRow = (label, p, r, extra = '') =>
    `| ${label} | ${kb(p.raw)} | ${kb(p.gzip)} | ${kb(p.brotli)} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} | ${ratio(p.gzip, r.gzip)} |${extra}`;
  const lines = [
    'Sizes in KB (1 KB = 1000 bytes), each file compressed on its own as a server sends it.',
    '',
    '| what | preact raw | gzip | brotli | React raw | gzip | brotli | gzip preact/React |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    sizeRow('entry chunk (portal-cliente.js)', preact.entry, react.entry),
    sizeRow(`shell: entry + its static imports (${preact.shell.files.length} files)`, preact.shell, react.shell),
    sizeRow(`first screen signed out: /conta/entrar (${preact.signedOut.requests} files)`, preact.signedOut, react.signedOut),
    sizeRow(`first screen signed in: home with data (${preact.signedIn.requests} files)`, preact.signedIn, react.signedIn),
    ...preact.routes.map((/** @type {any} */ route, /** @type {number} */ index) =>
      sizeRow(`route ${route.route}: chunks it adds${route.libraries.length ? ` (${route.libraries.join(', ')})` : ''}`, route, react.routes[index]),
    ),
    sizeRow(`all JS (${preact.allJs.files} files)`, preact.allJs, react.allJs),
    sizeRow(`all CSS (${preact.allCss.files} files; styles are in JS)`, preact.allCss, react.allCss),
    '',
    `Card images on the first screens: signed out ${preact.signedOut.images.length}, signed in ${preact.signedIn.images.length} (${kb(preact.signedIn.imageBytes)} KB).`,
  ];
  if (results.timing) {
    const t = results.timing;
    // On loopback a response can arrive before the browser has sent the rest of its batch, so a
    // wave count there says nothing about waiting: waves are counted on the phone network only.
    const waves = (/** @type {string} */ profile, /** @type {any} */ one) => (PROFILES[profile].network ? String(one.waves) : '—');
    const row = (/** @type {string} */ profile, /** @type {'login' | 'home'} */ screen, /** @type {string} */ label) => {
      const [p, r] = [t[profile].preact[screen], t[profile].react[screen]];
      return `| ${label} | ${p.ms} | ${r.ms} | ${ratio(p.ms, r.ms)} | ${waves(profile, p)} | ${waves(profile, r)} |`;
    };
    lines.push(
      '',
      `Chromium, median of ${results.runs} runs (ms from navigation start; JS waves as bench/measure.mjs wavesOf counts them, on the phone network):`,
      '',
      '| profile: screen | preact ms | React ms | preact/React | preact waves | React waves |',
      '|---|---:|---:|---:|---:|---:|',
      ...Object.entries(PROFILES).flatMap(([profile, { label }]) => [
        row(profile, 'login', `${label}: login form interactive`),
        row(profile, 'home', `${label}: home with its data`),
      ]),
    );
  }
  if (results.tour) {
    const { preact: p, react: r } = results.tour;
    const endpoints = [...new Set([...Object.keys(p.calls), ...Object.keys(r.calls)])].sort();
    lines.push(
      '',
      `Tour: sign in, then ${TOUR_TABS.join(', ')}, twice (${(p.tourMs / 1000).toFixed(1)} s on preact). API calls per endpoint:`,
      '',
      '| endpoint | preact | React |',
      '|---|---:|---:|',
      ...endpoints.map((endpoint) => `| ${endpoint} | ${p.calls[endpoint] ?? 0} | ${r.calls[endpoint] ?? 0} |`),
      '',
      `JS heap after the tour (after forced GC): preact ${(p.heapUsed / 1e6).toFixed(2)} MB, React ${(r.heapUsed / 1e6).toFixed(2)} MB (preact/React ${ratio(p.heapUsed, r.heapUsed)}).`,
    );
  }
  return lines.join('\n');
}
