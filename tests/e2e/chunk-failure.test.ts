import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, DESKTOP, demoUrl, launchChromium, signInThroughUi } from '../support/browser';

/*
 * A code chunk that fails to load (a flaky network, a deploy that removed old chunks) gets a clear
 * message and a retry that really fetches it again; never a dead end.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Drops the first request for chunks whose file name starts with `name`, then lets them through. */
async function failOnce(page: Page, name: string) {
  let dropped = 0;
  await page.route(new RegExp(`/dist/chunks/${name}-[^/]+\\.js$`), async (route) => {
    if (dropped++ === 0) await route.abort('connectionreset');
    else await route.continue();
  });
  return () => dropped;
}

describe('a chunk that fails to load', () => {
  it('leaves the layout with a retry that loads it again', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const attempts = await failOnce(page, 'account-layout');
    await page.goto(`${demoUrl()}/#/conta`);
    const portal = page.locator('portal-cliente');
    await portal.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await portal.getByRole('button', { name: 'Tentar novamente' }).click();
    await portal.getByText('Seja bem-vindo ao').waitFor();
    expect(attempts()).toBe(2);
    await context.close();
  });

  it("leaves a screen with the error page's texts and a retry that loads it again", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${demoUrl()}/#/conta`);
    await signInThroughUi(page, ANA);
    const portal = page.locator('portal-cliente');
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    const attempts = await failOnce(page, 'services-screen');
    await page.evaluate(() => (location.hash = '#/servicos'));
    await portal.getByRole('heading', { name: 'Ocorreu um erro inesperado' }).waitFor();
    await portal.getByText('Desculpe, ocorreu um erro inesperado. Tente novamente mais tarde').waitFor();
    await portal.getByRole('button', { name: 'Tentar novamente' }).click();
    await portal.getByRole('heading', { level: 1, name: 'Serviços' }).waitFor();
    expect(attempts()).toBe(2);
    // Still signed in, on the same screen.
    expect(await page.evaluate(() => location.hash)).toBe('#/servicos');
    await context.close();
  });
});
