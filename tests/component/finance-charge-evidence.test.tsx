import { within } from '@testing-library/dom';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

/*
 * Financeiro and the home's 'Precisa da sua atenção' on the charges whose status word says nothing
 * the portal can act on, as the reference API's provider habits mode sends them (docs/resilience.md,
 * "Charge status words"): a status sent as an object (`{ id, descricao }`), a charge without a
 * status that carries its payment date, and a boleto written 'Bloqueto Bancário' due on a Saturday.
 * Read over HTTP; the clock (the browser's and the API's) is Monday 17/05/2027 in São Paulo.
 */

const api = screensApi();

beforeEach(() => {
  api.state().provider = true;
});

/** The provider mode numbers its added charges after the event's first one. */
const cob = (offset: number) => String(Number(api.event(WEDDING).financeiro.cobrancas[0]!.numCobranca) + offset);
const BOLETO = 50;
const OBJECT_STATUS = 51;
const PAID_BY_DATE = 52;
const BLOQUETO = 53;

async function open(path: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => void vi.useRealTimers());
  vi.setSystemTime(new Date('2027-05-17T10:00:00-03:00'));
  return api.renderSignedIn(path);
}

describe('/financeiro where the status word is silent (Monday 17/05/2027)', () => {
  it('reads a status object by its text and a payment date as paid: neither is due nor offered to pay', async () => {
    const { main } = await open('/financeiro');
    const table = await main.findByRole('table', { name: 'Cobranças do evento' });
    const row = (offset: number) => {
      const cells = within(table)
        .getAllByRole('row', { hidden: true })
        .map((tr) => [...tr.querySelectorAll('td')].map((cell) => text(cell)))
        .find((cells) => cells[0] === cob(offset));
      expect(cells, `the row of COB ${cob(offset)}`).toBeDefined();
      return { due: cells![2], status: cells![4] };
    };
    // Due 40 days ago, sent as { id: 4, descricao: 'Liquidado' }: paid, shown by its text.
    expect(row(OBJECT_STATUS)).toEqual({ due: '07/04/2027', status: 'Liquidado' });
    // No status at all, paid on 16/04: no word to show, the payment date says it.
    expect(row(PAID_BY_DATE)).toEqual({ due: '17/04/2027', status: '—Pago em 16/04/2027' });
    // 'Bloqueto Bancário' due on Saturday 15/05: payable today without a fine, as the 'Boleto' is.
    expect(row(BLOQUETO).due).toBe('15/05/2027 vence hoje');
    expect(row(BOLETO).due).toBe('15/05/2027 vence hoje');

    const payments = main.getByRole('region', { name: 'Pagamento' });
    const cards = within(payments)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => text(heading)?.split(' · ')[0]);
    expect(cards).toContain(`COB ${cob(BLOQUETO)}`);
    expect(cards).not.toContain(`COB ${cob(OBJECT_STATUS)}`);
    expect(cards).not.toContain(`COB ${cob(PAID_BY_DATE)}`);
    for (const offset of [OBJECT_STATUS, PAID_BY_DATE])
      expect(main.queryByRole('button', { name: `Pagar com Pix a COB ${cob(offset)}` }), `no Pix for COB ${cob(offset)}`).toBeNull();
    expect(text(main.getByRole('list', { name: 'Resumo por status' }))).toContain('Liquidado');
  });
});

describe("the home's 'Precisa da sua atenção' where the status word is silent", () => {
  it('never calls a charge paid by its evidence overdue, nor the Saturday bloqueto on the Monday', async () => {
    const { main } = await open('/');
    const panel = await main.findByRole('region', { name: 'Precisa da sua atenção' });
    const said = text(panel) ?? '';
    for (const offset of [OBJECT_STATUS, PAID_BY_DATE]) expect(said, `COB ${cob(offset)}`).not.toContain(`COB ${cob(offset)} `);
    expect(said).not.toContain('vencida há 30 dias');
    expect(said).not.toContain('vencida há 40 dias');
    expect(said).not.toMatch(new RegExp(`COB ${cob(BLOQUETO)} [^·]*· [^·]*· vencida`));
  });
});
