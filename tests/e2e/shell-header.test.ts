// @engines chromium firefox: menus and modals (focus, clicks across the shadow boundary) differ by engine
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The signed-in shell on the demo host: header, main navigation, user menu, the contacts and event
 * switcher modals and /eventos. The server remembers Ana's current event: the fixture resets it
 * before each test.
 */

const e2e = useE2e({ pages: 'warm' });

const WEDDING = 'Casamento Ana & Rafael';
const SILVER = 'Bodas de Prata Márcia & Jorge';

/** Text of the element focused inside the portal's shadow root. */
const focusedText = (page: Page) =>
  page.evaluate(() => document.querySelector('portal-cliente')?.shadowRoot?.activeElement?.textContent ?? null);

/**
 * Ana on the home (a session made over HTTP: the sign-in has its own tests). The first screen of a
 * page load takes no focus, so none is moved under the tests' typing.
 */
async function signedIn(viewport = DESKTOP) {
  const opened = await e2e.open({ path: '/#/', viewport, as: ANA });
  const portal = opened.page.locator('portal-cliente');
  await portal.getByRole('button', { name: 'TROCAR EVENTO' }).waitFor();
  await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
  return { ...opened, portal };
}

const headerTitle = (page: Page) => page.locator('portal-cliente').locator('header .pc-event-title').textContent();

describe.each([
  ['1280 px', DESKTOP],
  ['375 px', PHONE],
])('the header at %s', (_width, viewport) => {
  // One page load for the header's checks: what it shows, the contacts, the user menu closed by a
  // click on the host page, then by Escape, and last its keyboard path to /eventos (it navigates).
  it("shows the event, 'TROCAR EVENTO', the contacts, the user menu and the navigation; the menu works by keyboard and closes on the host page", async () => {
    const { page, portal, errors } = await signedIn(viewport);
    expect(await headerTitle(page)).toBe(WEDDING);
    await portal.getByText('Recepção no Espaço Villa Jardim').first().waitFor();
    expect(await portal.getByRole('button', { name: 'Contatos' }).isVisible()).toBe(true);
    expect(await portal.getByRole('button', { name: /Ana Paula Souza/ }).isVisible()).toBe(true);
    const nav = portal.getByRole('navigation', { name: 'Principal' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Serviços', 'Contratos', 'Financeiro', 'Agenda']);
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    const opportunities = portal.getByRole('link', { name: 'OPORTUNIDADES' });
    // Hidden on small screens (the compact header at 1024 px and below).
    expect(await opportunities.isVisible()).toBe(viewport === DESKTOP);

    // The contacts: the production team as WhatsApp links and the support e-mail.
    await portal.getByRole('button', { name: 'Contatos' }).click();
    const dialog = portal.getByRole('dialog', { name: 'Contatos' });
    await dialog.getByText('Renata Lopes').waitFor();
    const whatsapp = dialog.locator('a[href^="https://wa.me/"]');
    expect(await whatsapp.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      'https://wa.me/5511987654321',
      'https://wa.me/5511976543210',
    ]);
    expect(await whatsapp.first().getAttribute('rel')).toBe('noopener noreferrer');
    expect(await whatsapp.first().getAttribute('target')).toBe('_blank');
    expect(await dialog.locator('a[href^="mailto:"]').getAttribute('href')).toBe('mailto:atendimento@aurora-eventos.com.br');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The user menu closes on a click on the host page.
    const button = portal.getByRole('button', { name: /Ana Paula Souza/ });
    await button.click();
    await portal.getByRole('menu').waitFor();
    await page.locator('footer.site-footer').click();
    await portal.getByRole('menu').waitFor({ state: 'detached' });

    // The user menu with the keyboard: opened with ArrowDown, closed with Escape back on its
    // button, opened with Enter, and its first item taken with Enter.
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await portal.getByRole('menu').waitFor();
    await expect.poll(() => focusedText(page)).toBe('Meus eventos');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Alterar senha');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('Sair');
    await page.keyboard.press('Escape');
    await portal.getByRole('menu').waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText(page)).toContain('Ana Paula Souza');
    await page.keyboard.press('Enter');
    await portal.getByRole('menu').waitFor();
    await expect.poll(() => focusedText(page)).toBe('Meus eventos');
    await page.keyboard.press('Enter');
    await portal.getByRole('heading', { name: 'Meus eventos', level: 1 }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/eventos');
    expect(errors).toEqual([]);
  });
});

describe('switching events', () => {
  it("switches through the modal: the header shows the new event and the screens the new event's data", async () => {
    const { page, portal, errors } = await signedIn(DESKTOP);
    const reloads: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
    const changes = page.evaluate(
      () =>
        new Promise((done) =>
          document
            .querySelector('portal-cliente')!
            .addEventListener('portal-cliente:event-change', (event) => done((event as CustomEvent).detail)),
        ),
    );
    await portal.getByRole('button', { name: 'TROCAR EVENTO' }).click();
    const dialog = portal.getByRole('dialog', { name: 'Trocar evento' });
    expect(await dialog.getByRole('listitem').count()).toBeLessThanOrEqual(4);
    expect(await dialog.getByRole('button', { name: new RegExp(WEDDING) }).getAttribute('aria-current')).toBe('true');
    await dialog.getByRole('button', { name: new RegExp(SILVER) }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => headerTitle(page)).toBe(SILVER);
    expect(await changes).toEqual({ idEvento: 42903, descricao: SILVER });

    await portal.getByRole('button', { name: 'Contatos' }).click();
    const contacts = portal.getByRole('dialog', { name: 'Contatos' });
    await contacts.getByText('Eduardo Pires').waitFor();
    expect(await contacts.textContent()).not.toContain('Renata Lopes');
    expect(reloads, 'the host page was never reloaded').toEqual([]);
    expect(errors).toEqual([]);
  });

  it('selects an event on /eventos and lands on / with it', async () => {
    const { page, portal, errors } = await signedIn(PHONE);
    await portal.getByRole('button', { name: /Ana Paula Souza/ }).click();
    await portal.getByRole('menuitem', { name: 'Meus eventos' }).click();
    const row = portal.locator('tr', { hasText: SILVER });
    expect(await row.getAttribute('title')).toBe('Selecionar evento');
    await row.getByRole('button', { name: '42903' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/');
    await expect.poll(() => headerTitle(page)).toBe(SILVER);
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect(await portal.locator('#pc-main').textContent()).not.toContain('Recepção no Espaço Villa Jardim');
    expect(errors).toEqual([]);
  });
});

describe('/eventos', () => {
  it('shows the table with stacked, labelled rows at 375 px', async () => {
    const { page, portal, errors } = await signedIn(PHONE);
    await page.evaluate(() => (location.hash = '#/eventos'));
    const firstCell = portal.locator('tbody tr').first().locator('td').first();
    await firstCell.waitFor();
    // The label is shown, and hidden from screen readers (`/ ""`), which announce the column header.
    // (Chromium computes the attr() to its text, Firefox keeps it as written.)
    expect(await firstCell.getAttribute('data-label')).toBe('EVT');
    expect(await firstCell.evaluate((td) => getComputedStyle(td, '::before').content)).toMatch(/^("EVT"|attr\(data-label\)) \/ ""$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no horizontal scroll of the page').toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });
});
