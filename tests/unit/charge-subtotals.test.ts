import { describe, expect, it } from 'vitest';
import { subtotalsByStatus } from '../../src/features/finance/charge-subtotals';

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
    expect(subtotalsByStatus(charges)).toEqual([
      { status: 'Vencido', count: 1, total: 12300 },
      { status: 'Em aberto', count: 2, total: 24250.5 },
      { status: 'Pago', count: 3, total: 61900 },
      { status: 'Cancelado', count: 1, total: 11550.5 },
    ]);
  });

  it('ignores case and spaces, keeping the first spelling', () => {
    expect(
      subtotalsByStatus([
        { statusCobranca: 'Em aberto', valorDocumento: 1 },
        { statusCobranca: ' EM ABERTO ', valorDocumento: 2 },
      ]),
    ).toEqual([{ status: 'Em aberto', count: 2, total: 3 }]);
  });

  it('counts an unreadable amount without adding it, and names a missing status', () => {
    expect(
      subtotalsByStatus([
        { statusCobranca: null, valorDocumento: 'R$ ??' },
        { valorDocumento: '0,10' },
        { statusCobranca: '', valorDocumento: '0,20' },
      ]),
    ).toEqual([{ status: 'Sem status', count: 3, total: 0.3 }]);
  });

  it('returns no group for no charges', () => {
    expect(subtotalsByStatus([])).toEqual([]);
  });
});
