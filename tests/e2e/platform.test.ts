// @engines chromium: a smoke test of the demo host; every Firefox file signs in too
import { describe, expect, it } from 'vitest';
import { ANA, signInThroughUi } from '../../test-kit/browser';
import { settle } from '../../test-kit/settle';
import { useE2e } from '../../test-kit/use-e2e';

const e2e = useE2e({ pages: 'warm' });

describe('the platform slice on the demo host page', () => {
  it('signs ana.souza in and greets her by first name with her current event from the API', async () => {
    const { page, errors } = await e2e.open();
    const portal = page.locator('portal-cliente');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/conta');
    await signInThroughUi(page, ANA);
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await portal.getByText('Casamento Ana & Rafael').first().waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/');
    expect(errors).toEqual([]);
  });

  it("leaves the portal's screen unchanged when the host's #contato anchor is followed", async () => {
    const { page, errors } = await e2e.open();
    const portal = page.locator('portal-cliente');
    await portal.getByRole('link', { name: 'Já tenho cadastro' }).click();
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Contato' }).click();
    expect(await page.evaluate(() => location.hash)).toBe('#contato');
    // The hash change has reached the portal's router, and whatever it would render is on screen.
    await settle(page);
    await expect(portal.getByRole('button', { name: 'Acessar' }).isVisible()).resolves.toBe(true);
    await expect(portal.getByText('Página não encontrada').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
