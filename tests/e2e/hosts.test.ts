// @engines chromium firefox: the cascade across the shadow boundary and CSP enforcement are the engine's own
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE, signInThroughUi } from '../../test-kit/browser';
import { settle } from '../../test-kit/settle';
import { useE2e } from '../../test-kit/use-e2e';

const e2e = useE2e({ pages: 'warm' });

/** Computed styles of the login screen's key elements, as a person would see them. */
async function loginLook(page: Page) {
  const portal = page.locator('portal-cliente');
  await portal.getByRole('button', { name: 'Acessar' }).waitFor();
  const pick = (el: Element) => {
    const s = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      font: `${s.fontFamily} ${s.fontSize} ${s.fontWeight} ${s.lineHeight}`,
      color: s.color,
      background: s.backgroundColor,
      padding: s.padding,
      margin: s.margin,
      border: s.border,
      radius: s.borderRadius,
      transform: s.textTransform,
      letterSpacing: s.letterSpacing,
      size: `${Math.round(box.width)}x${Math.round(box.height)}`,
    };
  };
  return {
    heading: await portal.getByRole('heading', { level: 1 }).evaluate(pick),
    email: await portal.getByLabel('E-mail').evaluate(pick),
    button: await portal.getByRole('button', { name: 'Acessar' }).evaluate(pick),
    link: await portal.getByRole('link', { name: 'Esqueceu a senha?' }).evaluate(pick),
  };
}

describe('a hostile host page', () => {
  it('cannot restyle the portal: its key elements compute the same styles as on the normal host', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      // One tab per viewport: the normal host first, then the hostile one loaded in its place.
      const { page, errors } = await e2e.open({ path: '/#/conta/entrar', viewport });
      const expected = await loginLook(page);
      await page.goto(`${e2e.demoUrl}/hostile.html#/conta/entrar`);
      expect(new URL(page.url()).pathname).toBe('/hostile.html');
      const seen = await loginLook(page);
      if (viewport === PHONE) {
        // The host's `* { margin: 20px }` narrows the boxes the portal sits in (its own layout, not
        // ours), so on a phone only the styles are compared, not the sizes.
        for (const look of [...Object.values(seen), ...Object.values(expected)]) look.size = '';
      }
      expect(seen).toEqual(expected);
      expect(errors).toEqual([]);
    }
  });

  it("is not restyled by the portal: the host's own elements look the same with and without it", async () => {
    const look = (page: Page) =>
      page.evaluate(() =>
        ['.header', '.modal', '.btn', '.host-table', '#host-route', 'a.btn'].map((selector) => {
          const s = getComputedStyle(document.querySelector(selector)!);
          return [selector, s.display, s.padding, s.margin, s.color, s.backgroundColor, s.fontSize, s.border, s.lineHeight].join(' | ');
        }),
      );
    const without = await e2e.newContext({ viewport: DESKTOP });
    const bare = await without.newPage();
    await bare.route('**/dist/**', (route) => route.abort());
    await bare.goto(`${e2e.demoUrl}/hostile.html`);
    const baseline = await look(bare);
    await without.close();

    // Signed in over HTTP (the portal's signed-in screens are what could restyle the host).
    const { page } = await e2e.open({ path: '/hostile.html#/', as: ANA });
    await page.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect(await look(page)).toEqual(baseline);
  });

  it("keeps its own route through the host's anchors and pushState router, and leaves the host's `user` key alone", async () => {
    const { page, errors } = await e2e.open({ path: '/hostile.html' });
    const portal = page.locator('portal-cliente');
    const hostUser = await page.evaluate(() => localStorage.getItem('user'));
    await signInThroughUi(page, ANA);
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();

    await page.locator('a.btn[href="#contato"]').click();
    expect(await page.evaluate(() => location.hash)).toBe('#contato');
    await settle(page);
    await expect(portal.getByRole('heading', { name: 'Olá, Ana!' }).isVisible()).resolves.toBe(true);

    await page.evaluate(() => (location.hash = '#/'));
    await page.locator('a[data-route="/sobre"]').click();
    expect(await page.evaluate(() => [location.pathname, location.hash, history.state])).toEqual(['/sobre', '#/', { route: '/sobre' }]);
    await settle(page);
    await expect(portal.getByRole('heading', { name: 'Olá, Ana!' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('#host-route').textContent()).toBe('rota do host: /sobre');

    expect(await page.evaluate(() => localStorage.getItem('user'))).toBe(hostUser);
    expect(errors).toEqual([]);
  });
});

describe('a host with a strict Content-Security-Policy', () => {
  it('runs the portal with zero CSP violations, fully styled', async () => {
    const { page, errors } = await e2e.open({ path: '/strict.html' });
    const response = await page.request.get(`${e2e.demoUrl}/strict.html`);
    expect(response.headers()['content-security-policy']).toContain("style-src 'self'");
    const portal = page.locator('portal-cliente');
    await signInThroughUi(page, ANA);
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    // Blocked styles would leave the root unstyled: the host's serif font, no background.
    const root = await page.evaluate(() => {
      const s = getComputedStyle(document.querySelector('portal-cliente')!.shadowRoot!.querySelector('.pc-root')!);
      return { font: s.fontFamily, background: s.backgroundColor };
    });
    expect(root.font).toContain('system-ui');
    expect(root.background).toBe('rgb(246, 244, 243)');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: unknown[] }).cspViolations)).toEqual([]);
    expect(errors.filter((e) => !e.includes('CSP'))).toEqual([]);
  });
});

describe('the gift-list site linking back in', () => {
  it('sends a signed-out visitor to sign in, then to the deep link; a signed-in one lands there at once', async () => {
    const { page, errors } = await e2e.open({ path: '/lista/portal_access' });
    const portal = page.locator('portal-cliente');
    await page.getByRole('link', { name: 'Financeiro do meu evento' }).click();
    await portal.getByText('Seja bem-vindo ao').waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/conta');
    await signInThroughUi(page, ANA);
    await portal.getByRole('heading', { level: 1, name: 'Financeiro' }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/financeiro');

    // Signed in now: the next visit from the gift list lands on its link at once.
    await page.goto(`${e2e.demoUrl}/lista/portal_access`);
    await page.getByRole('link', { name: 'Agenda do meu evento' }).click();
    await portal.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/agenda');
    expect(errors).toEqual([]);
  });
});
