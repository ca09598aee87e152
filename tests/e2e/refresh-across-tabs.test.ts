// @engines chromium firefox: Web Locks and storage events between tabs are the engine's own
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA } from '../support/browser';
import { sessionFor } from '../support/sign-in-over-http';
import { useE2e } from '../support/use-e2e';

/*
 * DESIGN.md decision 7 across tabs: two tabs whose access token the server refuses at the same
 * moment make one refresh between them, and neither signs the other out (refresh tokens rotate: a
 * second refresh with the spent token revokes the session). With Web Locks, and without them
 * (Safari before 15.4, a host on plain http), where a claim in storage stands in (issue 15).
 */
const e2e = useE2e();

/** The tab's path once its screen shows its data. */
const SCREENS = [
  { path: '/servicos', data: 'Buffet completo - Menu Villa Jardim' },
  { path: '/contratos', data: 'CT-2026-0142' },
];

describe.each([
  ['with Web Locks', false],
  ['without Web Locks', true],
])('two tabs refused at the same moment, %s', (_, withoutLocks) => {
  it('refresh once between them, and both carry on signed in', async () => {
    // Ana's session with an access token the server refuses ('Token Inválido!': its signature is
    // wrong), as after an expiry, and a good refresh token.
    const { user, currentEvt } = await sessionFor(e2e.apiUrl, ANA);
    const context = await e2e.newContext();
    if (withoutLocks) await context.addInitScript(() => delete (Navigator.prototype as { locks?: unknown }).locks);
    const seed = await context.newPage();
    await seed.goto(`${e2e.demoUrl}/lista/portal_access`);
    await seed.evaluate(
      ([stored, evt]) => {
        localStorage.setItem('portal-cliente:user', stored);
        localStorage.setItem('portal-cliente:currentEvt', evt);
      },
      [JSON.stringify({ ...user, token: `${user.token}x` }), JSON.stringify(currentEvt)],
    );
    await seed.close();

    // The first refresh waits until both tabs have been refused: they meet over the same token.
    const refused = new Set<Page>();
    let bothRefused!: () => void;
    const met = new Promise<void>((resolve) => (bothRefused = resolve));
    let refreshes = 0;
    await context.route('**/api/RefreshToken', async (route) => {
      if (route.request().method() === 'POST') refreshes++;
      await met;
      await route.continue();
    });
    // One after the other: Firefox's BiDi mode fails to open two tabs at once.
    const tabs: Page[] = [];
    for (const _ of SCREENS) tabs.push(await context.newPage());
    for (const tab of tabs)
      tab.on('response', (response) => {
        if (response.status() !== 401 || response.url().endsWith('/api/RefreshToken')) return;
        refused.add(tab);
        if (refused.size === tabs.length) bothRefused();
      });
    await Promise.all(tabs.map((tab, i) => tab.goto(`${e2e.demoUrl}/#${SCREENS[i]!.path}`)));

    await Promise.all(tabs.map((tab, i) => tab.locator('portal-cliente').getByText(SCREENS[i]!.data).first().waitFor()));
    expect(refreshes, 'POST /api/RefreshToken calls from both tabs').toBe(1);
    for (const tab of tabs) {
      expect(await tab.evaluate(() => location.hash), 'not signed out').not.toBe('#/conta');
      const stored = await tab.evaluate(() => JSON.parse(localStorage.getItem('portal-cliente:user') ?? 'null'));
      expect(stored?.refreshToken, 'the rotated refresh token').not.toBe(user.refreshToken);
    }
  });
});
