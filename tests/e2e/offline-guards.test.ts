// @engines chromium firefox: going offline, storage events between tabs and the engine's own timers differ
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../support/advance-clock';
import { ANA, signInThroughUi } from '../support/browser';
import { useE2e } from '../support/use-e2e';

/*
 * The guards that held before the offline work, each with a test of its own (docs/resilience.md,
 * "Offline"): a session whose token expires while the phone is offline survives it; signing out in
 * one tab signs the other out and leaves nothing kept. (An SPA host mounting the signed-in portal
 * 30 times: tests/e2e/lifecycle.test.ts.)
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
