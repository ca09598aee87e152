import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { startDemoSite } from '../demo/demo-site.mjs';
import { TEST_PASSWORD_COST } from './test-api';
import { connectBrowser, type Engine } from './engine';
import { sessionFor } from './sign-in-over-http';

type DemoSite = Awaited<ReturnType<typeof startDemoSite>>;
type SiteOptions = Omit<NonNullable<Parameters<typeof startDemoSite>[0]>, 'demoPort' | 'apiPort'>;

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** What every test's browser context starts with: the customers' language and time zone. */
const CONTEXT_DEFAULTS: BrowserContextOptions = { viewport: DESKTOP, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };

export interface PortalPage {
  page: Page;
  context: BrowserContext;
  /** The `<portal-cliente>` element of the page (its shadow root is searched by the locators). */
  portal: Locator;
  /** Uncaught errors and console errors seen so far (a test asserts it stays empty). */
  errors: string[];
}

export interface OpenOptions extends BrowserContextOptions {
  /** Where on the demo host to go, e.g. '/#/conta' or '/hostile.html'. Default '/'. */
  path?: string;
  /** When `goto` returns. Default 'load'. */
  waitUntil?: 'load' | 'domcontentloaded' | 'commit';
  /**
   * Signed in as this customer before the portal starts: a session made over HTTP (POST
   * /api/login, GET /api/home) and stored as the portal stores it after a sign-in through its
   * screens. For tests whose subject is not the sign-in itself.
   */
  as?: { email: string; password: string };
  /** The portal's storage before it starts: keys without the 'portal-cliente:' prefix, values as JSON. */
  storage?: Record<string, unknown>;
  /** Scripts to run in each new document of the page before its own (`page.addInitScript`). */
  init?: { script: (arg: string) => unknown; arg: string }[];
  /** A page in a context of its own even in a file of warm pages (its network cache matters). */
  fresh?: boolean;
  /** Listens to the page before it navigates, instead of the default collector of `errors`. */
  watch?: (page: Page) => void;
  /** Runs on the page before it navigates (a `page.route` the first requests must meet). */
  before?: (page: Page) => Promise<void>;
}

export interface E2e {
  /** The engine this project runs in: the few engine-aware steps read it. */
  readonly engine: Engine;
  readonly browser: Browser;
  /** The file's own demo host, e.g. 'http://127.0.0.1:41234' (no trailing slash). */
  readonly demoUrl: string;
  /** The file's own reference API. */
  readonly apiUrl: string;
  /** A fresh context (clean storage), closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Closes a context of this test before the test ends, as the fixture closes the others after it. */
  close(context: BrowserContext): Promise<void>;
  /** A fresh context on a demo page, collecting the page's errors; closed after the test. */
  open(options?: OpenOptions): Promise<PortalPage>;
  /** Back to the seed: accounts, passwords, current events, sessions, codes, throttles, faults. */
  resetApi(): Promise<void>;
  /**
   * Writes `open`'s `as` and `storage` into the storage of `page`, which must be on the demo's
   * origin: for a page that outlives a test, which `open` cannot give.
   */
  store(page: Page, options: Pick<OpenOptions, 'as' | 'storage'>): Promise<void>;
}

/** The project's browser for this worker slot (test-kit/e2e-global-setup.ts). */
async function browserEndpoint(): Promise<string> {
  const answer = await fetch(`${inject('browserBroker')}/?slot=${process.env.VITEST_POOL_ID ?? '1'}`);
  const text = await answer.text();
  if (!answer.ok) throw new Error(`the ${inject('engine')} browser did not start: ${text}`);
  return text;
}

/**
 * Closes a context, its routes removed first. In Firefox's BiDi mode Playwright turns the HTTP cache
 * off for the whole browser while any context routes requests, and works that out again only when
 * routes are added or removed, not when a context closes: a context closed with its routes left the
 * cache off for every later file on the same browser (a returning visitor then loads everything).
 */
export async function closeContext(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => {});
  await context.close();
}

/** Collects a page's uncaught errors and console errors into `errors`. */
export function collectErrors(page: Page, errors: string[] = []): string[] {
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

export const portalOf = (page: Page) => page.locator('portal-cliente');

/**
 * An empty page of the demo's origin (demo/public/blank.html, with an icon of its own so the browser
 * asks for no /favicon.ico), where a warm page waits between tests with its storage emptied.
 */
const BLANK = '/blank.html';

/** The context options `open` passes on; with others, a test gets a context of its own. */
const WARM_OPTIONS = new Set(['viewport', 'path', 'waitUntil', 'as', 'storage', 'init', 'fresh', 'watch', 'before']);

/** A file's warm page for one viewport: opened once, made new again between tests. */
interface Warm {
  context: BrowserContext;
  page: Page;
  viewport: { width: number; height: number };
  disposables: { dispose(): Promise<void> }[];
  /** Playwright's own listeners on the page and the context, which must stay (its close waits on one). */
  own: Map<Emitter, Map<string | symbol, Set<unknown>>>;
}

/** What Playwright's client objects share with Node's EventEmitter. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): unknown;
}

const listenersOf = (emitter: Emitter) => new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));

/** Removes the listeners a test added to `emitter` (those not in `own`). */
function dropListenersSince(emitter: Emitter, own: Map<string | symbol, Set<unknown>>) {
  for (const name of emitter.eventNames())
    for (const listener of emitter.listeners(name)) if (!own.get(name)?.has(listener)) emitter.removeListener(name, listener);
}

/**
 * The e2e fixture of a test file: the project's browser (Chromium or Firefox, test-kit/engine.ts),
 * the file's own demo host and reference API on free ports, reset to the seed before each test
 * (`reset: 'file'` resets once, for files whose tests build on each other), and every context a test
 * opened closed after it, even when it failed.
 *
 * `pages: 'warm'` (for files whose tests open many pages): `open` hands each test the file's page
 * for its viewport instead of a new context. Between tests that page goes to a blank document of the
 * demo's origin with its storage, cookies, routes, listeners, init scripts, other tabs and viewport
 * reset, so a test starts as in a new context but for the browser's cache of the bundle's files
 * (a new tab costs about a second of CPU in either engine, which made most of the suite's time).
 * Tests of such files must not install a clock, emulate media or add init scripts themselves
 * (`open({ init })` does, and removes them); tests that count or fail the bundle's requests ask
 * for `fresh: true`.
 *
 * @param options.site - Options of the file's demo site (token lifetimes). Default: the demo's.
 * @param options.reset - When the API goes back to the seed. Default 'each'.
 * @param options.pages - 'fresh' (default): every `open` is a new context; 'warm': see above.
 */
export function useE2e({
  site: siteOptions = {},
  reset = 'each',
  pages = 'fresh',
}: { site?: SiteOptions; reset?: 'each' | 'file'; pages?: 'fresh' | 'warm' } = {}): E2e {
  const engine = inject('engine');
  let browser: Browser | undefined;
  let site: DemoSite | undefined;
  const contexts = new Set<BrowserContext>();
  const warm = new Map<string, Warm>();
  const usedWarm = new Set<Warm>();

  const resetApi = async () => {
    const answer = await fetch(`${site!.apiUrl}/dev/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(answer.status, 'POST /dev/reset').toBe(200);
    const faults = await fetch(`${site!.apiUrl}/dev/faults`, { method: 'DELETE', headers: { 'Content-Type': 'application/json' } });
    expect(faults.status, 'DELETE /dev/faults').toBe(200);
  };

  beforeAll(async () => {
    [browser, site] = await Promise.all([
      connectBrowser(engine, await browserEndpoint()),
      startDemoSite({ demoPort: 0, apiPort: 0, devRoutes: true, passwordCost: TEST_PASSWORD_COST, ...siteOptions }),
    ]);
  });
  if (reset === 'each') beforeEach(resetApi);
  afterEach(async () => {
    await Promise.all([...contexts].map(closeContext));
    contexts.clear();
    const used = [...usedWarm];
    usedWarm.clear();
    for (const one of used) await rest(one);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A warm page back to a blank document with nothing of the last test left (see useE2e). */
  async function rest(one: Warm) {
    const { context, page } = one;
    try {
      await Promise.all(
        context
          .pages()
          .filter((other) => other !== page)
          .map((other) => other.close()),
      );
      for (const [emitter, own] of one.own) dropListenersSince(emitter, own);
      await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
      await Promise.all(one.disposables.splice(0).map((script) => script.dispose()));
      const size = page.viewportSize();
      if (size?.width !== one.viewport.width || size.height !== one.viewport.height) await page.setViewportSize(one.viewport);
      await page.goto(site!.demoUrl + BLANK);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await context.clearCookies();
    } catch {
      // A page that cannot be made new again (it crashed, a test closed it) is not used again.
      warm.delete(JSON.stringify(one.viewport));
      await closeContext(context).catch(() => {});
    }
  }

  /** The file's warm page for `viewport`, or undefined when this test already has it (a second tab). */
  async function warmPage(viewport: { width: number; height: number }) {
    const key = JSON.stringify(viewport);
    let one = warm.get(key);
    if (one && usedWarm.has(one)) return undefined;
    if (one?.page.isClosed()) {
      warm.delete(key);
      one = undefined;
    }
    if (!one) {
      const context = await browser!.newContext({ ...CONTEXT_DEFAULTS, viewport });
      const page = await context.newPage();
      await page.goto(site!.demoUrl + BLANK);
      const own = new Map([page, context].map((emitter) => [emitter as unknown as Emitter, listenersOf(emitter as unknown as Emitter)]));
      one = { context, page, viewport, disposables: [], own };
      warm.set(key, one);
    }
    usedWarm.add(one);
    return one;
  }

  /** The portal's storage entries for `open`: the customer's session, then `storage`. */
  async function storageEntries({ as, storage = {} }: Pick<OpenOptions, 'as' | 'storage'>): Promise<[string, string][]> {
    const session = as ? await sessionFor(site!.apiUrl, as) : undefined;
    const items = { ...(session && { user: session.user, currentEvt: session.currentEvt }), ...storage };
    return Object.entries(items).map(([key, value]) => [`portal-cliente:${key}`, JSON.stringify(value)]);
  }

  /** Writes the entries into the storage of `page` (on the demo's origin). */
  const writeStorage = (page: Page, entries: [string, string][]) =>
    page.evaluate((items) => {
      for (const [key, value] of items) localStorage.setItem(key!, value!);
    }, entries);

  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser!.newContext({ ...CONTEXT_DEFAULTS, ...options });
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    return context;
  };

  return {
    engine,
    get browser() {
      return browser!;
    },
    get demoUrl() {
      return site!.demoUrl;
    },
    get apiUrl() {
      return site!.apiUrl;
    },
    resetApi,
    newContext,
    close: closeContext,
    store: async (page, options) => writeStorage(page, await storageEntries(options)),
    async open({ path = '/', waitUntil = 'load', as, storage, init = [], fresh = false, watch, before, ...options } = {}) {
      const entries = await storageEntries({ as, storage });
      const canWarm = pages === 'warm' && !fresh && Object.keys(options).every((name) => WARM_OPTIONS.has(name));
      const one = canWarm ? await warmPage(options.viewport ?? DESKTOP) : undefined;
      let context: BrowserContext;
      let page: Page;
      if (one) {
        ({ context, page } = one);
        // Its window is the selected one again: another test's page or popup took that from it, and
        // Firefox then sends the keys nowhere.
        await page.bringToFront();
        if (entries.length) await writeStorage(page, entries);
        for (const { script, arg } of init) one.disposables.push(await page.addInitScript(script, arg));
      } else {
        context = await newContext(options);
        // Written once per tab, before the portal starts: a reload keeps what the portal wrote since.
        if (entries.length)
          await context.addInitScript((items: [string, string][]) => {
            // A new tab's first, empty document (Firefox reports its location as '') refuses storage.
            if (!/^https?:$/.test(location.protocol) || sessionStorage.getItem('e2e:seeded')) return;
            sessionStorage.setItem('e2e:seeded', '1');
            for (const [key, value] of items) localStorage.setItem(key, value);
          }, entries);
        for (const { script, arg } of init) await context.addInitScript(script, arg);
        page = await context.newPage();
      }
      const errors: string[] = [];
      if (watch) watch(page);
      else collectErrors(page, errors);
      await before?.(page);
      await page.goto(site!.demoUrl + path, { waitUntil });
      return { page, context, portal: portalOf(page), errors };
    },
  };
}
