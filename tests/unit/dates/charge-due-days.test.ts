import { describe, expect, it } from 'vitest';
import { sp } from '../../../test-kit/sao-paulo-clock';
import { chargeDueDays, isBoleto, lastDayToPay } from '../../../src/lib/charges/charge-due-days';
import { readDay } from '../../../src/lib/dates/read-date';

/*
 * A boleto due on a Saturday, Sunday or bank holiday is paid on the next business day without a
 * fine; a Pix charge is paid any day (docs/resilience.md, "Business days for boletos"). Counted on
 * São Paulo's calendar: this folder runs in five zones.
 */
const boleto = (dataVencimento: string | null) => ({ formaPagamento: 'Boleto', dataVencimento });
const pix = (dataVencimento: string | null) => ({ formaPagamento: 'PIX', dataVencimento });
const day = (charge: Parameters<typeof lastDayToPay>[0]) => {
  const last = lastDayToPay(charge);
  return last === null ? null : new Date(last * 86_400_000).toISOString().slice(0, 10);
};

describe('lastDayToPay', () => {
  it('moves a boleto due on a Saturday or a Sunday to the Monday', () => {
    expect(day(boleto('2027-05-15'))).toBe('2027-05-17');
    expect(day(boleto('2027-05-16T00:00:00'))).toBe('2027-05-17');
    expect(day(boleto('15/05/2027'))).toBe('2027-05-17');
  });

  it('moves a boleto due on a holiday past the holiday and the weekend after it', () => {
    // Friday 20 November 2026 (Consciência Negra), then Saturday and Sunday.
    expect(day(boleto('2026-11-20'))).toBe('2026-11-23');
    // Carnival: Saturday 6 February 2027 to Ash Wednesday.
    expect(day(boleto('2027-02-06'))).toBe('2027-02-10');
    // Good Friday 26 March 2027.
    expect(day(boleto('2027-03-26'))).toBe('2027-03-29');
    // Corpus Christi, Thursday 27 May 2027: the Friday.
    expect(day(boleto('2027-05-27'))).toBe('2027-05-28');
    // 31 December 2027 (a Friday), 1 January, the weekend: Monday 3 January 2028.
    expect(day(boleto('2027-12-31'))).toBe('2028-01-03');
  });

  it('keeps a boleto due on a business day, and every Pix charge, on its date', () => {
    expect(day(boleto('2027-05-14'))).toBe('2027-05-14');
    expect(day(pix('2027-05-15'))).toBe('2027-05-15');
    expect(day(pix('2026-11-20'))).toBe('2026-11-20');
    expect(day({ formaPagamento: 'Cartão de crédito', dataVencimento: '2027-05-15' })).toBe('2027-05-15');
  });

  it('is null without a readable due date', () => {
    expect(lastDayToPay(boleto(null))).toBeNull();
    expect(lastDayToPay(boleto('logo'))).toBeNull();
  });
});

describe('chargeDueDays', () => {
  it('does not call a Saturday boleto overdue on the Sunday nor on the Monday; it is late on the Tuesday', () => {
    const saturday = boleto('2027-05-15');
    expect(chargeDueDays(saturday, sp(2027, 4, 15, 10))).toBe(2);
    expect(chargeDueDays(saturday, sp(2027, 4, 16, 23, 59))).toBe(1);
    expect(chargeDueDays(saturday, sp(2027, 4, 17, 0, 1))).toBe(0);
    expect(chargeDueDays(saturday, sp(2027, 4, 17, 23, 59))).toBe(0);
    expect(chargeDueDays(saturday, sp(2027, 4, 18, 0, 1))).toBe(-1);
  });

  it('calls a Saturday Pix charge overdue on the Sunday', () => {
    expect(chargeDueDays(pix('2027-05-15'), sp(2027, 4, 16, 9))).toBe(-1);
  });

  it('reads a SQL date sent as UTC midnight as its own day: due on Saturday 15/05, not Friday 14/05', () => {
    // As the API's schema reads a due date (readDay), then counted: Saturday, so Monday 17/05.
    expect(chargeDueDays(boleto(readDay('2027-05-15T00:00:00.000Z')), sp(2027, 4, 14, 12))).toBe(3);
    expect(chargeDueDays(pix(readDay('2027-05-15T00:00:00Z')), sp(2027, 4, 14, 12))).toBe(1);
  });
});

describe('isBoleto', () => {
  it.each(['Boleto', 'BOLETO BANCÁRIO', 'boleto_bancario', ' Boleto Bancario '])('takes "%s" for a boleto', (formaPagamento) => {
    expect(isBoleto({ formaPagamento })).toBe(true);
  });

  it('takes a charge without a way to pay but with a boleto line for a boleto, and nothing else', () => {
    expect(isBoleto({ formaPagamento: null, linhaDigitavel: '2379 3381' })).toBe(true);
    expect(isBoleto({ formaPagamento: null })).toBe(false);
    expect(isBoleto({ formaPagamento: 'PIX', linhaDigitavel: '2379 3381' })).toBe(false);
    expect(isBoleto({ formaPagamento: 'Transferência' })).toBe(false);
  });
});
