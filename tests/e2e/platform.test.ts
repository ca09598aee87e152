import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, launchChromium, openPortal, signInThroughUi } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the platform slice on the demo host page', () => {
  it('signs ana.souza in and greets her by first name with her current event from the API', async () => {
    const { page, context, errors } = await openPortal(browser);
    const portal = page.locator('portal-cliente');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/conta');
    await signInThroughUi(page, ANA);
    await expect(portal.getByRole('heading', { level: 1 }).textContent()).resolves.toBeDefined();
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await portal.getByText('Casamento Ana & Rafael').first().waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaves the portal's screen unchanged when the host's #contato anchor is followed", async () => {
    const { page, context, errors } = await openPortal(browser);
    const portal = page.locator('portal-cliente');
    await portal.getByRole('link', { name: 'Já tenho cadastro' }).click();
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Contato' }).click();
    expect(await page.evaluate(() => location.hash)).toBe('#contato');
    await expect(portal.getByRole('button', { name: 'Acessar' }).isVisible()).resolves.toBe(true);
    await expect(portal.getByText('Página não encontrada').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
