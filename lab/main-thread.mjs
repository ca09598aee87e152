// @ts-check
// Where a first screen's main-thread time goes: a Chromium trace (the DevTools timeline's
// categories) of one load, summed by kind of work from navigation start to the moment the screen
// was ready. Used by the lab's bench and A/B runs beside a blank host page on the same server; and
// the screens drawn with no script, the floor any code that draws them stands on.
import { readFileSync } from 'node:fs';
import { homeReadyInPage, loginReadyInPage } from '../test-kit/screen-ready.mjs';
import { freshContext } from '../test-kit/signed-in-session.mjs';
import { PHONE_VIEWPORT, writeLabPage } from './lab-site.mjs';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number, cat: string, args?: any }} TraceEvent */

/** The trace categories DevTools' Performance panel records, less its sampling profiler (which slows the page down). */
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  'loading',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
];

/** The kinds of work, in the order they are printed. */
export const KINDS = /** @type {const} */ (['compile', 'evaluate', 'microtasks', 'style', 'layout', 'paint', 'gc', 'html', 'other']);
/** @typedef {typeof KINDS[number]} Kind */

/**
 * The kind of work a trace event is, by its name; null when it says nothing of its own (its time
 * goes to the kind of the event around it).
 * @param {string} name @returns {Kind | null}
 */
export function kindOf(name) {
  if (/GC|GarbageCollect|BlinkGC|CppGC/.test(name)) return 'gc';
  if (
    /^(v8\.compile|v8\.compileModule|V8\.Compile|v8\.parseOnBackground|CacheScript|v8\.produceModuleCache|v8\.produceCache|V8\.ScriptCompiler)/i.test(
      name,
    )
  )
    return 'compile';
  if (/^(RunMicrotasks|v8\.runMicrotasks)$/.test(name)) return 'microtasks';
  if (
    /^(EvaluateScript|v8\.evaluateModule|v8\.run|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|V8\.Execute|v8\.callFunction)$/.test(
      name,
    )
  )
    return 'evaluate';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleRecalc|Document::updateStyle)/.test(name)) return 'style';
  if (/^(Layout|LayoutShift|IntersectionObserverController::computeIntersections|UpdateLayout)$/.test(name)) return 'layout';
  if (
    /^(Paint|PrePaint|PaintImage|UpdateLayer|UpdateLayerTree|Layerize|CompositeLayers|Commit|Decode Image|ImageDecodeTask|Rasterize)/.test(
      name,
    )
  )
    return 'paint';
  if (/^(ParseHTML|ParseHTMLTokenizer|HTMLDocumentParser)/.test(name)) return 'html';
  return null;
}

/**
 * Sums the self time of the main thread's events between two trace timestamps by kind. Nested
 * events are unwound so nothing counts twice: an event's own time (its duration less its
 * children's) goes to its kind, or to the nearest enclosing event's kind that has one, or 'other'.
 * The total is the top-level tasks' time, clipped to the window. `clock` 'wall' sums durations
 * (what the page waited, throttling included); 'cpu' sums the thread's CPU time of each event
 * (`tdur`), which time slices lost to other processes on a loaded machine do not inflate.
 * @param {TraceEvent[]} events the main thread's complete ('X') events
 * @param {number} from @param {number} to trace microseconds
 * @param {'wall' | 'cpu'} [clock]
 */
export function breakdown(events, from, to, clock = 'wall') {
  /** @type {Record<Kind, number>} */
  const sums = /** @type {Record<Kind, number>} */ (Object.fromEntries(KINDS.map((kind) => [kind, 0])));
  const sorted = events
    .filter(
      (event) => event.ph === 'X' && typeof event.dur === 'number' && event.ts < to && event.ts + /** @type {number} */ (event.dur) > from,
    )
    .sort((a, b) => a.ts - b.ts || /** @type {number} */ (b.dur) - /** @type {number} */ (a.dur));
  /** @type {Array<{ name: string, end: number, kind: Kind | null, childTime: number, self: number }>} */
  const stack = [];
  let total = 0;
  /** @type {Map<string, number>} */
  const others = new Map();
  /** An event's time inside the window, on the chosen clock (CPU time prorated when clipped). @param {TraceEvent} event */
  const timeOf = (event) => {
    const dur = /** @type {number} */ (event.dur);
    const inside = Math.max(0, Math.min(event.ts + dur, to) - Math.max(event.ts, from));
    if (clock === 'wall') return inside;
    return dur ? ((event.tdur ?? 0) * inside) / dur : 0;
  };
  const close = () => {
    const done = /** @type {(typeof stack)[number]} */ (stack.pop());
    const kind = done.kind ?? [...stack].reverse().find((one) => one.kind)?.kind ?? 'other';
    const own = Math.max(0, done.self - done.childTime);
    sums[kind] += own;
    if (kind === 'other') others.set(done.name, (others.get(done.name) ?? 0) + own);
    if (stack.length) stack[stack.length - 1].childTime += done.self;
  };
  for (const event of sorted) {
    const end = event.ts + /** @type {number} */ (event.dur);
    while (stack.length && stack[stack.length - 1].end <= event.ts) close();
    const time = timeOf(event);
    if (!stack.length) total += time;
    stack.push({ name: event.name, end, kind: kindOf(event.name), childTime: 0, self: time });
  }
  while (stack.length) close();
  const ms = (/** @type {number} */ us) => Math.round(us / 100) / 10;
  const topOther = [...others]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP_OTHER ?? 3))
    .map(([name, us]) => `${name} ${ms(us)}`);
  return { total: ms(total), ...Object.fromEntries(KINDS.map((kind) => [kind, ms(sums[kind])])), topOther };
}

/**
 * The renderer main thread that loaded `url` and the trace time the navigation started on it.
 * @param {TraceEvent[]} events @param {string} url
 */
function mainThreadOf(events, url) {
  const start = events.find(
    (event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').startsWith(url),
  );
  if (!start) throw new Error(`no navigationStart for ${url} in the trace`);
  return { pid: start.pid, tid: start.tid, navigationStart: start.ts };
}

/**
 * Loads a page in a fresh context with a throttled CPU, traced, and returns its main-thread
 * breakdown (ms) from navigation start to when `ready` first returned a time.
 * @param {Browser} browser
 * @param {{ url: string, ready: (arg: any) => number | false, readyArg?: unknown, storage?: import('../test-kit/signed-in-session.mjs').SeededStorage,
 *           cpuThrottling: number, viewport?: { width: number, height: number } }} options
 */
export async function traceMainThread(browser, { url, ready, readyArg, storage, cpuThrottling, viewport }) {
  const context = await freshContext(browser, storage, viewport);
  try {
    const page = await context.newPage();
    /** @type {string[]} */
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace;
    let readyMs;
    try {
      await page.goto(url, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(ready, readyArg, { polling: 'raf', timeout: 60_000 });
      readyMs = Number(await handle.jsonValue());
    } finally {
      trace = await browser.stopTracing();
    }
    if (problems.length) throw new Error(problems.join('; '));
    /** @type {TraceEvent[]} */
    const events = JSON.parse(trace.toString()).traceEvents;
    const main = mainThreadOf(events, url.split('#')[0]);
    const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
    const [from, to] = [main.navigationStart, main.navigationStart + readyMs * 1000];
    return { readyMs: Math.round(readyMs), wall: breakdown(own, from, to, 'wall'), cpu: breakdown(own, from, to, 'cpu') };
  } finally {
    await context.close();
  }
}

/** A blank page is ready once it has loaded. */
export function loadedInPage() {
  return document.readyState === 'complete' ? performance.now() : false;
}

/** The demo page (index.html) without the portal's script: its element stays an unknown tag. */
export function hostPageWithoutPortal() {
  const index = readFileSync('demo/public/index.html', 'utf8');
  const script = /\s*<script type="module" src="[^"]*portal-cliente\.js"><\/script>/;
  if (!script.test(index)) throw new Error('demo/public/index.html no longer loads the portal: update lab/main-thread.mjs');
  return index.replace(script, '');
}

/**
 * Writes the lab pages static-login.html and static-home.html (see staticPagesOf), and from each its
 * one-script limit page, limit-login.html and limit-home.html (see limitPageOf).
 * @param {Browser} browser @param {string} demoUrl
 * @param {{ storage: import('../test-kit/signed-in-session.mjs').SeededStorage, description: string }} session
 */
export async function writeStaticPages(browser, demoUrl, session) {
  for (const [screen, html] of Object.entries(await staticPagesOf(browser, demoUrl, session))) {
    writeLabPage(`static-${screen}.html`, html);
    writeLabPage(`limit-${screen}.html`, limitPageOf(html));
  }
}

/**
 * A screen's no-script page (staticPagesOf) made into the best any embed of one script tag could do
 * on the phone profile: the copy is held back in an inert template, and the floor page's script
 * (lab/floor.html) in the head asks for the URL hash's `first` files, then for every
 * other file and call at once, then draws the copy. Nothing is evaluated: against the floor, what
 * it adds is the round trip one script tag imposes (nothing else is known until its file arrives)
 * and the browser's own work of drawing the screen. docs/performance.md, "What each part measures".
 * @param {string} staticPage
 */
export function limitPageOf(staticPage) {
  const script = /<script>[\s\S]*?<\/script>/.exec(readFileSync('lab/floor.html', 'utf8'))?.[0];
  const held = '<template shadowrootmode="open">';
  if (!script || !staticPage.includes(held))
    throw new Error('lab/floor.html or the no-script page changed shape: update lab/main-thread.mjs');
  return staticPage.replace(held, '<template>').replace('<title>', () => `${script}\n  <title>`);
}

/**
 * The login and the home drawn with no script: the demo page without the portal's script, its
 * element holding, as a declarative shadow root, what this build's screen put in its own (markup,
 * and the rules of every sheet adopted there) once ready at 375 px. Traced, such a page is the
 * browser's own work of parsing, styling, laying out and painting the same screen on the same
 * host page: the floor any code that draws that screen stands on, as the floor page of the phone
 * profile is the network's.
 * @param {Browser} browser @param {string} demoUrl
 * @param {{ storage: import('../test-kit/signed-in-session.mjs').SeededStorage, description: string }} session
 * @returns {Promise<{ login: string, home: string }>}
 */
export async function staticPagesOf(browser, demoUrl, session) {
  /** @type {Record<string, { route: string, ready: (arg: any) => number | false, readyArg?: unknown, storage?: import('../test-kit/signed-in-session.mjs').SeededStorage }>} */
  const screens = {
    login: { route: '/conta/entrar', ready: loginReadyInPage },
    home: { route: '/', ready: homeReadyInPage, readyArg: session.description, storage: session.storage },
  };
  const hostPage = hostPageWithoutPortal();
  /** @type {Record<string, string>} */
  const pages = {};
  if (!hostPage.includes('{{PORTAL_ELEMENT}}'))
    throw new Error('demo/public/index.html no longer places {{PORTAL_ELEMENT}}: update lab/main-thread.mjs');
  for (const [screen, { route, ready, readyArg, storage }] of Object.entries(screens)) {
    const context = await freshContext(browser, storage, PHONE_VIEWPORT);
    try {
      const page = await context.newPage();
      await page.goto(`${demoUrl}/#${route}`);
      await page.waitForFunction(ready, readyArg, { polling: 'raf', timeout: 60_000 });
      const drawn = await page.evaluate(() => {
        const host = /** @type {HTMLElement} */ (document.querySelector('portal-cliente'));
        const root = /** @type {ShadowRoot} */ (host.shadowRoot);
        const escape = (/** @type {string} */ text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
        const attributes = host.getAttributeNames().map((name) => ` ${name}="${escape(host.getAttribute(name) ?? '')}"`);
        const css = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
        return { attributes: attributes.join(''), css, html: root.innerHTML };
      });
      const element = `<portal-cliente${drawn.attributes}><template shadowrootmode="open"><style>${drawn.css}</style>${drawn.html}</template></portal-cliente>`;
      pages[screen] = hostPage
        .replace('{{PORTAL_ELEMENT}}', () => element)
        .replace('<title>', `<!-- Made by lab/main-thread.mjs: the ${screen} as this build drew it, with no script. -->\n  <title>`);
    } finally {
      await context.close();
    }
  }
  return { login: pages.login, home: pages.home };
}
