// @engines chromium firefox: Web Locks and storage events between tabs are the engine's own
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, BRUNO } from '../../test-kit/browser';
import { sessionFor } from '../../test-kit/sign-in-over-http';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * docs/architecture.md, "One refresh at a time" across tabs: two tabs whose access token the server refuses at the same
 * moment make one refresh between them, and neither signs the other out (refresh tokens rotate: a
 * second refresh with the spent token revokes the session). With Web Locks, and without them
 * (Safari before 15.4, a host on plain http), where a claim in storage stands in.
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

describe.each([
  ['with Web Locks', false],
  ['without Web Locks', true],
])('two portals with their own storage prefixes, both refused, %s', (_, withoutLocks) => {
  it('each refresh its own session under its own prefix: they share no lock and no claim', async () => {
    const sessions = { 'a:': await sessionFor(e2e.apiUrl, ANA), 'b:': await sessionFor(e2e.apiUrl, BRUNO) };
    const context = await e2e.newContext();
    if (withoutLocks) await context.addInitScript(() => delete (Navigator.prototype as { locks?: unknown }).locks);
    const page = await context.newPage();
    await page.goto(`${e2e.demoUrl}/lifecycle.html#/servicos`);
    // Both sessions with an access token the server refuses and a good refresh token.
    await page.evaluate((stored) => {
      for (const [prefix, { user, currentEvt }] of Object.entries(stored)) {
        localStorage.setItem(`${prefix}user`, JSON.stringify({ ...user, token: `${user.token}x` }));
        localStorage.setItem(`${prefix}currentEvt`, JSON.stringify(currentEvt));
      }
      const template = document.getElementById('portal-template') as HTMLTemplateElement;
      for (const [slot, prefix] of [
        ['slot-a', 'a:'],
        ['slot-b', 'b:'],
      ] as const) {
        const element = (template.content.cloneNode(true) as DocumentFragment).querySelector('portal-cliente')!;
        element.setAttribute('storage-prefix', prefix);
        document.getElementById(slot)!.append(element);
      }
    }, sessions);

    // Both refreshed: each prefix's stored refresh token has rotated.
    await page.waitForFunction(
      (spent) =>
        Object.entries(spent).every(([prefix, token]) => {
          const user = JSON.parse(localStorage.getItem(`${prefix}user`) ?? 'null') as { refreshToken?: string } | null;
          return user?.refreshToken !== undefined && user.refreshToken !== token;
        }),
      { 'a:': sessions['a:'].user.refreshToken, 'b:': sessions['b:'].user.refreshToken },
    );
    if (withoutLocks) {
      // Each claim sits under its portal's prefix; none under a fixed key that both would share.
      const claims = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => /refresh/i.test(key))
          .sort(),
      );
      expect(claims).toEqual(['a:refreshClaim', 'b:refreshClaim']);
    } else {
      // The lock's "refreshed" marks are still held (for 30 s): one under each prefix's lock name.
      // A portal stores its new tokens a moment before it lets its refresh lock go: wait for that.
      const heldLocks = () =>
        page.evaluate(async () => ((await navigator.locks.query()).held ?? []).map((lock) => lock.name!.replace(/:[0-9a-f]+$/, '')).sort());
      await expect.poll(heldLocks).toEqual(['a:refreshed', 'b:refreshed']);
    }
    for (const portal of await page.locator('portal-cliente').all())
      expect(await portal.getByRole('link', { name: 'Já tenho cadastro' }).count(), 'still signed in').toBe(0);
  });
});
