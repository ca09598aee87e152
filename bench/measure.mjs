// @ts-check
// What `npm run bench` and the bundle-budget test share: file sizes, what a screen really loads in
// Chromium, when a screen counts as ready, and a signed-in session to seed.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { execFileSync } from 'node:child_process';

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */
/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ url: string, origin: string, localStorage: Array<{ name: string, value: string }> }} SeededStorage */

export const KB = 1000;

/**
 * A requested path below a build's mount as the build's file: the versioned release folder
 * (`portal-cliente/1.0.0/chunks/x.js`) holds the same files as the evergreen path (`chunks/x.js`).
 * @param {string} path
 */
const buildFile = (path) => decodeURIComponent(path).replace(/^portal-cliente\/[^/]+\//, '');

/** The Chromium flags of every run on this machine, the tests' too (tests/support/engine.ts): no background networking. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The bench's slow phone: Chromium's CPU throttling rate, and a phone's viewport. */
export const CPU_THROTTLING = 4;
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/**
 * A bench script's command line: `value('--compare')` is the word after the flag, `number('--runs',
 * 9)` the same as a number (or the fallback), `has('--no-build')` whether the flag is there.
 * @param {string[]} [args]
 */
export function commandLine(args = process.argv.slice(2)) {
  const value = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  return {
    value,
    number: (/** @type {string} */ name, /** @type {number} */ fallback) => Number(value(name) ?? fallback),
    has: (/** @type {string} */ flag) => args.includes(flag),
  };
}

/** Builds the portal into dist/ (scripts/build.mjs, quietly), as the bench scripts do unless told `--no-build`. */
export function buildPortal() {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'pipe', env: { ...process.env, CI: '1' } });
}

/** The middle value (the mean of the two middle ones for an even count). @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Writes `demo/public/<page>`: the demo page (index.html) loading the portal from `script` instead of
 * the pinned release, so another build runs on the same host page. `note` says what made it;
 * `head`, markup put in the page's head just before the portal's script (e.g. hints).
 * @param {string} page @param {string} script @param {string} note @param {string} [head]
 */
export function writeHostPageFor(page, script, note, head = '') {
  const index = readFileSync('demo/public/index.html', 'utf8');
  const portalScript = /<script type="module" src="\/dist\/(portal-cliente\/\{\{PORTAL_VERSION\}\}\/)?portal-cliente\.js"/;
  if (!portalScript.test(index)) throw new Error('demo/public/index.html no longer loads the portal from /dist/: update bench/measure.mjs');
  const written = index
    .replace(portalScript, `${head}<script type="module" src="${script}"`)
    .replace('<title>', `<!-- ${note} -->\n  <title>`);
  writeFileSync(`demo/public/${page}`, written);
}

export const ANA = { email: 'ana.souza@exemplo.com.br', password: 'Portal@2026' };

/** The two builds of the same source, and the demo page that loads each. */
export const BUILDS = /** @type {const} */ ({
  preact: { dir: 'dist', mount: '/dist/', hostPage: '/' },
  react: { dir: 'dist-react', mount: '/dist-react/', hostPage: '/bench-react.html' },
});

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
export function sumSizes(list) {
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
export function listFiles(dir) {
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
export const codeFiles = (dir) => listFiles(dir).filter(isCode);

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
export const fromDisk = (dir) => (/** @type {string} */ file) => readFileSync(join(dir, file));

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

/** Splits requested files into code and images. @param {string[]} files */
export const splitRequests = (files) => ({ code: files.filter(isCode), images: files.filter(isImage) });

/*
 * Readiness, checked in the page on every animation frame; each returns `performance.now()`
 * (milliseconds since navigation start) once the screen is ready, else false.
 */

/**
 * The login form is interactive when the 'Acessar' button is rendered and enabled, and the E-mail
 * field is rendered, enabled and takes focus. Rendered means it has a layout box; by then preact or
 * React has attached the form's handlers (they attach as the element is created).
 */
export function loginReadyInPage() {
  const root = document.querySelector('portal-cliente')?.shadowRoot;
  if (!root) return false;
  const button = [...root.querySelectorAll('button')].find((one) => one.textContent?.trim() === 'Acessar');
  const label = [...root.querySelectorAll('label')].find((one) => one.textContent?.trim() === 'E-mail');
  const email = label?.control;
  if (!button || button.disabled || !button.getClientRects().length) return false;
  if (!(email instanceof HTMLInputElement) || email.disabled || email.readOnly || !email.getClientRects().length) return false;
  email.focus({ preventScroll: true });
  if (root.activeElement !== email) return false;
  email.blur();
  return performance.now();
}

/**
 * The signed-in home shows its data when the greeting ('Olá, …') heading and the current event's
 * description are both rendered with a layout box.
 * @param {string} description
 */
export function homeReadyInPage(description) {
  const root = document.querySelector('portal-cliente')?.shadowRoot;
  // The text first: it costs no layout, where a box asked for in every frame forces one (the probe
  // would add its own work to the portal's main-thread time it is there to measure).
  if (!root?.textContent?.includes(description)) return false;
  const visible = (/** @type {Element} */ element) => element.getClientRects().length > 0;
  const greeting = [...root.querySelectorAll('h1')].find((one) => one.textContent?.trim().startsWith('Olá') && visible(one));
  if (!greeting) return false;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(description) && node.parentElement && visible(node.parentElement)) return performance.now();
  }
  return false;
}

/**
 * Signs in through the portal's own screens once and returns the storage the portal left, to seed
 * later contexts with (a returning visitor), and the current event's description.
 * @param {Browser} browser @param {string} demoUrl
 * @returns {Promise<{ storage: SeededStorage, description: string }>}
 */
export async function signedInSession(browser, demoUrl) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const page = await context.newPage();
    await page.goto(`${demoUrl}/#/conta/entrar`);
    const portal = page.locator('portal-cliente');
    await portal.getByLabel('E-mail').fill(ANA.email);
    await portal.getByLabel('Senha').fill(ANA.password);
    await portal.getByRole('button', { name: 'Acessar' }).click();
    await portal.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
    const state = await context.storageState();
    const origin = state.origins.find((one) => one.origin === new URL(demoUrl).origin);
    if (!origin) throw new Error('the portal stored nothing after signing in');
    const evt = origin.localStorage.find((item) => item.name.endsWith('currentEvt'));
    const description = evt ? JSON.parse(evt.value).descricao : '';
    if (!description) throw new Error('the portal stored no current event after signing in');
    return { storage: { url: demoUrl, origin: origin.origin, localStorage: origin.localStorage }, description };
  } finally {
    await context.close();
  }
}

/**
 * A fresh context (empty cache), seeded with a session when given one.
 * @param {Browser} browser @param {SeededStorage} [storage] @param {{ width: number, height: number }} [viewport]
 */
export function freshContext(browser, storage, viewport = { width: 1280, height: 900 }) {
  return browser.newContext({
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    storageState: storage ? { cookies: [], origins: [{ origin: storage.origin, localStorage: storage.localStorage }] } : undefined,
  });
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

/*
 * How many round trips the code of a first screen takes, on a phone network.
 */

/**
 * A phone on a 4G network, as Chromium's network emulation models it (CDP
 * `Network.emulateNetworkConditions`): 150 ms added to every request's round trip, 1.6 Mbps down,
 * 750 kbps up (throughputs in bytes per second).
 */
export const PHONE_NETWORK = /** @type {const} */ ({
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
});

/**
 * @typedef {{ url: string, method: string, file: string | null, sent: number, finished: number | null,
 *   preflight: boolean, cached: boolean, status: number | null, headers: Record<string, string>, document: boolean }} TimedRequest
 */

/**
 * Times every request a page makes through CDP (sent and finished or failed, in ms on the clock of
 * CDP's `wallTime`, epoch based), so that `wavesOf` can tell which requests had to wait for which.
 * CORS preflights (OPTIONS) are kept, marked `preflight`, for the waterfall and the round trips;
 * `wavesOf` leaves them out (they belong to the call they precede). `cached` marks a request the
 * HTTP cache answered without the network (a 304 revalidation is not one: it went out).
 * @param {import('playwright-core').CDPSession} cdp @param {string} mount e.g. '/dist/'
 */
export async function timeRequests(cdp, mount) {
  /** @type {Map<string, TimedRequest & { sentMono: number }>} */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the id: the first request stands for both.
    if (requests.has(event.requestId)) return;
    const path = new URL(event.request.url).pathname;
    requests.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      file: path.startsWith(mount) ? buildFile(path.slice(mount.length)) : null,
      sent: event.wallTime * 1000,
      sentMono: event.timestamp,
      finished: null,
      preflight: event.request.method === 'OPTIONS',
      cached: false,
      status: null,
      headers: event.request.headers,
      document: event.type === 'Document',
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) request.cached = true;
  });
  const finish = (/** @type {{ requestId: string, timestamp: number }} */ event) => {
    const request = requests.get(event.requestId);
    if (request && request.finished === null) request.finished = request.sent + (event.timestamp - request.sentMono) * 1000;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  await cdp.send('Network.enable');
  return {
    /** The requests sent so far, times in ms since `timeOrigin` (the page's `performance.timeOrigin`). @param {number} timeOrigin */
    since(timeOrigin) {
      return [...requests.values()].map(({ sentMono: _, ...request }) => ({
        ...request,
        sent: request.sent - timeOrigin,
        finished: request.finished === null ? null : request.finished - timeOrigin,
      }));
    },
  };
}

/**
 * The sequential waves of a screen's JS. A wave is a set of JS requests that could only start after
 * the previous set finished: the entry script is wave 1, and every other JS request of the bundle
 * is in wave 1 + the highest wave among the bundle's JS requests that had finished (or failed)
 * before it was sent (1 when none had). The depth is the highest wave. API calls get a wave by the
 * same rule (the code they had to wait for), so a call in wave 2 started while the first batch of
 * chunks was still loading.
 * @param {ReturnType<Awaited<ReturnType<typeof timeRequests>>['since']>} requests
 * @param {{ before: number, apiOrigin: string }} options only requests sent before `before` (the
 *   screen was ready) count
 */
export function wavesOf(requests, { before, apiOrigin }) {
  const sent = requests.filter((request) => request.sent <= before && !request.preflight).sort((a, b) => a.sent - b.sent);
  const js = sent.filter((request) => request.file?.endsWith('.js'));
  /** @type {Map<(typeof js)[number], number>} */
  const waveOf = new Map();
  const waveAt = (/** @type {number} */ time) =>
    1 + Math.max(0, ...js.filter((other) => other.finished !== null && other.finished <= time).map((other) => waveOf.get(other) ?? 0));
  for (const request of js) waveOf.set(request, waveAt(request.sent));
  /** @type {string[][]} */
  const waves = [];
  for (const [request, wave] of waveOf) (waves[wave - 1] ??= []).push(/** @type {string} */ (request.file));
  const api = sent
    .filter((request) => new URL(request.url).origin === apiOrigin && new URL(request.url).pathname.startsWith('/api/'))
    .map((request) => ({ call: `${request.method} ${new URL(request.url).pathname}`, wave: waveAt(request.sent) }));
  return { depth: waves.length, waves, api };
}

/**
 * Opens a first screen in a fresh context (or a new tab of `context`, whose cache and storage it
 * then shares: a returning visitor), optionally on an emulated network and a throttled CPU, and
 * returns when it was ready (ms from navigation start) and its waves.
 * @param {Browser} browser
 * @param {{ demoUrl: string, apiUrl: string, build: { mount: string, hostPage: string }, route: string,
 *           storage?: SeededStorage, viewport?: { width: number, height: number },
 *           ready: (arg: any) => number | false, readyArg?: unknown,
 *           network?: typeof PHONE_NETWORK, cpuThrottling?: number,
 *           context?: import('playwright-core').BrowserContext }} options
 */
export async function loadFirstScreen(
  browser,
  { demoUrl, apiUrl, build, route, storage, viewport, ready, readyArg, network, cpuThrottling, context: shared },
) {
  const context = shared ?? (await freshContext(browser, storage, viewport));
  const close = () => (shared ? page.close() : context.close());
  /** @type {string[]} */
  const problems = [];
  const page = await context.newPage();
  try {
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
    const cdp = await context.newCDPSession(page);
    const requests = await timeRequests(cdp, build.mount);
    if (cpuThrottling) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    if (network) await cdp.send('Network.emulateNetworkConditions', network);
    await page.goto(`${demoUrl}${build.hostPage}#${route}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(ready, readyArg, { polling: 'raf', timeout: 60_000 });
    const readyMs = Number(await handle.jsonValue());
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const waves = wavesOf(requests.since(timeOrigin), { before: readyMs, apiOrigin: new URL(apiUrl).origin });
    return {
      readyMs,
      ...waves,
      page,
      problems,
      /** Every request made so far (also after the screen was ready), times from navigation start. */
      requests: () => requests.since(timeOrigin),
      close,
    };
  } catch (error) {
    await close();
    throw new Error(`${route} never got ready: ${problems.join('; ') || String(error)}`, { cause: error });
  }
}

/** A request of the portal's: its bundle (a file under the build's mount) or its API (a path under /api/). @param {TimedRequest} request */
export const isPortals = (request) => request.file !== null || new URL(request.url).pathname.startsWith('/api/');

/**
 * The round trips a load waited for after its host page: each portal request (isPortals) that went to the network
 * (not answered by the cache) after the page's document is one round trip deeper than the deepest
 * network request that had finished before it was sent; a call behind a CORS preflight is one
 * deeper than its preflight. Requests sent after `before` (the screen was ready) do not count.
 * @param {TimedRequest[]} requests @param {number} before
 */
export function roundTripsOf(requests, before) {
  const network = requests
    .filter((request) => isPortals(request) && !request.cached && !request.document && request.sent <= before)
    .sort((a, b) => a.sent - b.sent);
  /** @type {Map<TimedRequest, number>} */
  const depth = new Map();
  /** @param {TimedRequest} request @returns {number} */
  const depthOf = (request) => {
    const known = depth.get(request);
    if (known !== undefined) return known;
    // Held at 1 while its own depth is worked out: a request that finished in the instant it was
    // sent, or a call and its preflight logged within the same millisecond, would otherwise each
    // wait on the other for ever.
    depth.set(request, 1);
    const before = network.filter((other) => other !== request && other.finished !== null && other.finished <= request.sent);
    const preflight = request.preflight
      ? undefined
      : network.find((other) => other.preflight && other.url === request.url && Math.abs(other.sent - request.sent) < 50);
    const found = 1 + Math.max(0, ...before.map(depthOf), preflight ? depthOf(preflight) : 0);
    depth.set(request, found);
    return found;
  };
  for (const request of network) depthOf(request);
  return {
    roundTrips: Math.max(0, ...depth.values()),
    network: network.map(
      (request) =>
        `${request.preflight ? 'OPTIONS ' : request.method === 'GET' ? '' : `${request.method} `}${new URL(request.url).pathname}${request.status === 304 ? ' (304)' : ''}`,
    ),
  };
}
