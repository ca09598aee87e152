import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../test-kit/render-portal';
import { screensApi, shellRequests, text, WEDDING } from '../../test-kit/screens-helpers';

/*
 * /financeiro puts paying first: what is due before what is done, Pix offered only when its code
 * passes its check, 'Já paguei' and what follows it, the due dates to the calendar.
 */

const api = screensApi();
const requests = shellRequests();
/** Ana's silver anniversary: charge 82103 carries the seed's one broken Pix code. */
const BODAS = 42903;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function openFinance(options: { idEvento?: number } = {}) {
  const portal = await api.renderSignedIn('/financeiro', options);
  await portal.main.findByRole('heading', { name: 'Financeiro', level: 1 });
  await portal.main.findByText('Valor total');
  return portal;
}

/** Intl writes a no-break space after "R$", and accessible names keep it. */
const nb = (name: string) => name.replace(/R\$ /g, 'R$\u00a0');

const cardTitles = (main: ReturnType<typeof within>) =>
  within(main.getByRole('region', { name: 'Pagamento' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('pc-payment'))
    .map((card) => text(card.querySelector('h3')));

describe('/financeiro, what is due first', () => {
  it('shows how much is paid of the total, then a card per open charge, overdue first, then by due date', async () => {
    const { main } = await openFinance();
    expect(text(main.getByText('pagos', { exact: false }).closest('p'))).toBe('R$ 61.900,00 pagos de R$ 98.450,50');
    const bar = main.getByRole('progressbar', { name: nb('R$ 61.900,00 pagos de R$ 98.450,50') });
    expect(bar.getAttribute('aria-valuenow')).toBe('62');
    expect(cardTitles(main)).toEqual(['COB 81237 · R$ 12.300,00', 'COB 81238 · R$ 12.300,00', 'COB 81240 · R$ 11.950,50']);
    const region = main.getByRole('region', { name: 'Pagamento' });
    expect(region.querySelector('.pc-payment')!.hasAttribute('data-late')).toBe(true);
    expect(region.querySelectorAll('.pc-payment')[1]!.hasAttribute('data-late')).toBe(false);
    // The payments come before the statement's table.
    const table = main.getByRole('table', { name: 'Cobranças do evento' });
    expect(region.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists the open charges first in the table, the paid and cancelled ones after, folded behind their count', async () => {
    const { main, user } = await openFinance();
    const table = main.getByRole('table', { name: 'Cobranças do evento' });
    // Narrow (happy-dom's window is 1024 px wide): the settled rows are folded away, out of the tree.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => text(row.querySelector('td')))).toEqual(['81237', '81238', '81240', '81234', '81235', '81236', '81239']);
    expect(rows.map((row) => row.getAttribute('data-group'))).toEqual([null, null, null, 'settled', 'settled', 'settled', 'settled']);
    // Every column of docs/product.md, "Finance" stays, the company name written as every name is.
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual([
      'COB',
      'Forma de Pagamento',
      'Data Vencimento',
      'Valor DOC',
      'Status',
      'Sacado',
    ]);
    expect(text(rows[0]!.querySelectorAll('td')[5])).toBe('Ana Paula Souza');
    const toggle = main.getByRole('button', { name: 'Ver 3 cobranças pagas e 1 cancelada' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(table.id);
    expect(table.parentElement!.hasAttribute('data-folded')).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(text(toggle)).toBe('Ocultar 3 cobranças pagas e 1 cancelada');
    expect(table.parentElement!.hasAttribute('data-folded')).toBe(false);
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  it("offers each open charge's due date to the calendar: all day, with a reminder the day before", async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { main, user } = await openFinance();
    const due = api.event(WEDDING).financeiro.cobrancas.find((charge) => charge.numCobranca === '81238')!.dataVencimento as string;
    await user.click(main.getByRole('button', { name: 'Adicionar ao calendário: vencimento da COB 81238' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const ics = await files[0]!.text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${due.slice(0, 10).replace(/-/g, '')}\r\n`);
    expect(ics).toContain(nb('SUMMARY:Vencimento da COB 81238 · R$ 12.300\\,00\r\n'));
    expect(ics).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15H\r\n/);
    // Only open charges: none for a paid one.
    expect(main.queryByRole('button', { name: 'Adicionar ao calendário: vencimento da COB 81234' })).toBeNull();
  });
});

describe('/financeiro, Pix only when it can be paid', () => {
  it("offers no 'Pagar com Pix' for a code that fails its check, and the team's contacts instead", async () => {
    const { main, user, screen } = await openFinance({ idEvento: BODAS });
    const card = within(main.getByRole('heading', { name: nb('COB 82103 · R$ 9.850,75') }).closest('li')!);
    card.getByText('Código Pix indisponível. Fale com a equipe.');
    expect(card.queryByRole('button', { name: /Pagar com Pix/ })).toBeNull();
    expect(card.queryByRole('button', { name: /^Copiar código Pix/ })).toBeNull();
    // Its other ways to pay stay.
    card.getByRole('button', { name: 'Copiar linha digitável da COB 82103' });
    await user.click(card.getByRole('button', { name: 'Falar com a equipe sobre a COB 82103' }));
    expect(requests).toContainEqual({ type: 'contacts' });
    await screen.findByRole('dialog', { name: 'Contatos' });
  });
});

describe("/financeiro, 'Já paguei'", () => {
  it('says how long a payment takes to show, then offers the receipt to production by WhatsApp and marks the charge on this device', async () => {
    const { main, user, screen, storagePrefix, unmount } = await openFinance();
    await user.click(main.getByRole('button', { name: 'Pagar com Pix a COB 81238' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pagar com Pix · COB 81238' }));
    dialog.getByText('O Pix cai na hora na conta da empresa, mas pode levar até 1 dia útil para aparecer como pago aqui no portal.');
    await user.click(dialog.getByRole('button', { name: 'Já paguei' }));
    const links = await dialog.findAllByRole('link', { name: /^Enviar comprovante para / });
    expect(links.map(text)).toEqual([
      'Enviar comprovante para Renata Lopes (WhatsApp, abre em nova aba)',
      'Enviar comprovante para Thiago Nunes (WhatsApp, abre em nova aba)',
    ]);
    const href = new URL(links[0]!.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/5511987654321');
    expect(href.searchParams.get('text')).toBe(
      nb(
        'Olá! Acabei de pagar por Pix a COB 81238 (R$ 12.300,00) do evento EVT 41587 - Casamento Ana & Rafael. Vou enviar o comprovante nesta conversa.',
      ),
    );
    expect(dialog.queryByRole('button', { name: 'Já paguei' })).toBeNull();
    dialog.getByText('Aguardando confirmação');
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const card = () => within(main.getByRole('heading', { name: nb('COB 81238 · R$ 12.300,00') }).closest('li')!);
    card().getByText('Aguardando confirmação');
    expect(within(main.getByRole('table', { name: 'Cobranças do evento' })).getAllByText('Aguardando confirmação')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(`${storagePrefix}pendingPayments`)!)).toEqual({ '41587:81238': expect.any(Number) });

    // Another visit on this device: still awaiting, until the API says the charge is paid.
    await unmount();
    const again = await renderPortal({ path: '/financeiro', apiBase: api.url(), storagePrefix });
    await again.screen.findByRole('heading', { name: nb('COB 81238 · R$ 12.300,00') });
    expect(again.screen.getAllByText('Aguardando confirmação')).toHaveLength(2);
    await again.unmount();
    api.event(WEDDING).financeiro.cobrancas.find((charge) => charge.numCobranca === '81238')!.statusCobranca = 'Pago';
    const paid = await renderPortal({ path: '/financeiro', apiBase: api.url(), storagePrefix });
    await paid.screen.findByRole('table', { name: 'Cobranças do evento' });
    await waitFor(() => expect(localStorage.getItem(`${storagePrefix}pendingPayments`)).toBeNull());
    await waitFor(() => expect(paid.screen.queryByText('Aguardando confirmação')).toBeNull());
  });

  it("says when 'Já paguei' was pressed, and after 72 hours without the API's word says the payment is not confirmed yet", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pressed = new Date('2026-11-26T17:32:00Z'); // 14h32 in São Paulo
    vi.setSystemTime(pressed);
    const { main, user, screen, storagePrefix, unmount } = await openFinance();
    await user.click(main.getByRole('button', { name: 'Pagar com Pix a COB 81238' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pagar com Pix · COB 81238' }));
    await user.click(dialog.getByRole('button', { name: 'Já paguei' }));
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = () => within(main.getByRole('heading', { name: nb('COB 81238 · R$ 12.300,00') }).closest('li')!);
    card().getByText('Aguardando confirmação');
    // The time is São Paulo's (tests/unit/dates/format-read-at.test.ts); vitest's fake Date hides the zone from @date-fns/tz here.
    card().getByText(/^Pagamento informado em 26\/11 às \d{1,2}h32$/);
    within(main.getByRole('table', { name: 'Cobranças do evento' })).getByText(/^Pagamento informado em 26\/11 às \d{1,2}h32$/);
    await unmount();

    // A moment before 72 hours: still awaiting.
    vi.setSystemTime(pressed.getTime() + 72 * 3_600_000 - 60_000);
    const before = await renderPortal({ path: '/financeiro', apiBase: api.url(), storagePrefix });
    await before.screen.findByRole('heading', { name: nb('COB 81238 · R$ 12.300,00') });
    expect(before.screen.getAllByText('Aguardando confirmação')).toHaveLength(2);
    await before.unmount();

    // 72 hours on, the API still lists it open: no more 'Aguardando', a line that says so instead.
    vi.setSystemTime(pressed.getTime() + 72 * 3_600_000);
    const after = await renderPortal({ path: '/financeiro', apiBase: api.url(), storagePrefix });
    await after.screen.findByRole('heading', { name: nb('COB 81238 · R$ 12.300,00') });
    const unconfirmed =
      /^Você informou o pagamento em 26\/11 às \d{1,2}h32, mas ele ainda não foi confirmado\. Se já pagou, envie o comprovante para a equipe de produção\.$/;
    expect(after.screen.getAllByText(unconfirmed)).toHaveLength(2);
    expect(after.screen.queryByText('Aguardando confirmação')).toBeNull();
    // The Pix dialog offers 'Já paguei' again: it no longer says the payment is on its way.
    after.screen.getByRole('button', { name: 'Pagar com Pix a COB 81238' }).click();
    const again = within(await after.screen.findByRole('dialog', { name: 'Pagar com Pix · COB 81238' }));
    again.getByRole('button', { name: 'Já paguei' });
    expect(
      JSON.parse(localStorage.getItem(`${storagePrefix}pendingPayments`)!),
      'kept until the API settles it or the customer leaves',
    ).toEqual({
      '41587:81238': pressed.getTime(),
    });
    await after.unmount();
  });
});
