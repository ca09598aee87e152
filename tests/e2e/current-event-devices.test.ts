// @engines chromium firefox: window focus events and when each engine fires them differ
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The current event is the server's (docs/architecture.md, "The current event is the server's"). A spouse
 * switches event on another phone; this browser must follow on its next load, and on focus once its
 * answer is more than 5 minutes old, and never label one event's data with another's name.
 */

const WEDDING = { idEvento: 41587, descricao: 'Casamento Ana & Rafael' };
const SILVER = { idEvento: 42903, descricao: 'Bodas de Prata Márcia & Jorge' };

const e2e = useE2e();

/** A browser of its own (own storage), signed in as Ana through the portal's screens. */
async function device(): Promise<{ page: Page; portal: Locator }> {
  const context = await e2e.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${e2e.demoUrl}/#/conta/entrar`);
  const portal = page.locator('portal-cliente');
  await portal.getByLabel('E-mail').fill(ANA.email);
  await portal.getByLabel('Senha').fill(ANA.password);
  await portal.getByRole('button', { name: 'Acessar' }).click();
  await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
  return { page, portal };
}

const headerTitle = (portal: Locator) => portal.locator('header .pc-event-title');

async function switchTo(portal: Locator, descricao: string) {
  await portal.getByRole('button', { name: 'TROCAR EVENTO' }).click();
  await portal
    .getByRole('dialog', { name: 'Trocar evento' })
    .getByRole('button', { name: new RegExp(descricao) })
    .click();
  await expect.poll(() => headerTitle(portal).textContent()).toBe(descricao);
}

describe('the current event follows the server', () => {
  it("shows, after a reload, the event another device switched to, in the header and in every screen's data", async () => {
    const a = await device();
    const b = await device();
    expect(await headerTitle(a.portal).textContent()).toBe(WEDDING.descricao);

    await switchTo(b.portal, SILVER.descricao);

    await a.page.reload();
    await a.portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect(await headerTitle(a.portal).textContent(), "the header names the server's event").toBe(SILVER.descricao);
    await a.page.evaluate(() => (location.hash = '#/contratos'));
    await a.portal.getByRole('table', { name: 'Contratos do evento' }).waitFor();
    const evtColumn = await a.portal.getByRole('table', { name: 'Contratos do evento' }).locator('td[data-label="EVT"]').allTextContents();
    expect(evtColumn.length).toBeGreaterThan(0);
    expect(new Set(evtColumn), "every contract shown is the named event's").toEqual(new Set([`EVT-${SILVER.idEvento}`]));
    expect(await a.portal.locator('.pc-panel-event').textContent()).toBe(SILVER.descricao);
  });

  it('asks the server again on focus once its last answer is over 5 minutes old, and not before', async () => {
    const a = await device();
    const b = await device();
    const homeCalls: string[] = [];
    a.page.on(
      'request',
      (request) => new URL(request.url()).pathname === '/api/home' && request.method() === 'GET' && homeCalls.push(request.url()),
    );
    await switchTo(b.portal, SILVER.descricao);

    // Within the 5 minutes the portal's answer is fresh: a focus asks nothing.
    await a.page.clock.fastForward('04:00');
    await a.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await a.portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect(homeCalls, 'no call within 5 minutes').toEqual([]);
    expect(await headerTitle(a.portal).textContent()).toBe(WEDDING.descricao);

    await a.page.clock.fastForward('01:30');
    await a.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => headerTitle(a.portal).textContent()).toBe(SILVER.descricao);
    expect(homeCalls).toHaveLength(1);
  });
});
