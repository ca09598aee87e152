// @engines chromium firefox: constructable stylesheets and <style> under CSP are the engine's own
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA } from '../../test-kit/browser';
import { showCarousel } from '../../test-kit/screens-support';
import { collectErrors, useE2e } from '../../test-kit/use-e2e';

/*
 * A browser without constructable stylesheets (Safari before 16.4) gets the portal's
 * styles as <style> elements in its shadow root. On a host whose CSP allows styles only by nonce,
 * they carry the nonce the host put on the element (demo/public/nonce.html).
 */
const e2e = useE2e();
const NONCE = 'demo-nonce-2026';

/** A page of the demo host in a browser whose shadow roots and documents cannot adopt sheets. */
async function withoutConstructableSheets(path: string) {
  const context = await e2e.newContext();
  await context.addInitScript(() => {
    for (const prototype of [ShadowRoot.prototype, Document.prototype])
      delete (prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(e2e.demoUrl + path);
  return { page, errors, portal: page.locator('portal-cliente') };
}

const look = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('portal-cliente')!.shadowRoot!;
    const button = [...root.querySelectorAll('button')].find((element) => element.textContent === 'Acessar');
    return {
      adopting: 'adoptedStyleSheets' in root,
      nonces: [...new Set([...root.querySelectorAll('style')].map((style) => style.nonce))],
      background: getComputedStyle(root.querySelector('.pc-root')!).backgroundColor,
      // A goober rule (the button's own styled component), not only the base sheet.
      button: button && getComputedStyle(button).backgroundColor,
      violations: (window as unknown as { cspViolations: unknown[] }).cspViolations.length,
      headStyles: document.head.querySelectorAll('style').length,
    };
  });

describe('a browser without constructable stylesheets', () => {
  it("styles the portal with <style> elements in its shadow root that carry the host's CSP nonce", async () => {
    const { page, errors, portal } = await withoutConstructableSheets('/nonce.html#/conta/entrar');
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    expect(await look(page)).toEqual({
      adopting: false,
      nonces: [NONCE],
      background: 'rgb(246, 244, 243)',
      button: 'rgb(122, 33, 70)',
      violations: 0,
      headStyles: 0,
    });
    // Styles that come later (the carousel's, with swiper) too.
    await portal.getByLabel('E-mail').fill(ANA.email);
    await portal.getByLabel('Senha').fill(ANA.password);
    await portal.getByRole('button', { name: 'Acessar' }).click();
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await showCarousel(page);
    expect(
      await page.evaluate(() =>
        [...document.querySelector('portal-cliente')!.shadowRoot!.querySelectorAll('style')].some((style) =>
          style.textContent!.includes('.swiper-wrapper'),
        ),
      ),
    ).toBe(true);
    expect((await look(page)).violations).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is blocked by a strict CSP on a host that gives no nonce (the check above can fail)', async () => {
    const { page, portal } = await withoutConstructableSheets('/strict.html#/conta/entrar');
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    const seen = await look(page);
    expect(seen.violations).toBeGreaterThan(0);
    expect(seen.background).not.toBe('rgb(246, 244, 243)');
  });
});
