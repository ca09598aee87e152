// @engines chromium firefox: the order, the fold and the 44 px targets are layout, and the keyboard path is focus
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../../test-kit/browser';
import { isBrowserNetworkLine } from '../../test-kit/browser-network-line';
import { armFault, clearFaults } from '../../test-kit/faults';
import { focused, named, pressUntil } from '../../test-kit/keyboard';
import { useE2e } from '../../test-kit/use-e2e';
import { beyondShot, shapeFinance, spDay, WEDDING } from '../../test-kit/beyond-support';
import { axeViolations, go, portalOf, signedIn } from '../../test-kit/screens-support';

/*
 * Paying first, in a real browser: on /financeiro what is due comes before what is done, paid and
 * cancelled charges fold away on a phone; the home's attention panel says what it could not check;
 * the phone home leads with it; the main navigation shows that it scrolls; primary actions are big
 * enough for a thumb.
 */

const e2e = useE2e({ pages: 'warm' });

/** Two charges due (one overdue), two paid, one cancelled. */
const CHARGES = [
  { numCobranca: '7201', dataVencimento: spDay(-90), valorDocumento: 20000, statusCobranca: 'Pago' },
  { numCobranca: '7202', dataVencimento: spDay(12), valorDocumento: '4.500,50', statusCobranca: 'Em aberto' },
  { numCobranca: '7203', dataVencimento: spDay(-60), valorDocumento: 10000, statusCobranca: 'Pago' },
  { numCobranca: '7204', dataVencimento: spDay(-30), valorDocumento: 800, statusCobranca: 'Cancelado' },
  {
    numCobranca: '7205',
    dataVencimento: spDay(-4),
    valorDocumento: '12.300,00',
    statusCobranca: 'Vencido',
    linhaDigitavel: '34191790010101043510304791020151416560001230000',
  },
];

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

/** Buttons and button-like links under `within` that show, shorter than 44 px. */
const shortTargets = (page: Page, within: string) =>
  portalOf(page)
    .locator(`${within} button, ${within} a[class]`)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).display !== 'inline')
        .map((element) => ({
          name: element.getAttribute('aria-label') || element.textContent?.trim(),
          height: element.getBoundingClientRect().height,
        }))
        .filter(({ height }) => height < 44),
    );

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('/financeiro, what is due first (%s)', (device, viewport) => {
  it('shows the paid progress, then the charges due (overdue first), then the statement; on a phone the settled rows fold behind their count', async () => {
    await shapeFinance(e2e.apiUrl, WEDDING, CHARGES);
    const { page, errors } = await signedIn(e2e, viewport);
    await go(page, '/financeiro');
    const portal = portalOf(page);
    const payments = portal.getByRole('region', { name: 'Pagamento' });
    await payments.waitFor();
    expect((await portal.locator('.pc-progress p').innerText()).replace(/\s+/g, ' ')).toBe('R$ 30.000,00 pagos de R$ 50.000,00');
    expect(await portal.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    const cards = await payments.locator('.pc-payment h3').allInnerTexts();
    expect(cards.map((title) => title.replace(/\s+/g, ' '))).toEqual(['COB 7205 · R$ 12.300,00', 'COB 7202 · R$ 4.500,50']);
    const table = portal.getByRole('table', { name: 'Cobranças do evento' });
    expect(await top(payments), 'what is due comes before the statement').toBeLessThan(await top(table));
    const visibleRows = () =>
      table
        .locator('tbody tr')
        .evaluateAll((rows) => rows.filter((row) => row.getClientRects().length > 0).map((row) => row.querySelector('td')!.textContent));
    const toggle = portal.getByRole('button', { name: 'Ver 2 cobranças pagas e 1 cancelada' });
    if (device === 'phone') {
      expect(await visibleRows()).toEqual(['7205', '7202']);
      expect(await axeViolations(page), 'axe, folded').toEqual([]);
      expect(await shortTargets(page, '#pc-main'), 'primary actions at least 44 px tall').toEqual([]);
      await beyondShot(page, 'financeiro-dobrado', { fullPage: true });
      // The keyboard reaches the toggle, and Enter unfolds the paid and cancelled rows.
      await portal.getByRole('heading', { name: 'Cobranças' }).click();
      await pressUntil(page, named('Ver 2 cobranças pagas e 1 cancelada'), { max: 10 });
      await page.keyboard.press('Enter');
      await expect.poll(visibleRows).toEqual(['7205', '7202', '7201', '7203', '7204']);
      expect(await portal.getByRole('button', { name: 'Ocultar 2 cobranças pagas e 1 cancelada' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect((await focused(page))?.name, 'the focus stays on the toggle').toBe('Ocultar 2 cobranças pagas e 1 cancelada');
      expect(await axeViolations(page), 'axe, unfolded').toEqual([]);
    } else {
      // A computer has the room: every row shows, and there is nothing to unfold.
      expect(await visibleRows()).toEqual(['7205', '7202', '7201', '7203', '7204']);
      expect(await toggle.isVisible()).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    }
    // The calendar entry of each charge due is reached from the keyboard.
    await payments.getByRole('heading', { name: /COB 7205/ }).click();
    await pressUntil(page, named('Adicionar ao calendário: vencimento da COB 7205'), { max: 10 });
    expect(errors).toEqual([]);
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])("home, a failed call inside 'Precisa da sua atenção' (%s)", (device, viewport) => {
  it('says what it could not check, with a retry that brings the overdue charge back; on a phone the panel leads', async () => {
    await shapeFinance(e2e.apiUrl, WEDDING, CHARGES);
    await armFault(e2e.apiUrl, { path: '/api/financeiro', method: 'GET', kind: '500' });
    const { page, errors } = await signedIn(e2e, viewport);
    const portal = portalOf(page);
    const panel = portal.getByRole('region', { name: 'Precisa da sua atenção' });
    await panel.getByText('Não foi possível verificar suas cobranças. Pode haver algo pendente.').waitFor();
    expect(await panel.getByText('Cobrança vencida').count()).toBe(0);
    const eventPanel = portal.getByRole('button', { name: 'Trocar de evento', exact: true }).locator('xpath=ancestor::section[1]');
    if (device === 'phone') {
      // The panel comes right after the greeting line, above the event's panel, within the first
      // screen of the portal (the host page has its own header above it).
      expect(await top(panel)).toBeLessThan(await top(eventPanel));
      expect((await top(panel)) - (await top(portal))).toBeLessThan(viewport.height / 2);
    } else {
      expect(await top(eventPanel)).toBeLessThan(await top(panel));
    }
    await beyondShot(page, 'home-atencao-falha');
    expect(await axeViolations(page), 'axe on the failed state').toEqual([]);
    await clearFaults(e2e.apiUrl);
    // The keyboard reaches the retry.
    await portal.getByRole('heading', { name: 'Precisa da sua atenção' }).click();
    await pressUntil(page, named('Tentar novamente: verificar suas cobranças'), { max: 10 });
    await page.keyboard.press('Enter');
    await panel.getByText('Cobrança vencida').waitFor();
    expect(await panel.getByText(/Não foi possível verificar/).count()).toBe(0);
    // Only the browser's own line about the 500 (its source is the API's URL).
    const ours = errors.filter((line) => {
      const [, text, source] = /^console: (.*) \((.*)\)$/.exec(line) ?? [];
      return !(text && source && isBrowserNetworkLine(text, source, e2e.apiUrl));
    });
    expect(ours).toEqual([]);
  });
});

describe('the main navigation on a phone', () => {
  it('shows that it scrolls, and brings the active entry into view', async () => {
    const { page, errors } = await signedIn(e2e, PHONE);
    const portal = portalOf(page);
    const nav = portal.getByRole('navigation', { name: 'Principal' });
    const cue = (side: '::before' | '::after') => nav.evaluate((element, pseudo) => getComputedStyle(element, pseudo).content, side);
    await expect.poll(() => nav.getAttribute('data-more-right')).toBe('');
    expect(await cue('::after'), 'an arrow over the right edge').not.toBe('none');
    expect(await nav.getAttribute('data-more-left')).toBeNull();
    expect(await shortTargets(page, 'nav'), 'entries at least 44 px tall').toEqual([]);
    await go(page, '/agenda');
    await portal.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();
    const active = nav.locator('a[aria-current="page"]');
    // Agenda, the last entry, scrolled into view.
    await expect
      .poll(async () => {
        const [box, list] = [await active.boundingBox(), await nav.locator('ul').boundingBox()];
        return box!.x >= list!.x && box!.x + box!.width <= list!.x + list!.width;
      })
      .toBe(true);
    await expect.poll(() => nav.getAttribute('data-more-left')).toBe('');
    expect(await nav.getAttribute('data-more-right'), 'at the end: no arrow on the right').toBeNull();
    expect(errors).toEqual([]);
  });
});
