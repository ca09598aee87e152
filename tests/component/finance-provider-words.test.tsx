import { waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PortalClienteDataWarningDetail, PortalClienteErrorDetail, PortalClienteSettings } from '../../src/public-types';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

/*
 * Financeiro and the home's 'Precisa da sua atenção' on the words, dates and lines of a provider's
 * API (docs/resilience.md): settled words of banks, ERPs and gateways ('Recebido', 'BAIXADO',
 * 'RECEIVED_IN_CASH'), a word the portal does not know, a boleto due on a Saturday, a SQL date sent
 * as UTC midnight, and a boleto line whose check digits are wrong. Charges are shaped on the
 * reference API and read over HTTP; the browser's clock is fixed on a Sunday or a Monday.
 */

const api = screensApi();

/** Valid lines (check digits right); the bad one is the first with one digit of its first field changed. */
const LINE = '23793.38128 60007.827136 95000.063305 9 75520000370000';
const BAD_LINE = '23793.38129 60007.827136 95000.063305 9 75520000370000';
const LINE_UNAVAILABLE = 'Linha digitável indisponível. Fale com a equipe para recebê-la.';

/** A moment on São Paulo's wall clock (UTC-3 all year). */
const spTime = (iso: string) => new Date(`${iso}-03:00`);

type SeedCharge = ReturnType<typeof api.event>['financeiro']['cobrancas'][number];
/** A charge as the seed holds it; `urlComprovante` as a provider sends it, raw (the reference API passes it through). */
const charge = (
  numCobranca: string,
  statusCobranca: string,
  dataVencimento: string,
  extra: Partial<SeedCharge> & { urlComprovante?: string } = {},
) =>
  ({
    numCobranca,
    formaPagamento: 'Boleto',
    dataVencimento,
    valorDocumento: 1000,
    statusCobranca,
    razaoSocial: 'ANA PAULA SOUZA',
    ...extra,
  }) as SeedCharge;

/** The provider's charges, around Saturday 15 May 2027. */
const CHARGES = [
  charge('5001', 'Recebido', '2027-03-10', { valorDocumento: 5000 }),
  charge('5002', 'BAIXADO', '2027-04-10T00:00:00.000Z', { valorDocumento: 4000 }),
  charge('5003', 'RECEIVED_IN_CASH', '2027-04-20', { formaPagamento: 'PIX', valorDocumento: 3000 }),
  charge('5004', 'Em análise', '2027-04-01', { valorDocumento: 2000 }),
  // Saturday, sent as a SQL date at UTC midnight: 15/05, paid on Monday 17/05 without a fine.
  charge('5005', 'Em aberto', '2027-05-15T00:00:00.000Z', { linhaDigitavel: LINE }),
  // The same Saturday, by Pix: due that day.
  charge('5006', 'Em aberto', '2027-05-15', { formaPagamento: 'PIX' }),
  charge('5007', 'Em aberto', '2027-06-01', { linhaDigitavel: BAD_LINE }),
];

/** What the host heard: data warnings and errors. */
const heard: { type: string; detail: unknown }[] = [];
const hear = (event: Event) => heard.push({ type: event.type, detail: (event as CustomEvent).detail });
beforeEach(() => {
  heard.length = 0;
  document.addEventListener('portal-cliente:data-warning', hear);
  document.addEventListener('portal-cliente:error', hear);
});
afterEach(() => {
  document.removeEventListener('portal-cliente:data-warning', hear);
  document.removeEventListener('portal-cliente:error', hear);
});

/** The browser's clock fixed at `iso` in São Paulo, the provider's charges on the server, then `path`. */
async function open(path: string, iso: string, settings: PortalClienteSettings = {}, charges = CHARGES) {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => void vi.useRealTimers());
  vi.setSystemTime(spTime(iso));
  const event = api.event(WEDDING);
  event.financeiro = { ...event.financeiro, cobrancas: charges };
  return api.renderSignedIn(path, settings);
}

/** Each table row: COB, the due-date cell, the status cell. */
async function tableRows(main: Awaited<ReturnType<typeof open>>['main']) {
  const table = await main.findByRole('table', { name: 'Cobranças do evento' });
  return within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => text(cell)))
    .map((cells) => [cells[0], cells[2], cells[4]]);
}

/** The charges the 'Pagamento' section offers, by their headings' COB, in order. */
function paymentHeadings(main: Awaited<ReturnType<typeof open>>['main']) {
  const payments = main.getByRole('region', { name: 'Pagamento' });
  return within(payments)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => text(heading)?.split(' · ')[0]);
}

describe('/financeiro on the provider’s words, dates and lines (Sunday 16/05/2027)', () => {
  it('never calls a settled or unknown charge due; counts a Saturday boleto to Monday and a Saturday Pix to Saturday', async () => {
    const { main } = await open('/financeiro', '2027-05-16T10:00:00');
    expect(await tableRows(main)).toEqual([
      // What is due, overdue first: the Pix of Saturday, then the boleto payable on Monday.
      ['5006', '15/05/2027 vencida há 1 dia', 'Em aberto'],
      ['5005', '15/05/2027 vence em 1 dia', 'Em aberto'],
      ['5007', '01/06/2027 vence em 16 dias', 'Em aberto'],
      // A word read two ways (a bank's write-off, an ERP's receipt) and a word the portal does not know: as sent, no due text, in view.
      ['5002', '10/04/2027', 'BAIXADO'],
      ['5004', '01/04/2027', 'Em análise'],
      // Settled words, folded on phones: no due text.
      ['5001', '10/03/2027', 'Recebido'],
      ['5003', '20/04/2027', 'RECEIVED_IN_CASH'],
    ]);
    expect(paymentHeadings(main)).toEqual(['COB 5006', 'COB 5005', 'COB 5007']);
    main.getByRole('button', { name: 'Ver 2 cobranças pagas' });
    // 'Recebido' and 'RECEIVED_IN_CASH' are paid: R$ 8.000,00 of the seed's total; 'BAIXADO' is not counted.
    expect(text(main.getByRole('progressbar').previousElementSibling)).toMatch(/^R\$ 8\.000,00 pagos de /);
    expect(text(main.getByRole('list', { name: 'Resumo por status' }))).toMatch(/^Em aberto.*Em análise.*Recebido/);
  });

  it('offers a boleto line that passes its check, and says a line that fails is unavailable, with the team to ask', async () => {
    const { main } = await open('/financeiro', '2027-05-16T10:00:00');
    const card = (cob: string) => within(main.getByRole('heading', { name: new RegExp(`^COB ${cob} · `) }).closest('li')!);
    await main.findByRole('region', { name: 'Pagamento' });
    expect(text(card('5005').getByText('Linha digitável do boleto').parentElement)).toContain(LINE);
    card('5005').getByRole('button', { name: 'Copiar linha digitável da COB 5005' });
    card('5007').getByText(LINE_UNAVAILABLE);
    card('5007').getByRole('button', { name: 'Falar com a equipe sobre a COB 5007' });
    expect(card('5007').queryByRole('button', { name: 'Copiar linha digitável da COB 5007' })).toBeNull();
    expect(text(main.getByRole('region', { name: 'Pagamento' }))).not.toContain('23793.38129');
  });

  it('tells the host of the unknown word by its field, never the word', async () => {
    const { main } = await open('/financeiro', '2027-05-16T10:00:00');
    await main.findByRole('table', { name: 'Cobranças do evento' });
    await waitFor(() => expect(heard.length).toBeGreaterThan(0));
    expect(heard).toEqual([
      {
        type: 'portal-cliente:data-warning',
        detail: {
          endpoint: '/api/financeiro',
          count: 0,
          fields: [],
          unknown: ['cobrancas.statusCobranca'],
        } satisfies PortalClienteDataWarningDetail,
      },
      {
        type: 'portal-cliente:error',
        detail: {
          kind: 'data',
          endpoint: '/api/financeiro',
          message: 'unknown words in cobrancas.statusCobranca',
          recovered: true,
        } satisfies PortalClienteErrorDetail,
      },
    ]);
    expect(JSON.stringify(heard)).not.toMatch(/an[aá]lise/i);
  });

  it("reads the provider's words from open-statuses and paid-statuses", async () => {
    const { main } = await open('/financeiro', '2027-05-16T10:00:00', {
      openStatuses: 'Em análise; Aguardando banco',
      paidStatuses: 'Em aberto',
      cancelledStatuses: 'Baixado',
    });
    const rows = await tableRows(main);
    expect(rows.find((row) => row[0] === '5004')).toEqual(['5004', '01/04/2027 vencida há 45 dias', 'Em análise']);
    // The provider's word wins: here 'Em aberto' means paid.
    expect(rows.find((row) => row[0] === '5005')).toEqual(['5005', '15/05/2027', 'Em aberto']);
    // The host says which reading of a word read two ways is its own: here a write-off, settled.
    main.getByRole('button', { name: 'Ver 5 cobranças pagas e 1 cancelada' });
    expect(heard).toEqual([]);
  });
});

describe("home, 'Precisa da sua atenção' on the provider's words (Monday 17/05/2027)", () => {
  it('lists only what is known to be open: the Saturday Pix overdue, the Saturday boleto due today', async () => {
    const { main } = await open('/', '2027-05-17T09:00:00');
    const panel = await main.findByRole('region', { name: 'Precisa da sua atenção' });
    await within(panel).findByText('Próximo vencimento');
    const lines = within(panel)
      .getAllByRole('listitem')
      .map((item) => [text(item.children[0]), text(item.children[1])]);
    expect(lines.slice(0, 2)).toEqual([
      ['Cobrança vencida', 'COB 5006 · R$ 1.000,00 · vencida há 2 dias (15/05/2027)'],
      ['Próximo vencimento', 'COB 5005 · R$ 1.000,00 · vence hoje (15/05/2027)'],
    ]);
    expect(text(panel)).not.toMatch(/COB 500[1-4]/);
  });

  it('calls the Saturday boleto overdue on Tuesday, a day after its last day', async () => {
    const { main } = await open('/', '2027-05-18T09:00:00');
    const panel = await main.findByRole('region', { name: 'Precisa da sua atenção' });
    await within(panel).findAllByText('Cobrança vencida');
    const overdue = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-late'))
      .map((item) => text(item.children[1]));
    expect(overdue).toEqual([
      'COB 5006 · R$ 1.000,00 · vencida há 3 dias (15/05/2027)',
      'COB 5005 · R$ 1.000,00 · vencida há 1 dia (15/05/2027)',
    ]);
  });
});

/** Evidence that is no evidence, words read two ways or by their parts, and a word to pay beside a payment (docs/resilience.md). */
const PLACEHOLDERS = [
  // No status; .NET's default(DateTime) as its payment date, a receipt URL built with a NULL file name: still to pay.
  charge('6001', '', '2027-05-10', {
    formaPagamento: 'PIX',
    dataPagamento: '0001-01-01T00:00:00',
    urlComprovante: 'https://api.exemplo.com.br/comprovantes/',
  }),
  // SQL Server's 1900-01-01 as a due date: no due day at all.
  charge('6002', 'Em aberto', '1900-01-01T00:00:00', { formaPagamento: 'PIX' }),
  charge('6003', 'BAIXADO', '2027-04-10'),
  // A write-off whose reason is a collection step: still to pay, and late.
  charge('6004', 'Baixa por protesto', '2027-05-01', { formaPagamento: 'PIX' }),
  // A word to pay beside a payment date: the portal says less.
  charge('6005', 'Em aberto', '2027-05-03', { formaPagamento: 'PIX', dataPagamento: '2027-05-02' }),
  // A paid word whose payment date and receipt are placeholders: paid, with neither shown.
  charge('6006', 'Pago', '2027-03-01', { dataPagamento: '1900-01-01T00:00:00', urlComprovante: '/comprovantes/null' }),
  charge('6007', 'Recebido', '2027-03-02', { dataPagamento: '/Date(-62135596800000)/' }),
];

describe('/financeiro and the home on placeholders and words read two ways (Sunday 16/05/2027)', () => {
  it("counts no placeholder as evidence or a due day, offers and counts no ambiguous or contradicted charge, and calls a protest's write-off overdue", async () => {
    const { main } = await open('/financeiro', '2027-05-16T10:00:00', {}, PLACEHOLDERS);
    expect(await tableRows(main)).toEqual([
      ['6004', '01/05/2027 vencida há 15 dias', 'Baixa por protesto'],
      ['6001', '10/05/2027 vencida há 6 dias', '—'],
      ['6002', '—', 'Em aberto'],
      ['6003', '10/04/2027', 'BAIXADO'],
      ['6005', '03/05/2027', 'Em aberto'],
      ['6006', '01/03/2027', 'Pago'],
      ['6007', '02/03/2027', 'Recebido'],
    ]);
    expect(paymentHeadings(main)).toEqual(['COB 6004', 'COB 6001', 'COB 6002']);
    main.getByRole('button', { name: 'Ver 2 cobranças pagas' });
    expect(text(main.getByRole('progressbar').previousElementSibling)).toMatch(/^R\$ 2\.000,00 pagos de /);
    const shown = text(main.getByRole('table', { name: 'Cobranças do evento' })) ?? '';
    expect(shown).not.toMatch(/Pago em|19\d\d|000[01]/);
    expect(main.queryByRole('link', { name: /Comprovante/ })).toBeNull();
  });

  it("lists only what is known to be open in 'Precisa da sua atenção'", async () => {
    const { main } = await open('/', '2027-05-16T10:00:00', {}, PLACEHOLDERS);
    const panel = await main.findByRole('region', { name: 'Precisa da sua atenção' });
    await within(panel).findAllByText('Cobrança vencida');
    const overdue = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-late'))
      .map((item) => text(item.children[1]));
    expect(overdue).toEqual([
      'COB 6004 · R$ 1.000,00 · vencida há 15 dias (01/05/2027)',
      'COB 6001 · R$ 1.000,00 · vencida há 6 dias (10/05/2027)',
    ]);
    expect(text(panel)).not.toMatch(/COB 600[3567]|1900|46\./);
  });
});
