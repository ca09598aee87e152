import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { WEBKIT_DRIVER_PATH } from './browsers.mjs';
import { startDemoSite } from '../demo/demo-site.mjs';
import { TEST_PASSWORD_COST } from './test-api';

/*
 * The WebKit journeys' fixture: Debian's WebKitGTK MiniBrowser driven through
 * WebKitWebDriver with selenium-webdriver, on an X display of the wanted size
 * (test-kit/webkit-global-setup.ts), against the file's own demo host and API.
 * WebKitWebDriver speaks classic WebDriver only (no BiDi): no console or network events, so each
 * page gets an error trap that the test reads back.
 */

type DemoSite = Awaited<ReturnType<typeof startDemoSite>>;

export interface Viewport {
  width: number;
  height: number;
}

export interface WebKitPage {
  driver: WebDriver;
  viewport: Viewport;
  /** Opens a path of the demo host (e.g. '/#/conta') and sets the error trap in it. */
  go(path: string): Promise<void>;
  /** Runs `fn` in the page with the portal's shadow root as its first argument. */
  run<T, A extends unknown[]>(fn: (root: ShadowRoot, ...args: A) => T, ...args: A): Promise<T>;
  /** Waits until `fn`, run in the page like `run`, returns a truthy value, and returns it. */
  until<T, A extends unknown[]>(message: string, fn: (root: ShadowRoot, ...args: A) => T, ...args: A): Promise<NonNullable<T>>;
  /** The visible control in the portal whose accessible name (aria-label or text) matches. */
  control(name: string | RegExp, within?: string): Promise<WebElement>;
  /** Clicks the control, brought to the middle of the window first (clear of the floating launcher). */
  click(name: string | RegExp, within?: string): Promise<void>;
  /** Types into the field whose label matches. */
  type(label: string, text: string): Promise<void>;
  /** Uncaught errors, unhandled rejections and console errors since the last `go`. */
  errors(): Promise<string[]>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A WebKitWebDriver on `display`, once it answers its status. */
async function startDriver(display: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const url = `http://127.0.0.1:${port}`;
  // Poll its status until it answers (it prints nothing when it starts listening).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    const ready = await fetch(`${url}/status`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Installs, in the page, a record of uncaught errors, unhandled rejections and console errors. */
function installErrorTrap() {
  const target = window as unknown as { __errors?: string[] };
  if (target.__errors) return;
  const errors: string[] = [];
  target.__errors = errors;
  addEventListener('error', (event) => errors.push(`error: ${event.message}`));
  addEventListener('unhandledrejection', (event) => errors.push(`unhandledrejection: ${String(event.reason)}`));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console: ${args.map(String).join(' ')}`);
    original(...args);
  };
}

/** The portal's controls by accessible name, in the page (see WebKitPage.control). */
function findControl(root: ShadowRoot, source: string, flags: string | null, within: string | null) {
  const scope = within ? root.querySelector(within) : root;
  if (!scope) return null;
  const name = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const labelOf = (element: Element) => (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '';
  const matches = (text: string) => (flags === null ? text === source : new RegExp(source, flags).test(text));
  const candidates = [...scope.querySelectorAll('a, button, input, [role="menuitem"], [role="button"]')];
  return candidates.find((element) => element.getClientRects().length > 0 && (matches(name(element)) || matches(labelOf(element)))) ?? null;
}

/**
 * The WebKit fixture of a test file: its own demo site, and `open(viewport)` for a MiniBrowser of
 * that viewport (one browser per viewport, reused by the file's tests, quit after the file).
 */
export function useWebKit() {
  let site: DemoSite | undefined;
  const drivers = new Map<string, Promise<{ driver: WebDriver; process: ChildProcess }>>();

  beforeAll(async () => {
    site = await startDemoSite({ demoPort: 0, apiPort: 0, devRoutes: true, passwordCost: TEST_PASSWORD_COST });
  });
  // Each test starts from the seed and signed out: a viewport's browser is reused by the file's
  // tests, and its storage would carry one test's session into the next.
  afterEach(async () => {
    const reset = await fetch(`${site!.apiUrl}/dev/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    if (!reset.ok) throw new Error(`POST /dev/reset: ${reset.status}`);
    for (const started of drivers.values()) {
      const { driver } = await started;
      await driver.get(`${site!.demoUrl}/favicon.svg`);
      await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
    }
  });
  afterAll(async () => {
    for (const started of drivers.values()) {
      const { driver, process: child } = await started;
      await driver.quit().catch(() => undefined);
      child.kill();
    }
    await site?.close();
  });

  async function startBrowser(viewport: Viewport) {
    const slot = process.env.VITEST_POOL_ID ?? '1';
    const answer = await fetch(`${inject('displayBroker')}/?slot=${slot}&width=${viewport.width}&height=${viewport.height}`);
    const display = await answer.text();
    if (!answer.ok) throw new Error(`no X display: ${display}`);
    const { url, process: child } = await startDriver(display);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { args: ['--automation'] } })
      .build();
    return { driver, process: child };
  }

  async function open(viewport: Viewport): Promise<WebKitPage> {
    const key = `${viewport.width}x${viewport.height}`;
    let started = drivers.get(key);
    if (!started) drivers.set(key, (started = startBrowser(viewport)));
    const { driver } = await started;

    const run = <T, A extends unknown[]>(fn: (root: ShadowRoot, ...args: A) => T, ...args: A) =>
      driver.executeScript(
        `const root = document.querySelector('portal-cliente')?.shadowRoot; return (${fn.toString()})(root, ...arguments);`,
        ...args,
      ) as Promise<T>;

    const until = async <T, A extends unknown[]>(message: string, fn: (root: ShadowRoot, ...args: A) => T, ...args: A) =>
      (await driver.wait(() => run(fn, ...args), 30_000, `WebKit: ${message}`)) as NonNullable<T>;

    const control = async (name: string | RegExp, within?: string) => {
      const [source, flags] = typeof name === 'string' ? [name, null] : [name.source, name.flags];
      return until(`a control named ${String(name)}`, findControl, source, flags, within ?? null) as unknown as Promise<WebElement>;
    };

    const page: WebKitPage = {
      driver,
      viewport,
      async go(path) {
        await driver.get(site!.demoUrl + path);
        await driver.executeScript(installErrorTrap);
      },
      run,
      until,
      control,
      async click(name, within) {
        const element = await control(name, within);
        await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
        await element.click();
      },
      async type(label, text) {
        const field = await control(label);
        await field.sendKeys(text);
      },
      async errors() {
        return ((await driver.executeScript('return window.__errors ?? ["no error trap in this page"]')) as string[]) ?? [];
      },
    };
    return page;
  }

  return {
    open,
    get apiUrl() {
      return site!.apiUrl;
    },
  };
}
