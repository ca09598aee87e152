// @engines chromium firefox: going offline, storage events between tabs, the engine's own timers and its back/forward cache differ
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../test-kit/advance-clock';
import { contextWithBackForwardCache } from '../../test-kit/back-forward-cache';
import { ANA, signInThroughUi } from '../../test-kit/browser';
import { collectErrors, useE2e } from '../../test-kit/use-e2e';

/*
 * The guards that held before the offline work, each with a test of its own (docs/resilience.md,
 * "Offline"): a session whose token expires while the phone is offline survives it; signing out in
 * one tab signs the other out and leaves nothing kept; a page the customer leaves and comes back to
 * is restored from the back/forward cache with a portal that still works. (An SPA host mounting the
 * signed-in portal 30 times: tests/e2e/lifecycle.test.ts.)
 */
const e2e = useE2e();

const KEPT_KEY = 'portal-cliente:keptReads';
const keptText = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEPT_KEY);
const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('portal-cliente:user') ?? 'null') as { token?: string } | null)?.token);

describe('a token that expires while the phone is offline', () => {
  // Under two CPU hogs each of these takes 40 to 50 s.
  it('keeps the session: back online, the screen refreshes the token once and shows its data', { timeout: 120_000 }, async () => {
    const { page, context, portal, errors } = await e2e.open({ path: '/#/', as: ANA });
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    const before = await storedToken(page);
    const refreshes: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/RefreshToken') && refreshes.push(request.method()));

    await context.setOffline(true);
    await page.evaluate(() => (location.hash = '#/servicos'));
    await portal.getByRole('heading', { level: 1, name: 'Sem conexão com a internet' }).waitFor();
    // Every access token issued so far expires while the phone has no signal.
    await advanceClock(e2e.apiUrl, 901);

    await context.setOffline(false);
    await portal.getByRole('table', { name: 'Serviços do evento' }).waitFor();
    expect(await page.evaluate(() => location.hash), 'still on the same screen').toBe('#/servicos');
    expect(
      refreshes.filter((method) => method === 'POST'),
      'one refresh',
    ).toHaveLength(1);
    expect(await storedToken(page), 'a new token, still signed in').not.toBe(before);
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});

describe('signing out in one tab', () => {
  it('signs the other tab out, and no answer stays kept on the device', { timeout: 120_000 }, async () => {
    const context = await e2e.newContext();
    const first = await context.newPage();
    await first.goto(`${e2e.demoUrl}/#/conta`);
    await signInThroughUi(first);
    await first.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();

    const second = await context.newPage();
    await second.goto(`${e2e.demoUrl}/#/servicos`);
    const other = second.locator('portal-cliente');
    await other.getByRole('table', { name: 'Serviços do evento' }).waitFor();
    expect(await keptText(second), 'the services answer is kept').toContain('/api/servicos');

    const portal = first.locator('portal-cliente');
    await portal.getByRole('button', { name: /Ana Paula Souza/ }).click();
    await portal.getByRole('menuitem', { name: 'Sair' }).click();

    await other.getByText('Seja bem-vindo ao').waitFor();
    expect(await other.getByRole('table', { name: 'Serviços do evento' }).count(), 'no data left on screen').toBe(0);
    expect(await keptText(second), 'nothing kept').toBeNull();
    expect(await second.evaluate(() => localStorage.getItem('portal-cliente:user'))).toBeNull();
  });
});

interface Watched {
  /** Each `pageshow`'s `persisted`, in the document's own memory, which a restored page keeps. */
  pageshows: boolean[];
  /** Uncaught errors and rejections the document saw, before and after it was cached. */
  errors: string[];
}

/** Installed before any script of each document: what the document saw, kept in its own memory. */
function watchTheDocument() {
  const watched: Watched = ((window as unknown as { __watched: Watched }).__watched = { pageshows: [], errors: [] });
  addEventListener('pageshow', (event) => watched.pageshows.push(event.persisted));
  addEventListener('error', (event) => watched.errors.push(String(event.message)));
  addEventListener('unhandledrejection', (event) => watched.errors.push(String(event.reason)));
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { __watched: Watched }).__watched);

/**
 * The centre of what `selector` finds in the portal's shadow root, whose text is `text`; null while
 * there is none. Read in the page's own world: in Firefox's WebDriver BiDi mode Playwright hears no
 * navigation when a page comes back from the back/forward cache and loses its own isolated world in
 * it, so its locators wait for good there; the page's world, and the mouse, still work.
 */
const centreOf = (page: Page, selector: string, text: string) =>
  page.evaluate(
    ([css, words]) => {
      const found = [...(document.querySelector('portal-cliente')?.shadowRoot?.querySelectorAll(css) ?? [])].find(
        (element) => element.textContent?.trim() === words,
      );
      if (!found) return null;
      const box = found.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    [selector, text] as const,
  );

describe('a page left for another and come back to', () => {
  it('is restored from the back/forward cache, with the portal on the same screen and still working', { timeout: 120_000 }, async () => {
    const context = await contextWithBackForwardCache(e2e);
    await context.addInitScript(watchTheDocument);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${e2e.demoUrl}/blank.html`);
    await e2e.store(page, { as: ANA });
    await page.goto(`${e2e.demoUrl}/#/`);
    await page.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();

    // Another page of the provider's site, on the same origin, then the browser's back button.
    await page.goto(`${e2e.demoUrl}/site/`);
    await page.getByRole('heading', { name: 'Página do serviço' }).waitFor();
    // Not page.goBack(): it waits for a load event, which a page restored from the cache never fires.
    await page.evaluate(() => history.back());
    await page.waitForFunction(
      () => location.pathname === '/' && (window as unknown as { __watched?: Watched }).__watched?.pageshows.length,
    );
    expect(
      (await watched(page)).pageshows,
      'shown when loaded, then restored from the back/forward cache (a page loaded again would say [false])',
    ).toEqual([false, true]);

    expect(await page.evaluate(() => location.hash)).toBe('#/');
    await expect.poll(() => centreOf(page, 'h1', 'Olá, Ana!'), { message: "the home's heading" }).not.toBeNull();
    const link = await centreOf(page, 'nav[aria-label="Principal"] a', 'Serviços');
    expect(link, "the navigation's 'Serviços'").not.toBeNull();
    await page.mouse.click(link!.x, link!.y);
    await expect.poll(() => centreOf(page, 'table caption', 'Serviços do evento'), { message: 'the services table' }).not.toBeNull();
    expect(await page.evaluate(() => location.hash)).toBe('#/servicos');
    expect((await watched(page)).errors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
