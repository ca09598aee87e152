import { describe, expect, it } from 'vitest';
import { parseMoney } from '../../src/lib/fields/parse-money';

describe('parseMoney', () => {
  it('passes finite numbers through', () => {
    expect(parseMoney(15800.5)).toBe(15800.5);
    expect(parseMoney(-3)).toBe(-3);
    expect(parseMoney(0)).toBe(0);
  });

  it('rejects NaN and infinite numbers', () => {
    expect(parseMoney(Number.NaN)).toBeNull();
    expect(parseMoney(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseMoney(Number.NEGATIVE_INFINITY)).toBeNull();
  });

  it('reads "15.800,50" as 15800.5', () => {
    expect(parseMoney('15.800,50')).toBe(15800.5);
  });

  it('reads "3200,00" as 3200', () => {
    expect(parseMoney('3200,00')).toBe(3200);
  });

  it('reads "-1.234,5" as -1234.5', () => {
    expect(parseMoney('-1.234,5')).toBe(-1234.5);
  });

  it('strips "R$", spaces and no-break spaces', () => {
    expect(parseMoney('R$ 15.800,50')).toBe(15800.5);
    expect(parseMoney('R$\u00a015.800,50')).toBe(15800.5);
    expect(parseMoney('  R$\u202f1.000,00  ')).toBe(1000);
    expect(parseMoney('-R$ 1.234,50')).toBe(-1234.5);
  });

  it('reads what Intl formats back to the same amount', () => {
    const text = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(1234567.89);
    expect(parseMoney(text)).toBe(1234567.89);
  });

  it('reads "1.234.567" without a comma as thousands', () => {
    expect(parseMoney('1.234.567')).toBe(1234567);
  });

  it('reads a single dot before three digits, "1.500", as thousands', () => {
    expect(parseMoney('1.500')).toBe(1500);
  });

  it('reads "1234.56" without a comma as a plain decimal', () => {
    expect(parseMoney('1234.56')).toBe(1234.56);
    expect(parseMoney('0.5')).toBe(0.5);
    expect(parseMoney('42')).toBe(42);
    expect(parseMoney('-80')).toBe(-80);
  });

  it('turns a negative zero into zero', () => {
    expect(Object.is(parseMoney('-0,00'), 0)).toBe(true);
    expect(Object.is(parseMoney(-0), 0)).toBe(true);
  });

  it('returns null for empty or blank strings', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('   ')).toBeNull();
    expect(parseMoney('R$')).toBeNull();
  });

  it('reads en-US thousands with a decimal dot, "1,234.56", which no pt-BR amount looks like', () => {
    expect(parseMoney('1,234.56')).toBe(1234.56);
    expect(parseMoney('-12,345,678.9')).toBe(-12345678.9);
    // Without the dot, a comma is the pt-BR decimal comma.
    expect(parseMoney('1,234')).toBe(1.234);
  });

  it('returns null for text that is not an amount', () => {
    for (const text of ['abc', '12abc', '1,2,3', '1.23,4', '1.2.3', ',50', '15,', '1,23.5', '1,234,56', '--1', '1e5']) {
      expect(parseMoney(text), `parseMoney(${JSON.stringify(text)})`).toBeNull();
    }
  });

  it('returns null for values that are neither numbers nor strings', () => {
    for (const value of [null, undefined, {}, [], true, 10n]) {
      expect(parseMoney(value), `parseMoney(${String(value)})`).toBeNull();
    }
  });
});
