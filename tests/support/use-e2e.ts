import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { startDemoSite } from '../../demo/demo-site.mjs';
import { connectBrowser, type Engine } from './engine';

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
  /** A fresh context on a demo page, collecting the page's errors; closed after the test. */
  open(options?: OpenOptions): Promise<PortalPage>;
  /** Back to the seed: accounts, passwords, current events, sessions, codes, throttles, faults. */
  resetApi(): Promise<void>;
}

/** The project's browser for this worker slot (tests/support/e2e-global-setup.ts). */
async function browserEndpoint(): Promise<string> {
  const answer = await fetch(`${inject('browserBroker')}/?slot=${process.env.VITEST_POOL_ID ?? '1'}`);
  const text = await answer.text();
  if (!answer.ok) throw new Error(`the ${inject('engine')} browser did not start: ${text}`);
  return text;
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
 * The e2e fixture of a test file: the project's browser (Chromium or Firefox, tests/support/engine.ts),
 * the file's own demo host and reference API on free ports, reset to the seed before each test
 * (`reset: 'file'` resets once, for files whose tests build on each other), and every context a test
 * opened closed after it, even when it failed.
 *
 * @param options.site - Options of the file's demo site (token lifetimes). Default: the demo's.
 * @param options.reset - When the API goes back to the seed. Default 'each'.
 */
export function useE2e({ site: siteOptions = {}, reset = 'each' }: { site?: SiteOptions; reset?: 'each' | 'file' } = {}): E2e {
  const engine = inject('engine');
  let browser: Browser | undefined;
  let site: DemoSite | undefined;
  const contexts = new Set<BrowserContext>();

  const resetApi = async () => {
    const answer = await fetch(`${site!.apiUrl}/dev/reset`, { method: 'POST' });
    expect(answer.status, 'POST /dev/reset').toBe(200);
    const faults = await fetch(`${site!.apiUrl}/dev/faults`, { method: 'DELETE' });
    expect(faults.status, 'DELETE /dev/faults').toBe(200);
  };

  beforeAll(async () => {
    [browser, site] = await Promise.all([connectBrowser(engine, await browserEndpoint()), startDemoSite({ demoPort: 0, apiPort: 0, devRoutes: true, ...siteOptions })]);
  });
  if (reset === 'each') beforeEach(resetApi);
  afterEach(async () => {
    await Promise.all([...contexts].map((context) => context.close()));
    contexts.clear();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

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
    async open({ path = '/', waitUntil = 'load', ...options } = {}) {
      const context = await newContext(options);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(site!.demoUrl + path, { waitUntil });
      return { page, context, portal: portalOf(page), errors };
    },
  };
}
