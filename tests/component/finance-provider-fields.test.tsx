import { waitFor, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { brDate } from '../../test-kit/calendar-day';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

/*
 * The provider's optional charge fields over the reference API: when a charge was paid
 * (`dataPagamento`), its receipt (`urlComprovante`), its nota fiscal (`urlNotaFiscal`) and its hosted
 * checkout (`urlPagamento`). Each present, absent, null and unsafe: a link only for a URL that passes
 * the check, nothing new when the field is not there.
 */

const api = screensApi();

type SeedCharge = ReturnType<typeof api.event>['financeiro']['cobrancas'][number];

/** Changes one of the wedding's charges on the server, as the provider's API would send it. */
function shapeCharge(numCobranca: string, change: Record<string, unknown>) {
  const charge = api.event(WEDDING).financeiro.cobrancas.find((c) => c.numCobranca === numCobranca)!;
  Object.assign(charge as SeedCharge & Record<string, unknown>, change);
}

async function openFinance(options: { storagePrefix?: string } = {}) {
  const portal = await api.renderSignedIn('/financeiro', options);
  await portal.main.findByRole('heading', { name: 'Financeiro', level: 1 });
  const table = await portal.main.findByRole('table', { name: 'Cobranças do evento' });
  return { ...portal, table };
}

/** The table's row of a charge (folded rows included) and its Status cell. */
function statusCell(table: HTMLElement, numCobranca: string) {
  const row = within(table)
    .getAllByRole('row', { hidden: true })
    .find((candidate) => text(candidate.querySelector('td')) === numCobranca);
  if (!row) throw new Error(`expected a row for COB ${numCobranca}`);
  return row.querySelector<HTMLElement>('td[data-label="Status"]')!;
}

const linksIn = (element: HTMLElement) => [...element.querySelectorAll('a')].map((a) => ({ name: text(a), href: a.getAttribute('href') }));

describe('a paid charge, with what its provider sent', () => {
  it("shows 'Pago em', the receipt and the nota fiscal, each a new-tab link that the host can count", async () => {
    const { table } = await openFinance();
    const cell = statusCell(table, '81234');
    const paidOn = brDate(api.seeded(WEDDING).financeiro.cobrancas.find((c) => c.numCobranca === '81234')!.dataPagamento!);
    expect(text(cell)).toBe(`PagoPago em ${paidOn}ComprovanteNota fiscal`);
    const receipt = within(cell).getByRole('link', { name: 'Comprovante da COB 81234 (abre em nova aba)', hidden: true });
    const invoice = within(cell).getByRole('link', { name: 'Nota fiscal da COB 81234 (abre em nova aba)', hidden: true });
    expect(receipt.getAttribute('href')).toMatch(new RegExp(`^${api.url()}/provedor/comprovantes/81234\\.pdf\\?exp=`));
    expect(invoice.getAttribute('href')).toMatch(new RegExp(`^${api.url()}/provedor/notas-fiscais/81234\\.pdf\\?exp=`));
    for (const link of [receipt, invoice]) {
      expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    }
    expect([receipt.dataset.action, invoice.dataset.action]).toEqual(['receipt-open', 'invoice-open']);
    // The receipt alone where only it was sent.
    expect(linksIn(statusCell(table, '81235')).map((link) => link.name)).toEqual(['Comprovante']);
  });

  it('shows the status alone when the fields are absent', async () => {
    const { table } = await openFinance();
    expect(text(statusCell(table, '81236'))).toBe('Pago');
    expect(linksIn(statusCell(table, '81236'))).toEqual([]);
  });

  it('shows the status alone when the fields are null or blank', async () => {
    shapeCharge('81234', { dataPagamento: null, urlComprovante: null, urlNotaFiscal: '  ', comprovante: false, notaFiscal: false });
    const { table } = await openFinance();
    expect(text(statusCell(table, '81234'))).toBe('Pago');
  });

  it('makes no link of an http: URL elsewhere or a javascript: URL, and reads no date from text that is none', async () => {
    shapeCharge('81234', {
      comprovante: false,
      notaFiscal: false,
      dataPagamento: 'ontem',
      urlComprovante: 'http://pagamentos.exemplo.com.br/comprovante/81234.pdf',
      urlNotaFiscal: 'javascript:alert(document.domain)',
    });
    const { table } = await openFinance();
    const cell = statusCell(table, '81234');
    expect(text(cell)).toBe('Pago');
    expect(linksIn(cell)).toEqual([]);
  });

  it("never says 'Pago em' of a charge whose status is open", async () => {
    shapeCharge('81240', { dataPagamento: '2026-10-10T09:00:00', urlComprovante: 'https://pagamentos.exemplo.com.br/c/81240' });
    const { table } = await openFinance();
    expect(text(statusCell(table, '81240'))).toBe('Em aberto');
  });

  it("reads the date of payment in the API's other forms", async () => {
    shapeCharge('81236', { dataPagamento: '10/10/2026' });
    shapeCharge('81235', { dataPagamento: '/Date(1791630000000)/' });
    const { table } = await openFinance();
    expect(text(statusCell(table, '81236'))).toBe('PagoPago em 10/10/2026');
    // 1791630000000 ms is 2026-10-10 09:00 in São Paulo.
    expect(text(statusCell(table, '81235'))).toMatch(/^PagoPago em 10\/10\/2026/);
  });
});

describe("'Pagar com cartão', the provider's checkout", () => {
  const cardOf = (main: ReturnType<typeof within>, cob: string) =>
    within(main.getByRole('region', { name: 'Pagamento' }))
      .getAllByRole('listitem')
      .find((item) => item.classList.contains('pc-payment') && text(item.querySelector('h3'))!.startsWith(`COB ${cob} `))!;

  it('is offered beside Pix and the boleto, as a new-tab link; following it marks nothing: opening a checkout is not paying', async () => {
    const { main, table, shadow, storagePrefix } = await openFinance();
    const card = cardOf(main, '81238');
    const link = within(card).getByRole('link', { name: 'Pagar com cartão a COB 81238 (abre em nova aba)' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^${api.url()}/provedor/pagamento/81238\\?exp=`));
    expect([link.getAttribute('target'), link.getAttribute('rel'), link.dataset.action]).toEqual([
      '_blank',
      'noopener noreferrer',
      'checkout-open',
    ]);
    within(card).getByRole('button', { name: 'Pagar com Pix a COB 81238' });
    within(card).getByRole('link', { name: /Abrir boleto \(PDF\) da COB 81238/ });
    expect(card.querySelector('.pc-pending')).toBeNull();

    // The new tab is the browser's (tests/e2e); here the click's own work is what counts.
    const stayHere = (event: Event) => event.preventDefault();
    shadow.addEventListener('click', stayHere, { capture: true });
    link.click();
    shadow.removeEventListener('click', stayHere, { capture: true });
    await within(card).findByText('Se você concluiu o pagamento com cartão, a confirmação aparece aqui assim que a empresa receber.');
    expect(card.querySelector('.pc-pending'), 'no mark for an opened checkout').toBeNull();
    expect(text(statusCell(table, '81238'))).toBe('Em aberto');
    expect(localStorage.getItem(`${storagePrefix}pendingPayments`), 'nothing stored').toBeNull();
  });

  it('is not offered without a urlPagamento, with a null one, or with one that fails the check', async () => {
    shapeCharge('81238', { cartao: false, urlPagamento: null });
    shapeCharge('81237', { urlPagamento: 'javascript:alert(1)' });
    shapeCharge('81240', { urlPagamento: 'http://pagamentos.exemplo.com.br/checkout/81240' });
    const { main } = await openFinance();
    await main.findByRole('region', { name: 'Pagamento' });
    expect(main.queryAllByRole('link', { name: /Pagar com cartão/ })).toEqual([]);
  });
});

describe('a pending payment the API reports paid', () => {
  it("says 'Pagamento confirmado' once, with its receipt, and then forgets the mark", async () => {
    const storagePrefix = `confirm-${Math.random().toString(36).slice(2)}:`;
    localStorage.setItem(`${storagePrefix}pendingPayments`, JSON.stringify({ [`${WEDDING}:81238`]: Date.now() }));
    shapeCharge('81238', { statusCobranca: 'Pago', dataPagamento: '2026-11-26T10:00:00', comprovante: true });
    const first = await openFinance({ storagePrefix });
    const notice = first.shadow.querySelector<HTMLElement>('.pc-payment-confirmed')!;
    expect(notice.getAttribute('role'), 'a live region').toBe('status');
    await waitFor(() => expect(text(notice)).toBe('Pagamento confirmadoCOB 81238 · R$ 12.300,00Pago em 26/11/2026Comprovante'));
    expect(within(notice).getByRole('link', { name: 'Comprovante da COB 81238 (abre em nova aba)' }).getAttribute('href')).toContain(
      '/provedor/comprovantes/81238.pdf',
    );
    expect(text(statusCell(first.table, '81238'))).toBe('PagoPagamento confirmadoPago em 26/11/2026Comprovante');
    await waitFor(() => expect(localStorage.getItem(`${storagePrefix}pendingPayments`), 'the mark leaves storage').toBeNull());
    await first.unmount();

    const again = await openFinance({ storagePrefix });
    expect(text(statusCell(again.table, '81238'))).toBe('PagoPago em 26/11/2026Comprovante');
    expect(again.shadow.querySelector('.pc-confirmed')).toBeNull();
  });

  it('forgets the mark of a charge cancelled, without saying it was paid', async () => {
    const storagePrefix = `cancel-${Math.random().toString(36).slice(2)}:`;
    localStorage.setItem(`${storagePrefix}pendingPayments`, JSON.stringify({ [`${WEDDING}:81238`]: Date.now() }));
    shapeCharge('81238', { statusCobranca: 'Cancelado' });
    const { table, shadow } = await openFinance({ storagePrefix });
    await waitFor(() => expect(localStorage.getItem(`${storagePrefix}pendingPayments`)).toBeNull());
    expect(text(statusCell(table, '81238'))).toBe('Cancelado');
    expect(shadow.querySelector('.pc-confirmed')).toBeNull();
  });
});
