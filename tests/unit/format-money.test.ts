import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/text/format-money';

/** The space after "R$" is a no-break space (U+00A0); the other tests compare with a plain one for readability. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats 15800.5 as "R$ 15.800,50"', () => {
    expect(plain(formatMoney(15800.5))).toBe('R$ 15.800,50');
  });

  it('writes a no-break space after "R$", so the amount never wraps away from its symbol', () => {
    expect(formatMoney(15800.5)).toBe('R$\u00a015.800,50');
  });

  it('converts a string with a decimal comma before formatting', () => {
    expect(plain(formatMoney('3200,00'))).toBe('R$ 3.200,00');
    expect(plain(formatMoney('R$ 15.800,50'))).toBe('R$ 15.800,50');
  });

  it('formats a plain decimal string', () => {
    expect(plain(formatMoney('1234.56'))).toBe('R$ 1.234,56');
  });

  it('formats negative amounts with a minus sign', () => {
    expect(formatMoney(-1234.5)).toBe('-R$\u00a01.234,50');
    expect(formatMoney('-1.234,5')).toBe('-R$\u00a01.234,50');
  });

  it('formats zero, including a negative zero, without a sign', () => {
    expect(plain(formatMoney(0))).toBe('R$ 0,00');
    expect(plain(formatMoney('-0,00'))).toBe('R$ 0,00');
  });

  it('rounds to two decimal places', () => {
    expect(plain(formatMoney(10.005))).toMatch(/^R\$ 10,0[01]$/);
    expect(plain(formatMoney(0.1 + 0.2))).toBe('R$ 0,30');
  });

  it('shows "—" for values that are not amounts', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN, {}, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(value), `formatMoney(${String(value)})`).toBe('—');
    }
  });
});
