import { describe, expect, it } from 'vitest';
import { subtotalsByStatus } from '../../src/features/finance/charge-subtotals';
import { chargeReader, type ReadableCharge } from '../../src/lib/charges/read-charge';

const reader = chargeReader({ paid: [], cancelled: [], open: [] });
const read = (charge: ReadableCharge) => reader(charge, new Date('2026-11-24T15:00:00-03:00'));
/** The groups without their readings, but with the state each was read as. */
const groups = (charges: (ReadableCharge & { valorDocumento?: unknown })[]) =>
  subtotalsByStatus(charges, read).map(({ reading, ...group }) => ({ ...group, state: reading.state }));

describe('subtotalsByStatus', () => {
  it('groups the seed charges by status, open ones first, adding numbers and pt-BR strings', () => {
    const charges = [
      { statusCobranca: 'Pago', valorDocumento: 24800 },
      { statusCobranca: 'Pago', valorDocumento: '24.800,00' },
      { statusCobranca: 'Pago', valorDocumento: 12300 },
      { statusCobranca: 'Cancelado', valorDocumento: 11550.5 },
      { statusCobranca: 'Vencido', valorDocumento: 12300 },
      { statusCobranca: 'Em aberto', valorDocumento: '12.300,00' },
      { statusCobranca: 'Em aberto', valorDocumento: '11.950,50' },
    ];
    expect(groups(charges)).toEqual([
      { status: 'Vencido', state: 'open', count: 1, total: 12300 },
      { status: 'Em aberto', state: 'open', count: 2, total: 24250.5 },
      { status: 'Pago', state: 'paid', count: 3, total: 61900 },
      { status: 'Cancelado', state: 'cancelled', count: 1, total: 11550.5 },
    ]);
  });

  it('ignores case and spaces, keeping the first spelling', () => {
    expect(
      groups([
        { statusCobranca: 'Em aberto', valorDocumento: 1 },
        { statusCobranca: ' EM ABERTO ', valorDocumento: 2 },
      ]),
    ).toEqual([{ status: 'Em aberto', state: 'open', count: 2, total: 3 }]);
  });

  it('counts an unreadable amount without adding it, and names a missing status', () => {
    expect(
      groups([
        { statusCobranca: null, valorDocumento: 'R$ ??' },
        { valorDocumento: '0,10' },
        { statusCobranca: '', valorDocumento: '0,20' },
      ]),
    ).toEqual([{ status: 'Sem status', state: 'open', count: 3, total: 0.3 }]);
  });

  it('keeps a charge paid by its payment date apart from the same word without one', () => {
    expect(
      groups([
        { statusCobranca: 'Em análise', valorDocumento: 1 },
        { statusCobranca: 'Em análise', valorDocumento: 2, dataPagamento: '2026-10-09' },
        { statusCobranca: null, valorDocumento: 4, urlComprovante: 'https://banco.example/r/1' },
      ]),
    ).toEqual([
      { status: 'Em análise', state: 'unknown', count: 1, total: 1 },
      { status: 'Em análise', state: 'paid', count: 1, total: 2 },
      { status: 'Sem status', state: 'paid', count: 1, total: 4 },
    ]);
  });

  it('returns no group for no charges', () => {
    expect(groups([])).toEqual([]);
  });
});
