// @ts-check
// A first screen loaded on an emulated phone network and timed through CDP: when it was ready, the
// waves its code came in, and the round trips it waited for. The waves guard (tests/e2e/network-waves.test.ts)
// asserts their structure; the lab times them.
import { buildFile } from './bundle-files.mjs';
import { freshContext } from './signed-in-session.mjs';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('./signed-in-session.mjs').SeededStorage} SeededStorage */

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
 *   preflight: boolean, cached: boolean, status: number | null, headers: Record<string, string>, document: boolean,
 *   madeBy: string | null }} TimedRequest
 */

/**
 * Times every request a page makes through CDP (sent and finished or failed, in ms on the clock of
 * CDP's `wallTime`, epoch based), so that `wavesOf` can tell which requests had to wait for which.
 * CORS preflights (OPTIONS) are kept, marked `preflight`, for the waterfall and the round trips;
 * `wavesOf` leaves them out (they belong to the call they precede). `cached` marks a request the
 * HTTP cache answered without the network (a 304 revalidation is not one: it went out).
 *
 * With `stacks`, the debugger keeps async stacks, and `madeBy` names the bundle file whose code made
 * a request in a task of its own, with no async step before it (the entry evaluating, upgrading the
 * element and rendering its first screen): such a request waited for nothing after that file. It is
 * null for anything else (a request made after an await, a timer, a render scheduled later, or by
 * several files' code). The debugger slows the page, so timings are read without it.
 * @param {import('playwright-core').CDPSession} cdp @param {string} mount e.g. '/dist/'
 * @param {{ stacks?: boolean }} [options]
 */
export async function timeRequests(cdp, mount, { stacks = false } = {}) {
  /** @param {string} url */
  const fileOf = (url) => {
    const path = url ? new URL(url).pathname : '';
    return path.startsWith(mount) ? buildFile(path.slice(mount.length)) : null;
  };
  /** @param {{ stack?: { callFrames: { url: string }[], parent?: unknown } }} initiator */
  const madeBy = (initiator) => {
    if (!stacks || !initiator.stack || initiator.stack.parent) return null;
    const files = new Set(initiator.stack.callFrames.map((frame) => fileOf(frame.url)));
    return files.size === 1 ? ([...files][0] ?? null) : null;
  };
  if (stacks) {
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  }
  /** @type {Map<string, TimedRequest & { sentMono: number }>} */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the id: the first request stands for both.
    if (requests.has(event.requestId)) return;
    requests.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      file: fileOf(event.request.url),
      sent: event.wallTime * 1000,
      sentMono: event.timestamp,
      finished: null,
      preflight: event.request.method === 'OPTIONS',
      cached: false,
      status: null,
      headers: event.request.headers,
      document: event.type === 'Document',
      madeBy: madeBy(event.initiator),
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
 * chunks was still loading. A request whose stack shows it was made by one file's code alone, in a
 * task of its own (`madeBy`, timeRequests with `stacks`), is in that file's wave + 1 whatever had
 * finished by then: on a loaded machine the entry's own task can outlast a round trip, and a chunk
 * that arrived meanwhile had not run, so nothing the entry asked for in that task waited for it.
 * @param {ReturnType<Awaited<ReturnType<typeof timeRequests>>['since']>} requests
 * @param {{ before: number, apiOrigin: string }} options only requests sent before `before` (the
 *   screen was ready) count
 */
export function wavesOf(requests, { before, apiOrigin }) {
  const sent = requests.filter((request) => request.sent <= before && !request.preflight).sort((a, b) => a.sent - b.sent);
  const js = sent.filter((request) => request.file?.endsWith('.js'));
  /** @type {Map<(typeof js)[number], number>} */
  const waveOf = new Map();
  const waveAt = (/** @type {(typeof sent)[number]} */ request) => {
    const maker = request.madeBy ? js.find((other) => other.file === request.madeBy && waveOf.has(other)) : undefined;
    if (maker) return 1 + /** @type {number} */ (waveOf.get(maker));
    const finished = js.filter((other) => other.finished !== null && other.finished <= request.sent);
    return 1 + Math.max(0, ...finished.map((other) => waveOf.get(other) ?? 0));
  };
  for (const request of js) waveOf.set(request, waveAt(request));
  /** @type {string[][]} */
  const waves = [];
  for (const [request, wave] of waveOf) (waves[wave - 1] ??= []).push(/** @type {string} */ (request.file));
  const api = sent
    .filter((request) => new URL(request.url).origin === apiOrigin && new URL(request.url).pathname.startsWith('/api/'))
    .map((request) => ({ call: `${request.method} ${new URL(request.url).pathname}`, wave: waveAt(request) }));
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
 *           context?: import('playwright-core').BrowserContext, stacks?: boolean }} options
 *   `stacks`: the waves read from who made each request where its stack says (timeRequests); for
 *   the structure only, as the debugger slows the page
 */
export async function loadFirstScreen(
  browser,
  { demoUrl, apiUrl, build, route, storage, viewport, ready, readyArg, network, cpuThrottling, context: shared, stacks = false },
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
    const requests = await timeRequests(cdp, build.mount, { stacks });
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
