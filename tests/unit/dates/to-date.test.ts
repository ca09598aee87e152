import { describe, expect, it } from 'vitest';
import { sp } from './sao-paulo-clock';
import { toDate } from '../../../src/lib/to-date';

describe('toDate', () => {
  it('reads an ISO date-time without offset as São Paulo wall-clock time, whatever the zone it runs in', () => {
    expect(toDate('2027-05-15T19:30:00')?.getTime()).toBe(sp(2027, 4, 15, 19, 30).getTime());
    expect(toDate('2027-05-15T19:30:00')?.getTime()).toBe(Date.parse('2027-05-15T22:30:00.000Z'));
  });

  it('reads an ISO date without time as midnight in São Paulo', () => {
    expect(toDate('2027-05-15')?.getTime()).toBe(sp(2027, 4, 15).getTime());
  });

  it('reads a "dd/MM/yyyy" string as midnight of that day in São Paulo', () => {
    expect(toDate('15/05/2027')?.getTime()).toBe(sp(2027, 4, 15).getTime());
  });

  it('keeps the instant of a valid Date', () => {
    const date = sp(2027, 4, 15, 9, 5);
    expect(toDate(date)?.getTime()).toBe(date.getTime());
  });

  it('returns null for an invalid Date', () => {
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });

  it('returns null for strings that are not dates', () => {
    for (const text of ['', 'abc', '31/02/2027', '2027-02-31', '2027-13-01']) {
      expect(toDate(text), `toDate(${JSON.stringify(text)})`).toBeNull();
    }
  });

  it('returns null for null and undefined', () => {
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });
});

describe('toDate with offsets and fractions', () => {
  it('reads an ISO date-time with Z as that instant', () => {
    expect(toDate('2027-05-15T22:30:00Z')?.getTime()).toBe(Date.parse('2027-05-15T22:30:00.000Z'));
  });

  it('reads an ISO date-time with a São Paulo offset as that instant', () => {
    expect(toDate('2027-05-15T19:30:00-03:00')?.getTime()).toBe(Date.parse('2027-05-15T22:30:00.000Z'));
    expect(toDate('2027-05-15T19:30:00-0300')?.getTime()).toBe(Date.parse('2027-05-15T22:30:00.000Z'));
  });

  it('keeps milliseconds and tolerates longer fractions', () => {
    expect(toDate('2027-05-15T19:30:00.123456')?.getTime()).toBe(sp(2027, 4, 15, 19, 30, 0, 123).getTime());
  });

  it('refuses impossible times', () => {
    expect(toDate('2027-05-15T24:00:00')).toBeNull();
    expect(toDate('2027-05-15T19:60:00')).toBeNull();
  });
});
