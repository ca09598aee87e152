import { describe, expect, it } from 'vitest';
import { isOpenCharge } from '../../src/lib/open-charge';

describe('isOpenCharge', () => {
  it.each(['Em aberto', 'Vencido', 'EM ABERTO', ' vencida ', 'A vencer', 'Pendente', 'Em atraso'])('counts "%s" as open', (status) => {
    expect(isOpenCharge(status)).toBe(true);
  });

  it.each(['Pago', 'PAGO', ' paga ', 'Quitado', 'Liquidado', 'Cancelado', 'CANCELADA', 'Estornado'])('counts "%s" as settled', (status) => {
    expect(isOpenCharge(status)).toBe(false);
  });

  it('counts a charge without a status as open', () => {
    expect(isOpenCharge(null)).toBe(true);
    expect(isOpenCharge(undefined)).toBe(true);
    expect(isOpenCharge('  ')).toBe(true);
  });
});
