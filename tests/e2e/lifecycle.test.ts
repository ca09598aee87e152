// @engines chromium firefox: listeners, timers and frames of an element that moves and goes are the engine's own
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP } from '../../test-kit/browser';
import { removeUntilUnmounted } from '../../test-kit/remove-until-unmounted';
import { settle } from '../../test-kit/settle';
import { useE2e } from '../../test-kit/use-e2e';

const e2e = useE2e();

/**
 * Counts what is live on window and document: event listeners, intervals and animation frames.
 * Installed before any page script runs.
 */
function installCounters() {
  const live = { listeners: new Map<string, number>(), intervals: new Set<number>() };
  const key = (target: EventTarget, type: string, fn: unknown, options: unknown) => {
    const capture = typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture);
    const ids = (fn as { __id?: number }).__id ?? ((fn as { __id?: number }).__id = Math.random());
    return `${target === window ? 'window' : 'document'}:${type}:${capture}:${ids}`;
  };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type: string, fn: unknown, options?: unknown) {
    if ((this === window || this === document) && fn) live.listeners.set(key(this, type, fn, options), 1);
    return add.call(this, type, fn as EventListener, options as AddEventListenerOptions);
  };
  EventTarget.prototype.removeEventListener = function (type: string, fn: unknown, options?: unknown) {
    if ((this === window || this === document) && fn) live.listeners.delete(key(this, type, fn, options));
    return remove.call(this, type, fn as EventListener, options as EventListenerOptions);
  };
  const setI = window.setInterval;
  const clearI = window.clearInterval;
  window.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const id = setI(...args);
    live.intervals.add(id);
    return id;
  }) as typeof setInterval;
  window.clearInterval = ((id?: number) => {
    live.intervals.delete(id as number);
    clearI(id);
  }) as typeof clearInterval;
  (window as unknown as { __live: () => { listeners: string[]; intervals: number } }).__live = () => ({
    listeners: [...live.listeners.keys()].map((k) => k.split(':').slice(0, 3).join(':')).sort(),
    intervals: live.intervals.size,
  });
}

const live = (page: Page) =>
  page.evaluate(() => (window as unknown as { __live: () => { listeners: string[]; intervals: number } }).__live());

async function addPortal(page: Page, slot: string) {
  await page.evaluate((id) => {
    const template = document.getElementById('portal-template') as HTMLTemplateElement;
    document.getElementById(id)!.append(template.content.cloneNode(true));
  }, slot);
}

/** One full life: added after load, signed in, a second instance, moved, removed and re-added, all removed. */
async function fullCycle(page: Page, signIn: boolean) {
  await addPortal(page, 'slot-a');
  const first = page.locator('#slot-a portal-cliente');
  if (signIn) {
    await first.getByLabel('E-mail').fill(ANA.email);
    await first.getByLabel('Senha').fill(ANA.password);
    await first.getByRole('button', { name: 'Acessar' }).click();
  }
  await first.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
  // Visit the data screens, so every lazy part (SWR, tables, modals) has run.
  for (const [hash, heading] of [
    ['#/servicos', 'Serviços'],
    ['#/financeiro', 'Financeiro'],
    ['#/agenda', 'Agenda'],
    ['#/', 'Olá, Ana!'],
  ]) {
    await page.evaluate((h) => (location.hash = h), hash);
    await first.getByRole('heading', { level: 1, name: heading }).waitFor();
    await settle(page, { host: '#slot-a portal-cliente' });
  }

  // A second instance on the same page shares the session and the route.
  await addPortal(page, 'slot-b');
  await page.locator('#slot-b portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();

  // Moving keeps the instance mounted.
  await page.evaluate(() => document.getElementById('slot-b')!.append(document.querySelector('#slot-a portal-cliente')!));
  expect(await page.locator('portal-cliente').count()).toBe(2);
  await page.locator('#slot-b portal-cliente').first().getByRole('heading', { name: 'Olá, Ana!' }).waitFor();

  // Removed and added back: a clean remount.
  const removed = await removeUntilUnmounted(page, 'portal-cliente');
  expect(await page.locator('portal-cliente').count(), 'one instance left on the page').toBe(1);
  await removed.evaluate((el) => document.getElementById('slot-a')!.append(el));
  await page.locator('#slot-a portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();

  await page.evaluate(() => document.querySelectorAll('portal-cliente').forEach((el) => el.remove()));
}

/** What is live once removals have played out: the same counts two animation frames apart. */
async function settledLive(page: Page) {
  let last = await live(page);
  for (;;) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const now = await live(page);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

describe('the element lifecycle', () => {
  it('adds after load, runs two instances, moves, removes and re-adds with no errors and no leaked listeners or intervals', async () => {
    const context = await e2e.newContext({ viewport: DESKTOP });
    await context.addInitScript(installCounters);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('response', (r) => r.status() >= 500 && errors.push(`${r.status()} ${r.url()}`));
    await page.goto(`${e2e.demoUrl}/lifecycle.html#/conta/entrar`);
    await page.waitForFunction(() => customElements.get('portal-cliente'));
    const beforeAny = await live(page);

    await fullCycle(page, true);
    // Lazy libraries may register page-wide listeners once, when their module first loads (SWR
    // listens for focus and reconnection for its default cache). A leak is what grows per use:
    // the baseline is taken after one full cycle, and two more cycles must leave it unchanged.
    const baseline = await settledLive(page);
    const once = baseline.listeners.filter((l) => !beforeAny.listeners.includes(l)).map((l) => l.split(':')[1]);
    for (const type of once) expect(['focus', 'visibilitychange', 'online', 'offline'], `one-time listener "${type}"`).toContain(type);

    for (let cycle = 0; cycle < 2; cycle++) {
      await fullCycle(page, false);
      const after = await settledLive(page);
      expect(after.listeners, `window/document listeners after cycle ${cycle + 2}`).toEqual(baseline.listeners);
      expect(after.intervals, `intervals after cycle ${cycle + 2}`).toBe(baseline.intervals);
    }

    // While mounted, the counters do see the portal's own listeners (so the checks above can fail).
    await addPortal(page, 'slot-a');
    await page.locator('#slot-a portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect((await live(page)).listeners.length).toBeGreaterThan(baseline.listeners.length);
    expect(baseline.listeners).not.toContain('window:hashchange:false');
    expect(errors).toEqual([]);
  });
});

/**
 * Bytes in use on the page's heaps once garbage is collected: V8's JavaScript heap and Blink's own
 * (DOM nodes live there). Through the Chrome DevTools Protocol: Chromium only.
 */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Twice: what the first collection frees can leave more (weak references, finalisers) for a second.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; embedderHeapUsedSize?: number };
    return usage.usedSize + (usage.embedderHeapUsedSize ?? 0);
  } finally {
    await cdp.detach();
  }
}

describe('an SPA host that mounts and unmounts the signed-in portal', () => {
  it('30 times leaks no listeners, intervals, nodes or heap (the heap measured in Chromium)', { timeout: 240_000 }, async () => {
    const context = await e2e.newContext({ viewport: DESKTOP });
    await context.addInitScript(installCounters);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.demoUrl}/lifecycle.html#/`);
    await e2e.store(page, { as: ANA });
    const nodes = () => page.evaluate(() => document.getElementsByTagName('*').length);
    const mountOnce = async () => {
      await addPortal(page, 'slot-a');
      const portal = page.locator('#slot-a portal-cliente');
      await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
      await settle(page, { host: '#slot-a portal-cliente' });
      await page.evaluate(() => document.querySelector('portal-cliente')!.remove());
    };
    // Firefox's WebDriver BiDi can neither collect garbage nor tell the heap's size.
    const measuresHeap = e2e.engine === 'chromium';
    // The first mounts load the lazy code, whose modules may listen once for good (see above).
    await mountOnce();
    const baseline = await settledLive(page);
    const baseNodes = await nodes();
    const baseHeap = measuresHeap ? await heapAfterGc(page) : 0;
    for (let mount = 2; mount <= 30; mount++) await mountOnce();
    const after = await settledLive(page);
    expect(after.listeners, 'window/document listeners after 30 mounts').toEqual(baseline.listeners);
    expect(after.intervals, 'intervals after 30 mounts').toBe(baseline.intervals);
    expect(await nodes(), 'elements in the document after 30 mounts').toBe(baseNodes);
    if (measuresHeap) {
      const grown = (await heapAfterGc(page)) - baseHeap;
      // Measured on this machine, in six clean runs: 1.7 to 2.7 MB more after the 29 mounts (V8
      // compiling the code the mounts make hot, the answers DevTools keeps for Playwright's
      // connection, and the data cache's entries, which SWR holds for its 5-minute deduping window);
      // 8.6 to 8.9 MB more when the page kept each unmounted portal's tree (its shadow root's nodes),
      // some 235 KB a mount. 4 MB sits between: above every clean run, under half the leak.
      expect(grown, `heap growth after 30 mounts, over ${baseHeap} bytes after the first`).toBeLessThan(4_000_000);
    }
    expect(errors).toEqual([]);
  });
});

describe('two instances on one page', () => {
  it('share the session, yet a modal opens only in the instance that asked for it', async () => {
    const context = await e2e.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${e2e.demoUrl}/lifecycle.html#/conta/entrar`);
    await addPortal(page, 'slot-a');
    const first = page.locator('#slot-a portal-cliente');
    await first.getByLabel('E-mail').fill(ANA.email);
    await first.getByLabel('Senha').fill(ANA.password);
    await first.getByRole('button', { name: 'Acessar' }).click();
    await first.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await addPortal(page, 'slot-b');
    const second = page.locator('#slot-b portal-cliente');
    await second.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();

    await first.getByRole('button', { name: 'Contatos', exact: true }).click();
    await first.getByRole('dialog', { name: 'Contatos' }).waitFor();
    // Both instances rendered what the click set off.
    await settle(page, { host: '#slot-a portal-cliente' });
    await settle(page, { host: '#slot-b portal-cliente' });
    expect(await second.getByRole('dialog').count()).toBe(0);
  });
});
