// @ts-check
// npm run lab -- bench (npm run bench): the portal's weight and speed, on preact/compat (what ships)
// and on real React 19 (the same source), side by side. Builds both, serves them on the demo host with
// the reference API, drives Chromium, prints a table and writes lab/out/results.json and a waterfall
// picture per first screen (lab/out/waterfall-*.svg).
//
//   npm run lab -- bench [--no-build] [--runs 15] [--no-timing] [--no-tour] [--trace-runs 5] [--no-trace]
//                        [--floor-runs 5] [--no-floor] [--returning-runs 3] [--returning-host-page /]
// docs/performance.md says what each part measures.
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KB, librariesIn, sizesOf, sizesOfFiles, snapshot, splitRequests, staticClosure } from '../test-kit/bundle-files.mjs';
import { loadRoute } from '../test-kit/load-route.mjs';
import { homeReadyInPage, loginReadyInPage } from '../test-kit/screen-ready.mjs';
import { ANA, freshContext } from '../test-kit/signed-in-session.mjs';
import { loadFirstScreen, PHONE_NETWORK, roundTripsOf } from '../test-kit/timed-load.mjs';
import { BUILDS, commandLine, CPU_THROTTLING, median, OUT, openLab, PHONE_VIEWPORT } from './lab-site.mjs';
import { KINDS, loadedInPage, traceMainThread, writeStaticPages } from './main-thread.mjs';
import { clearStep, step, tick } from './progress.mjs';
import { waterfallSvg } from './waterfall.mjs';

/** @typedef {import('../test-kit/bundle-files.mjs').Sizes} Sizes */
/** @typedef {'preact' | 'react'} BuildName */
/** @typedef {import('../test-kit/signed-in-session.mjs').SeededStorage} SeededStorage */

const args = commandLine();
const RUNS = args.number('--runs', 15);
const TRACE_RUNS = args.number('--trace-runs', 5);
const FLOOR_RUNS = args.number('--floor-runs', 5);
const RETURNING_RUNS = args.number('--returning-runs', 3);
/**
 * The host page the returning visitor comes back to. A hook for a release whose entry is versioned
 * and immutable (no revalidation on a return): point it at a page that loads that entry.
 */
const RETURNING_HOST_PAGE = args.value('--returning-host-page') ?? '/';
/**
 * The two ways the bench loads a first screen: today's CPU-only profile (4x CPU throttling on
 * loopback) and a phone on 4G (the same, plus Chromium's network emulation: 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up).
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
/**
 * What a timed load runs: a build on its host page and the API origin it calls. 'sameOrigin' is the
 * preact build on the host page wired to the host's own /api/ (the same-origin deployment: the demo
 * host passes /api/ on to the API); 'snippet' is the pinned release on the page of `npm run snippet`
 * (import map, preconnect, the boot script; demo/public/plain.html) and 'bare' the same release on a
 * bare script tag (demo/public/bare.html), side by side so the boot script is judged against the
 * tag it adds to. Those three are timed on the phone network only.
 * @typedef {BuildName | 'sameOrigin' | 'snippet' | 'bare'} VariantName
 * @param {VariantName} name
 */
const variant = (name) =>
  name === 'sameOrigin'
    ? { build: { ...BUILDS.preact, hostPage: '/?api=same-origin' }, apiUrl: site.demoUrl }
    : name === 'snippet' || name === 'bare'
      ? { build: { ...BUILDS.preact, hostPage: name === 'snippet' ? '/plain.html' : '/bare.html' }, apiUrl: site.apiUrl }
      : { build: BUILDS[name], apiUrl: site.apiUrl };
/** @type {VariantName[]} */
const PHONE_VARIANTS = ['preact', 'react', 'sameOrigin', 'snippet', 'bare'];
/** How the main-thread table names the screens drawn with no script. @type {Record<string, string>} */
const STATIC_NAMES = { loginStatic: 'login, no script', homeStatic: 'home, no script' };

/** The routes, each loaded on its own; the account ones signed out. */
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

const lab = await openLab({ build: !args.has('--no-build'), react: !args.has('--no-build') });
const { site, browser, session } = lab;
try {
  /** @type {Record<string, unknown>} */
  const results = {
    date: new Date().toISOString(),
    cpuThrottling: CPU_THROTTLING,
    network: PHONE_NETWORK,
    runs: RUNS,
    unit: 'bytes; KB = 1000 bytes',
  };

  step('measuring sizes');
  const sizes = Object.fromEntries(await sequential(BUILD_NAMES, async (name) => [name, await measureSizes(name, session)]));
  results.sizes = sizes;

  if (!args.has('--no-timing')) {
    step(`timing ${RUNS} runs per build and profile`);
    results.timing = await measureTiming(session);
    writeResults(results);
  }
  // The screens drawn with no script, for the main thread's floor and the phone's one-script limits.
  if (!args.has('--no-trace') || !args.has('--no-floor')) await writeStaticPages(browser, site.demoUrl, session);
  if (!args.has('--no-trace')) {
    step(`tracing the main thread, ${TRACE_RUNS} runs (${CPU_THROTTLING}x CPU, 375 px)`);
    results.mainThread = await measureMainThread(session);
    writeResults(results);
  }
  if (!args.has('--no-floor')) {
    step(`the network's floor per first screen, ${FLOOR_RUNS} runs, and the waterfalls`);
    results.floor = await measureFloors(session);
    writeResults(results);
    step(`returning visitors, ${RETURNING_RUNS} runs`);
    results.returning = await measureReturning(session);
  }
  if (!args.has('--no-tour')) {
    step('touring the five tabs twice');
    results.tour = Object.fromEntries(await sequential(BUILD_NAMES, async (name) => [name, await tour(name)]));
  }

  writeResults(results);
  clearStep();
  console.log(`\n${report(results)}\nwritten to ${OUT}/results.json`);
} finally {
  await lab.close();
}

/** Writes what has been measured so far, so a failure late in a long run keeps the rest. @param {Record<string, unknown>} results */
function writeResults(results) {
  writeFileSync(`${OUT}/results.json`, `${JSON.stringify(results, null, 2)}\n`);
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
 * @param {{ storage: SeededStorage, description: string }} session
 */
async function measureSizes(name, session) {
  const build = BUILDS[name];
  const demoUrl = site.demoUrl;
  const disk = snapshot(build.dir);
  const loginReady = (/** @type {import('playwright-core').Page} */ page) =>
    page.waitForFunction(loginReadyInPage, undefined, { timeout: 15_000 });
  const homeReady = (/** @type {import('playwright-core').Page} */ page) =>
    page.waitForFunction(homeReadyInPage, session.description, { timeout: 15_000 });

  /** What a screen loaded: its code (JS, CSS) and images, sized from the bytes the server sent. */
  const served = (/** @type {Awaited<ReturnType<typeof loadRoute>>} */ loaded) => {
    const { code, images } = splitRequests(loaded.files);
    const read = (/** @type {string} */ file) => /** @type {Buffer} */ (loaded.contents.get(file));
    return { code, images, read, shell: staticClosure(read, 'portal-cliente.js') };
  };

  const firstScreen = async (/** @type {string} */ route, /** @type {boolean} */ signedIn) => {
    const loaded = await loadRoute(browser, {
      demoUrl,
      build,
      route,
      storage: signedIn ? session.storage : undefined,
      ready: signedIn ? homeReady : loginReady,
    });
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
    step(`sizes: ${name} ${route}`);
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
  // The offline worker is the host's to serve, never loaded by the portal: sized apart, as the
  // budget test does (docs/performance.md, "Budgets").
  const js = disk.files.filter((file) => file.endsWith('.js') && file !== 'portal-cliente-sw.js');
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
 * sequential JS waves of each (test-kit/timed-load.mjs `wavesOf`), per profile and build. Runs alternate
 * between the builds (which goes first flips every run) and between the profiles, so machine noise
 * hits all alike.
 * @param {{ storage: SeededStorage, description: string }} session
 */
async function measureTiming(session) {
  /** @typedef {{ ms: number[], waves: number[] }} Samples */
  /** @type {Record<string, Record<string, { login: Samples, home: Samples }>>} */
  const samples = {};
  const namesOf = (/** @type {string} */ profile) => (PROFILES[profile].network ? PHONE_VARIANTS : BUILD_NAMES);
  for (const profile of Object.keys(PROFILES))
    samples[profile] = Object.fromEntries(
      namesOf(profile).map((name) => [name, { login: { ms: [], waves: [] }, home: { ms: [], waves: [] } }]),
    );
  for (let run = 0; run < RUNS; run++) {
    for (const profile of /** @type {ProfileName[]} */ (Object.keys(PROFILES))) {
      const order = run % 2 ? [...namesOf(profile)].reverse() : namesOf(profile);
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
    tick('timing: run', run + 1, RUNS);
  }
  const summary = (/** @type {Samples} */ one) => ({
    ms: medianMs(one.ms),
    waves: medianMs(one.waves),
    msRange: [Math.round(Math.min(...one.ms)), Math.round(Math.max(...one.ms))],
    wavesRange: [Math.min(...one.waves), Math.max(...one.waves)],
    samples: one,
  });
  return Object.fromEntries(
    Object.entries(samples).map(([profile, builds]) => [
      profile,
      Object.fromEntries(
        Object.entries(builds).map(([name, screens]) => [name, { login: summary(screens.login), home: summary(screens.home) }]),
      ),
    ]),
  );
}

/**
 * One timed load in a fresh context (empty cache). A load that fails (a page error, a file the
 * server no longer has because someone rebuilt meanwhile) is retried, at most twice.
 * @param {VariantName} name @param {ProfileName} profile @param {string} route
 * @param {SeededStorage | undefined} storage
 * @param {(arg: any) => number | false} ready @param {unknown} readyArg
 * @returns {Promise<{ readyMs: number, depth: number }>}
 */
async function timeScreen(name, profile, route, storage, ready, readyArg, attempt = 1) {
  try {
    const loaded = await loadFirstScreen(browser, {
      demoUrl: site.demoUrl,
      ...variant(name),
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
    if (attempt > 2) throw new Error(`${name} ${route} (${profile}): ${String(error)}`, { cause: error });
    clearStep();
    console.warn(`  ${name} ${route} (${profile}): retrying (${String(error).split('\n')[0]})`);
    return timeScreen(name, profile, route, storage, ready, readyArg, attempt + 1);
  }
}

/**
 * Main-thread time of the blank host page, the login and the home with data (preact), and of the
 * same two screens drawn with no script (their floor, written by writeStaticPages in
 * lab/main-thread.mjs before this runs),
 * each from a Chromium trace at 4x CPU and 375 px: runs alternate between the five, medians kept
 * per kind of work, on both clocks (wall: what the page waited; cpu: the thread's own CPU time,
 * which a loaded machine inflates less). lab/main-thread.mjs says what each kind holds.
 * @param {{ storage: SeededStorage, description: string }} session
 */
async function measureMainThread(session) {
  const screens = {
    blank: { url: `${site.demoUrl}/blank.html`, ready: loadedInPage },
    login: { url: `${site.demoUrl}/#/conta/entrar`, ready: loginReadyInPage },
    home: { url: `${site.demoUrl}/#/`, ready: homeReadyInPage, readyArg: session.description, storage: session.storage },
    loginStatic: { url: `${site.demoUrl}/lab/static-login.html`, ready: loginReadyInPage },
    homeStatic: { url: `${site.demoUrl}/lab/static-home.html`, ready: homeReadyInPage, readyArg: session.description },
  };
  /** @type {Record<string, Array<Awaited<ReturnType<typeof traceMainThread>>>>} */
  const samples = Object.fromEntries(Object.keys(screens).map((name) => [name, []]));
  for (let run = 0; run < TRACE_RUNS; run++) {
    for (const [name, screen] of Object.entries(screens))
      samples[name].push(await traceMainThread(browser, { ...screen, cpuThrottling: CPU_THROTTLING, viewport: PHONE_VIEWPORT }));
    tick('tracing: run', run + 1, TRACE_RUNS);
  }
  const medians = (/** @type {Array<Record<string, any>>} */ list) =>
    Object.fromEntries(['total', ...KINDS].map((kind) => [kind, medianMs(list.map((one) => one[kind]))]));
  return Object.fromEntries(
    Object.entries(samples).map(([name, list]) => [
      name,
      {
        readyMs: medianMs(list.map((one) => one.readyMs)),
        wall: medians(list.map((one) => one.wall)),
        cpu: medians(list.map((one) => one.cpu)),
        samples: list,
      },
    ]),
  );
}

/**
 * Per first screen and variant, on the phone profile: one recorded load (its waterfall written to
 * lab/out/waterfall-<screen>[-same-origin|-react].svg, critical path marked), then the floor: the
 * ideal page (lab/floor.html) asking at navigation start, all at once, for exactly
 * the files and API calls that load made before its screen was ready, median of FLOOR_RUNS.
 * @param {{ storage: SeededStorage, description: string }} session
 */
async function measureFloors(session) {
  /** @type {Record<string, Record<string, unknown>>} */
  const floors = {};
  for (const name of PHONE_VARIANTS) {
    floors[name] = {};
    for (const screen of /** @type {const} */ (['login', 'home'])) {
      step(`floor and limits: ${name} ${screen}`);
      const signedIn = screen === 'home';
      const loaded = await loadFirstScreen(browser, {
        demoUrl: site.demoUrl,
        ...variant(name),
        route: signedIn ? '/' : '/conta/entrar',
        storage: signedIn ? session.storage : undefined,
        ready: signedIn ? homeReadyInPage : loginReadyInPage,
        readyArg: signedIn ? session.description : undefined,
        cpuThrottling: CPU_THROTTLING,
        network: PHONE_NETWORK,
        viewport: PHONE_VIEWPORT,
      });
      const requests = loaded.requests();
      await loaded.close();
      const suffix = name === 'preact' ? '' : name === 'sameOrigin' ? '-same-origin' : `-${name}`;
      const svg = `waterfall-${screen}${suffix}.svg`;
      writeFileSync(
        `${OUT}/${svg}`,
        waterfallSvg({
          title: `${screen === 'home' ? 'Home with data' : 'Login'} (${name}), phone profile: one load`,
          requests,
          readyMs: loaded.readyMs,
        }),
      );
      const needed = requests.filter((request) => request.sent <= loaded.readyMs && !request.document && !request.preflight);
      const isApi = (/** @type {{ url: string }} */ request) => new URL(request.url).pathname.startsWith('/api/');
      const spec = {
        files: needed.filter((request) => !isApi(request) && request.method === 'GET').map((request) => request.url),
        calls: needed.filter(isApi).map((request) => ({
          url: request.url,
          headers: Object.fromEntries(Object.entries(request.headers).filter(([key]) => /^(authorization|accept)$/i.test(key))),
        })),
      };
      // The limits of the shipped build's screens (its no-script copies), each alternating with
      // the floor so a busy moment of the machine hits them alike.
      /** @type {Record<string, { first: string[], files: string[], calls: unknown[] }>} */
      const limits = name === 'preact' ? limitSpecs(spec, requests) : {};
      /** @type {Record<string, number[]>} */
      const ms = { floor: [], ...Object.fromEntries(Object.keys(limits).map((limit) => [limit, []])) };
      /** @type {string[]} */
      const failures = [];
      for (let run = 0; run < FLOOR_RUNS; run++) {
        for (const [which, samples] of Object.entries(ms)) {
          // A load that never finishes is noted and left out, not the end of the whole run.
          try {
            samples.push(
              which === 'floor'
                ? await floorOnce(`/lab/floor.html#${encodeURIComponent(JSON.stringify(spec))}`, floorInPage)
                : await floorOnce(
                    `/lab/limit-${screen}.html#${encodeURIComponent(JSON.stringify(limits[which]))}`,
                    signedIn ? homeReadyInPage : loginReadyInPage,
                    signedIn ? session.description : undefined,
                  ),
            );
          } catch (error) {
            failures.push(`${which}: ${String(error).split('\n')[0]}`);
            clearStep();
            console.warn(`  ${which} of ${name} ${screen}: ${failures[failures.length - 1]}`);
          }
        }
      }
      const { floor: floorSamples, ...limitSamples } = ms;
      floors[name][screen] = {
        floorMs: floorSamples.length ? medianMs(floorSamples) : null,
        floorSamples,
        ...(name === 'preact' && {
          limits: Object.fromEntries(
            Object.entries(limitSamples).map(([which, samples]) => [
              which,
              { ms: samples.length ? medianMs(samples) : null, samples, first: limits[which].first.map((url) => new URL(url).pathname) },
            ]),
          ),
        }),
        failures,
        oneLoadMs: Math.round(loaded.readyMs),
        files: spec.files.length,
        calls: spec.calls.map((call) => new URL(call.url).pathname),
        preflights: requests.filter((request) => request.preflight && request.sent <= loaded.readyMs).length,
        ...roundTripsOf(requests, loaded.readyMs),
        waterfall: `${OUT}/${svg}`,
      };
    }
  }
  return floors;
}

/**
 * The one-script limits of a screen (lab/out/pages/limit-<screen>.html, made by
 * writeStaticPages): the same files and calls as its floor, some asked for first and alone, then
 * the screen's no-script copy drawn. 'oneWave': none first (a host page hinting every file, and
 * a call that needs nothing of the code); 'entryFirst': the entry first, as the one script tag
 * imposes on this build's split; 'smallestFirst': the smallest of the files first, as if the script
 * tag's file were a loader of next to nothing.
 * @param {{ files: string[], calls: unknown[] }} spec
 * @param {import('../test-kit/timed-load.mjs').TimedRequest[]} requests the recorded load the page's list came from
 */
function limitSpecs(spec, requests) {
  const entry = spec.files.find((url) => new URL(url).pathname.endsWith('/portal-cliente.js'));
  const sizeOf = (/** @type {string} */ url) => {
    const file = requests.find((request) => request.url === url)?.file;
    return file ? statSync(join(BUILDS.preact.dir, file)).size : Infinity;
  };
  const smallest = [...spec.files].sort((a, b) => sizeOf(a) - sizeOf(b))[0];
  const firstThen = (/** @type {string[]} */ first) => ({ ...spec, first, files: spec.files.filter((url) => !first.includes(url)) });
  return {
    oneWave: firstThen([]),
    ...(entry && { entryFirst: firstThen([entry]) }),
    smallestFirst: firstThen([smallest]),
  };
}

/** The floor page is done once its last answer is in. */
function floorInPage() {
  return /** @type {any} */ (window).floorMs ?? /** @type {any} */ (window).floorError ?? false;
}

/**
 * One load of a floor or limit page (its path and hash) in a fresh context on the phone profile:
 * ms from navigation start until `ready` holds (polled each frame, as for the portal).
 * @param {string} path @param {(arg: any) => number | string | false} ready @param {unknown} [readyArg]
 */
async function floorOnce(path, ready, readyArg) {
  const context = await freshContext(browser, undefined, PHONE_VIEWPORT);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await page.goto(`${site.demoUrl}${path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(ready, readyArg, { polling: 'raf', timeout: 30_000 }).catch(async () => {
      const pending = await page.evaluate(() => {
        const waiting = /** @type {{ floorPending?: Set<string> }} */ (/** @type {unknown} */ (window)).floorPending;
        return [...(waiting ?? [])].join(', ');
      });
      throw new Error(`still waiting for ${pending || 'the screen'}`);
    });
    const value = await handle.jsonValue();
    if (typeof value !== 'number') throw new Error(`the page failed: ${value}`);
    return value;
  } finally {
    await context.close();
  }
}

/**
 * A returning visitor on the phone profile: signed in (a session in storage) and back in the same
 * browser session (its HTTP cache and CORS preflight cache warm from a first visit). The median time
 * to the home with data over RETURNING_RUNS returns, and the round trips each waited for after its
 * host page (test-kit/timed-load.mjs roundTripsOf). `--returning-host-page` points it at another page
 * (one that loads a versioned, immutable entry, say).
 * @param {{ storage: SeededStorage, description: string }} session
 */
async function measureReturning(session) {
  /** @type {Record<string, unknown>} */
  const returning = {};
  for (const name of PHONE_VARIANTS) {
    const chosen = variant(name);
    const hostPage =
      name === 'react' || name === 'snippet' || name === 'bare' || RETURNING_HOST_PAGE === '/'
        ? chosen.build.hostPage
        : `${RETURNING_HOST_PAGE}${name === 'sameOrigin' ? '?api=same-origin' : ''}`;
    const context = await freshContext(browser, session.storage, PHONE_VIEWPORT);
    try {
      const visit = () =>
        loadFirstScreen(browser, {
          demoUrl: site.demoUrl,
          ...chosen,
          build: { ...chosen.build, hostPage },
          route: '/',
          ready: homeReadyInPage,
          readyArg: session.description,
          cpuThrottling: CPU_THROTTLING,
          network: PHONE_NETWORK,
          context,
        });
      const first = await visit();
      await first.close();
      /** @type {Array<{ ms: number, roundTrips: number, network: string[] }>} */
      const visits = [];
      for (let run = 0; run < RETURNING_RUNS; run++) {
        const again = await visit();
        visits.push({ ms: Math.round(again.readyMs), ...roundTripsOf(again.requests(), again.readyMs) });
        await again.close();
      }
      returning[name] = {
        hostPage,
        ms: medianMs(visits.map((one) => one.ms)),
        roundTrips: medianMs(visits.map((one) => one.roundTrips)),
        network: visits[visits.length - 1].network,
        samples: visits.map((one) => one.ms),
      };
    } finally {
      await context.close();
    }
  }
  return returning;
}

/** The median, to the millisecond. @param {number[]} values */
function medianMs(values) {
  return Math.round(median(values));
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
      sizeRow(
        `route ${route.route}: chunks it adds${route.libraries.length ? ` (${route.libraries.join(', ')})` : ''}`,
        route,
        react.routes[index],
      ),
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
      `Chromium, median of ${results.runs} runs (ms from navigation start; JS waves as test-kit/timed-load.mjs wavesOf counts them, on the phone network):`,
      '',
      '| profile: screen | preact ms | React ms | preact/React | preact waves | React waves |',
      '|---|---:|---:|---:|---:|---:|',
      ...Object.entries(PROFILES).flatMap(([profile, { label }]) => [
        row(profile, 'login', `${label}: login form interactive`),
        row(profile, 'home', `${label}: home with its data`),
      ]),
      '',
      `Same-origin deployment (the host serves the API under its own /api/), phone network: login ${t.phone.sameOrigin.login.ms} ms, ` +
        `home with data ${t.phone.sameOrigin.home.ms} ms (${ratio(t.phone.sameOrigin.home.ms, t.phone.preact.home.ms)}x the cross-origin home).`,
      '',
      `The snippet's page (boot script, import map) against the same pinned release on a bare script tag, phone network: ` +
        ['login', 'home']
          .map(
            (screen) =>
              `${screen} ${t.phone.snippet[screen].ms} ms against ${t.phone.bare[screen].ms} ms (${ratio(t.phone.snippet[screen].ms, t.phone.bare[screen].ms)})`,
          )
          .join('; ') +
        '.',
    );
  }
  if (results.mainThread) {
    const m = results.mainThread;
    const kinds = ['total', ...KINDS];
    const cells = (/** @type {any} */ one, /** @type {'wall' | 'cpu'} */ clock) =>
      kinds.map((kind) => Math.round(one[clock][kind])).join(' | ');
    lines.push(
      '',
      `Main thread, Chromium trace at ${results.cpuThrottling}x CPU, 375 px, preact, median of ${m.blank.samples.length} (ms from navigation start to ready; wall = time the thread was busy, cpu = its own CPU time):`,
      '',
      `| page | clock | ready | ${kinds.join(' | ')} | total / blank |`,
      `|---|---|---:|${kinds.map(() => '---:').join('|')}|---:|`,
      ...['blank', 'login', 'home', 'loginStatic', 'homeStatic'].flatMap((name) =>
        /** @type {const} */ (['wall', 'cpu']).map(
          (clock) =>
            `| ${STATIC_NAMES[name] ?? name} | ${clock} | ${m[name].readyMs} | ${cells(m[name], clock)} | ${ratio(m[name][clock].total, m.blank[clock].total)} |`,
        ),
      ),
      '',
      `The same screens drawn with no script (their markup and styles as the portal drew them, in the page as a declarative shadow root) are the floor for the main thread: ` +
        ['login', 'home']
          .map(
            (screen) =>
              `${screen} / its floor ${ratio(m[screen].wall.total, m[`${screen}Static`].wall.total)} (wall), ${ratio(m[screen].cpu.total, m[`${screen}Static`].cpu.total)} (cpu)`,
          )
          .join('; ') +
        '.',
    );
  }
  if (results.floor && results.timing) {
    const f = results.floor;
    const t = results.timing.phone;
    const floorRow = (/** @type {string} */ name, /** @type {'login' | 'home'} */ screen) => {
      const one = f[name][screen];
      return `| ${name} | ${screen} | ${t[name][screen].ms} | ${one.floorMs} | ${ratio(t[name][screen].ms, one.floorMs)} | ${one.files} | ${one.calls.length} | ${one.preflights} | ${one.roundTrips} | ${one.waterfall} |`;
    };
    lines.push(
      '',
      `Phone profile against its floor (an ideal page asking at navigation start, all at once, for the same files and API calls; median of ${f.preact.login.floorSamples.length}):`,
      '',
      '| build | screen | portal ms | floor ms | portal / floor | files | API calls | preflights | round trips | waterfall |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
      ...PHONE_VARIANTS.flatMap((name) => [floorRow(name, 'login'), floorRow(name, 'home')]),
    );
    const limitRow = (/** @type {'login' | 'home'} */ screen) => {
      const { floorMs, limits } = f.preact[screen];
      const portal = t.preact[screen].ms;
      const cell = (/** @type {string} */ which) => (limits[which]?.ms ? `${limits[which].ms} (${ratio(limits[which].ms, floorMs)})` : '—');
      return `| ${screen} | ${portal} (${ratio(portal, floorMs)}) | ${floorMs} | ${cell('oneWave')} | ${cell('entryFirst')} | ${cell('smallestFirst')} | ${limits.entryFirst?.ms ? ratio(portal, limits.entryFirst.ms) : '—'} |`;
    };
    lines.push(
      '',
      `The one-script limits (the same files and calls, some asked for first and alone, then the screen drawn with no script; ms, and / floor; median of ${f.preact.login.floorSamples.length}, alternating with the floor):`,
      '',
      '| screen | portal | floor | one wave, drawn | entry first, drawn | smallest file first, drawn | portal / entry first |',
      '|---|---:|---:|---:|---:|---:|---:|',
      limitRow('login'),
      limitRow('home'),
    );
  }
  if (results.returning) {
    const r = results.returning;
    lines.push(
      '',
      `Returning visitor, phone profile: signed in, back in the same browser session (HTTP and preflight caches warm), home with data, median of ${r.preact.samples.length}:`,
      '',
      '| build | host page | ms | round trips after the page | what went to the network |',
      '|---|---|---:|---:|---|',
      ...PHONE_VARIANTS.map(
        (name) => `| ${name} | ${r[name].hostPage} | ${r[name].ms} | ${r[name].roundTrips} | ${r[name].network.join(', ')} |`,
      ),
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
