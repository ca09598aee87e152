import { describe, expect, it } from 'vitest';
import { orderCharges } from '../../src/features/finance/charge-order';
import { paidProgress } from '../../src/features/finance/paid-progress';
import { chargeReader, type ReadableCharge } from '../../src/lib/charges/read-charge';

const NOW = new Date('2026-11-24T15:00:00-03:00');
const reader = chargeReader({ paid: [], cancelled: [], open: [] });
const read = (charge: ReadableCharge) => reader(charge, NOW);
const charge = (numCobranca: string, statusCobranca: string, dataVencimento: string | null, valorDocumento: unknown = 100) => ({
  numCobranca,
  statusCobranca,
  dataVencimento,
  valorDocumento,
});

describe('orderCharges', () => {
  it('puts overdue charges first (the oldest first), then open ones by due date, undated last; settled ones apart in the API order', () => {
    const charges = [
      charge('1', 'Pago', '2026-01-01'),
      charge('2', 'Em aberto', '2026-12-20'),
      charge('3', 'Vencido', '2026-11-20'),
      charge('4', 'Em aberto', null),
      charge('5', 'Cancelado', '2026-02-01'),
      charge('6', 'Vencido', '2026-10-01'),
      charge('7', 'Em aberto', '2026-11-24'),
      charge('8', 'Em aberto', '2026-12-20'),
    ];
    const { open, settled } = orderCharges(charges, read);
    expect(open.map((c) => c.numCobranca)).toEqual(['6', '3', '7', '2', '8', '4']);
    expect(settled.map((c) => c.numCobranca)).toEqual(['1', '5']);
  });
});

describe('paidProgress', () => {
  it("sums the paid charges only (not the cancelled ones) against the event's total", () => {
    const charges = [
      charge('1', 'Pago', null, 24800),
      charge('2', 'pago', null, '24.800,00'),
      charge('3', 'Quitado', null, 12300),
      charge('4', 'Cancelado', null, 11550.5),
      charge('5', 'Em aberto', null, 12300),
    ];
    expect(paidProgress(charges, '98.450,50', read)).toEqual({ paid: 61900, total: 98450.5, percent: 62 });
  });

  it('gives nothing for a total it cannot read or that is not above zero, and never passes 100%', () => {
    expect(paidProgress([], null, read)).toBeNull();
    expect(paidProgress([], 'muito', read)).toBeNull();
    expect(paidProgress([], 0, read)).toBeNull();
    expect(paidProgress([charge('1', 'Pago', null, 500)], 100, read)?.percent).toBe(100);
  });
});
