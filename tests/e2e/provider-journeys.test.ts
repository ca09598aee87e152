// @engines chromium firefox: new tabs, the page clock and print media are each engine's own
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test-kit/axe';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { shotForPeople } from '../../test-kit/shots';
import { portalOf, useE2e } from '../../test-kit/use-e2e';

/*
 * The provider's optional extensions, as a customer meets them in a browser, with the reference
 * API's stand-in pages of the provider (on its own origin): the receipt of a paid charge (also on the
 * printed statement), paying by card in the provider's checkout and then seeing it confirmed, and
 * signing a contract. The new tab is the browser's own; the page clock moves the 5 minutes.
 */

const SHOTS = '/tmp/shots/provider';
const e2e = useE2e();
/** Each journey loads the portal two or three times and opens a tab: twice the suite's minute. */
const JOURNEY_MS = 120_000;

const shoot = (page: Page, name: string) => shotForPeople(portalOf(page), `${SHOTS}/${name}-${page.viewportSize()!.width}.png`);

/**
 * The charges table's numbers (each row's COB and amount) that the layout broke over more than one
 * line, as "label: text": a Status column grown wide with the proofs squeezed them into '8123' over '7'.
 */
const brokenNumbers = (page: Page) =>
  portalOf(page).evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('td[data-label="COB"], td[data-label="Valor DOC"]')]
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((cell) => `${cell.getAttribute('data-label')}: ${cell.textContent}`),
  );

/** WCAG 2.2 A/AA findings in the portal's main area, as "rule: targets". */
const axeOfMain = async (page: Page) => (await axeViolations(page, '#pc-main')).map((v) => `${v.id}: ${v.targets.join(', ')}`);

async function open(viewport: { width: number; height: number }, path: string, before?: (page: Page) => Promise<void>) {
  const opened = await e2e.open({ path: `/#${path}`, viewport, as: ANA, before });
  const actions: string[] = [];
  await opened.page.exposeFunction('__action', (action: string) => void actions.push(action));
  await opened.page.evaluate(() =>
    document.addEventListener('portal-cliente:action', (event) => {
      (window as unknown as { __action(a: string): void }).__action((event as CustomEvent<{ action: string }>).detail.action);
    }),
  );
  return { ...opened, actions };
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('the provider’s extensions (%s)', (_, viewport) => {
  it(
    'shows a paid charge’s date, receipt and nota fiscal in the table, its numbers whole, and on the printed statement, the receipt in a new tab',
    async () => {
      const { page, portal, errors, actions, context } = await open(viewport, '/financeiro');
      await portal.getByRole('heading', { name: 'Cobranças' }).waitFor();
      if (viewport === PHONE) await portal.getByRole('button', { name: 'Ver 3 cobranças pagas e 1 cancelada' }).click();
      const receipt = portal.getByRole('link', { name: 'Comprovante da COB 81234 (abre em nova aba)' });
      await receipt.waitFor();
      const cell = portal.locator('tr:has(a[data-action="receipt-open"]) td[data-label="Status"]').first();
      expect(await cell.innerText()).toMatch(/Pago\s+Pago em \d\d\/\d\d\/\d{4}\s+Comprovante\s+Nota fiscal/);
      expect(await brokenNumbers(page), 'numbers broken over two lines').toEqual([]);
      const href = (await receipt.getAttribute('href'))!;
      expect(href.startsWith(`${e2e.apiUrl}/provedor/comprovantes/81234.pdf?`)).toBe(true);
      expect([await receipt.getAttribute('target'), await receipt.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
      // The receipt is the provider's (a PDF download here): its tab is answered by a page of ours.
      await context.route('**/provedor/comprovantes/**', (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Comprovante</title><h1>Comprovante</h1>' }),
      );
      const [tab] = await Promise.all([context.waitForEvent('page'), receipt.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(href);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
      expect(actions).toEqual(['receipt-open']);
      expect(await axeOfMain(page)).toEqual([]);
      await shoot(page, 'comprovante');

      // On paper: the same row, its date and links there (a saved PDF keeps the links).
      await page.emulateMedia({ media: 'print' });
      expect(await cell.isVisible()).toBe(true);
      expect(await cell.innerText()).toMatch(/Pago em \d\d\/\d\d\/\d{4}\s+Comprovante\s+Nota fiscal/);
      await page.emulateMedia({ media: 'screen' });
      expect(errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'pays by card in the provider’s checkout, marks nothing for it, and reads it paid on the next visit',
    async () => {
      const financeCalls: Request[] = [];
      const { page, portal, errors, actions, context } = await open(viewport, '/financeiro', async (page) => {
        await page.clock.install();
        page.on('request', (request) => new URL(request.url()).pathname === '/api/financeiro' && financeCalls.push(request));
      });
      const card = portal.locator('.pc-payment', { hasText: 'COB 81238 ·' });
      const pay = card.getByRole('link', { name: 'Pagar com cartão a COB 81238 (abre em nova aba)' });
      await pay.waitFor();
      expect(financeCalls).toHaveLength(1);
      expect((await pay.getAttribute('href'))!.startsWith(`${e2e.apiUrl}/provedor/pagamento/81238?`)).toBe(true);

      // The checkout: the reference API's stand-in of the provider's page, where the card is paid.
      const [checkout] = await Promise.all([context.waitForEvent('page'), pay.click()]);
      await checkout.getByRole('button', { name: 'Pagar com cartão (demonstração)' }).click();
      await checkout.getByText('Pagamento aprovado. Você já pode voltar ao portal.').waitFor();
      await checkout.close();
      expect(actions).toEqual(['checkout-open']);

      // Opening the checkout is not paying: nothing is marked or stored, a line says what follows if it was paid.
      await card.getByText('Se você concluiu o pagamento com cartão, a confirmação aparece aqui assim que a empresa receber.').waitFor();
      expect(await card.getByText('Aguardando confirmação').count(), 'no mark for an opened checkout').toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('portal-cliente:pendingPayments')), 'nothing stored').toBeNull();
      expect(await axeOfMain(page)).toEqual([]);
      await shoot(page, 'cartao-aguardando');

      // Within the 5 minutes, not even a focus asks again.
      await page.clock.fastForward('04:00');
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await portal.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
      expect(financeCalls, 'no call within 5 minutes').toHaveLength(1);

      // The next read shows the charge as the API sends it: paid, with its receipt, no longer due.
      await page.reload();
      await portal.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
      // On a phone the paid charges fold behind a button that counts them.
      if (viewport === PHONE) await portal.getByRole('button', { name: /^Ver \d+ cobranças pagas/ }).click();
      await portal.getByRole('link', { name: 'Comprovante da COB 81238 (abre em nova aba)' }).waitFor();
      expect(await portal.locator('.pc-payment', { hasText: 'COB 81238' }).count(), 'no longer among what is due').toBe(0);
      await shoot(page, 'cartao-confirmado');
      expect(errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'signs a contract in the provider’s page, from the home’s attention panel, and then says when',
    async () => {
      const { page, portal, errors, actions, context } = await open(viewport, '/');
      const panel = portal.getByRole('region', { name: 'Precisa da sua atenção' });
      const sign = panel.getByRole('link', { name: 'Assinar contrato AD-2026-0311 (abre em nova aba)' });
      await sign.waitFor();
      // Beside what is due: after the charges' rows, before the rest.
      const rows = await panel.locator('li > b').allInnerTexts();
      expect(rows.slice(0, 3)).toEqual(['Cobrança vencida', 'Próximo vencimento', 'Contrato para assinar']);
      expect(await axeOfMain(page)).toEqual([]);
      await shoot(page, 'home-assinar');

      const [signing] = await Promise.all([context.waitForEvent('page'), sign.click()]);
      await signing.getByRole('button', { name: 'Assinar (demonstração)' }).click();
      await signing.getByText('Contrato assinado. Você já pode voltar ao portal.').waitFor();
      await signing.close();
      expect(actions).toEqual(['contract-sign']);

      // The contracts, read afresh (the next visit; within 5 minutes the cached answer stands).
      await page.reload();
      await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
      await page.evaluate(() => (location.hash = '#/contratos'));
      const row = portal.getByRole('row', { name: /AD-2026-0311/ });
      await row.getByText(/^Assinado em \d\d\/\d\d\/\d{4}$/).waitFor();
      expect(await row.getByRole('link', { name: /Assinar contrato/ }).count()).toBe(0);
      expect(
        await portal
          .getByRole('row', { name: /CT-2026-0142/ })
          .getByText(/^Assinado em/)
          .count(),
      ).toBe(1);
      expect(await axeOfMain(page)).toEqual([]);
      await shoot(page, 'contratos-assinado');
      expect(errors).toEqual([]);
    },
    JOURNEY_MS,
  );
});
