import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { ANA, DESKTOP, PHONE, apiUrl, launchChromium, openPortal, signInThroughUi } from '../support/browser';

/*
 * Issue 5: axe-core with the WCAG 2.2 A and AA rules (target-size included) on every screen, signed
 * out and signed in, at 1280 and 375 px: zero violations.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await fetch(`${apiUrl()}/dev/reset`, { method: 'POST' });
});
afterAll(async () => {
  await browser?.close();
});

const portal = (page: Page) => page.locator('portal-cliente');

async function settle(page: Page) {
  // No skeleton left: the screen shows its data (or its message).
  await page.waitForFunction(() => !document.querySelector('portal-cliente')?.shadowRoot?.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 });
  await page.waitForTimeout(150);
}

async function go(page: Page, path: string) {
  await page.evaluate((hash) => (location.hash = hash), `#${path}`);
  await settle(page);
}

const SIGNED_OUT = ['/conta', '/conta/entrar', '/conta/registrar', '/conta/recuperar-senha', '/conta/nao-existe'];
const SIGNED_IN = ['/', '/eventos', '/servicos', '/contratos', '/financeiro', '/agenda', '/oportunidades', '/perfil/alterar-senha', '/nao-existe'];

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`axe at ${viewport.width} px (${name})`, () => {
    it('finds no violation on the signed-out screens, with and without form errors', async () => {
      const { page, context } = await openPortal(browser, { viewport });
      const found: Record<string, unknown> = {};
      for (const path of SIGNED_OUT) {
        await go(page, path);
        const violations = await axeViolations(page);
        if (violations.length) found[path] = violations;
      }
      await go(page, '/conta/entrar');
      await portal(page).getByRole('button', { name: 'Acessar' }).click();
      await portal(page).getByText('E-mail obrigatório').waitFor();
      const withErrors = await axeViolations(page);
      if (withErrors.length) found['/conta/entrar (errors)'] = withErrors;
      expect(found).toEqual({});
      await context.close();
    });

    it('finds no violation on the signed-in screens', async () => {
      const { page, context } = await openPortal(browser, { viewport });
      await signInThroughUi(page, ANA);
      await portal(page).getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
      const found: Record<string, unknown> = {};
      for (const path of SIGNED_IN) {
        await go(page, path);
        const violations = await axeViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    });
  });
}
