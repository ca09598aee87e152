import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { brDate } from '../../test-kit/calendar-day';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

const api = screensApi();

async function openFinance() {
  const portal = await api.renderSignedIn('/financeiro');
  await portal.main.findByRole('heading', { name: 'Financeiro', level: 1 });
  return portal;
}

describe('/financeiro', () => {
  it("shows 'Valor total' (note 'Serviços + correções'), 'Valor efetivo' and 'Valor em aberto' in reais", async () => {
    const { main } = await openFinance();
    const summary = await main.findByRole('list', { name: 'Resumo financeiro' });
    const cards = within(summary)
      .getAllByRole('listitem')
      .map((card) => [...card.children].map(text));
    expect(cards).toEqual([
      ['Valor total', 'R$ 98.450,50', 'Serviços + correções'],
      ['Valor efetivo', 'R$ 61.900,00'],
      ['Valor em aberto', 'R$ 36.550,50'],
    ]);
  });

  it('shows the charges with the columns COB, Forma de Pagamento, Data Vencimento, Valor DOC, Status, Sacado', async () => {
    const { main } = await openFinance();
    const table = await main.findByRole('table', { name: 'Cobranças do evento' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['COB', 'Forma de Pagamento', 'Data Vencimento', 'Valor DOC', 'Status', 'Sacado']);
    // Paid and cancelled rows are folded on narrow screens (happy-dom's window): `hidden` counts them.
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')]);
    expect(rows).toHaveLength(7);
    /** The Status cell's parts: the API's word, then what a paid charge's provider sent to prove it. */
    const statusParts = (cell: Element) =>
      [...cell.querySelectorAll('.pc-status-cell > :first-child, .pc-proof > :not(.pc-proof-links), .pc-proof-links > *')].map(text);
    const paid = api.seeded(WEDDING).financeiro.cobrancas.find((charge) => charge.numCobranca === '81235')!;
    // The company's name as every name is written (the ERP sends capitals).
    expect(rows[4]!.map(text)).toEqual([
      '81235',
      'PIX',
      brDate(paid.dataVencimento),
      'R$ 24.800,00',
      expect.any(String),
      'Ana Paula Souza',
    ]);
    // Its payment's date and receipt (the seed sends both, and no nota fiscal) beside the word.
    expect(statusParts(rows[4]![4]!)).toEqual(['Pago', `Pago em ${brDate(paid.dataPagamento!)}`, 'Comprovante']);
    // What is due first: overdue, then by due date; then what is settled, in the API's order.
    expect(rows.map((row) => statusParts(row[4]!)[0])).toEqual(['Vencido', 'Em aberto', 'Em aberto', 'Pago', 'Pago', 'Pago', 'Cancelado']);
  });

  it('tells each status in words, with a colour tone that follows the word', async () => {
    const { main } = await openFinance();
    const tone = (status: string) => main.getAllByText(status)[0]!.getAttribute('data-tone');
    await main.findByRole('table');
    expect([tone('Pago'), tone('Vencido'), tone('Em aberto'), tone('Cancelado')]).toEqual(['paid', 'late', 'open', null]);
  });
});
