import { describe, expect, it } from 'vitest';
import { toDate } from '../../src/lib/to-date';

describe('toDate', () => {
  it('reads an ISO date-time without offset as local time', () => {
    expect(toDate('2027-05-15T19:30:00')).toEqual(new Date(2027, 4, 15, 19, 30));
  });

  it('reads an ISO date without time as local midnight', () => {
    expect(toDate('2027-05-15')).toEqual(new Date(2027, 4, 15));
  });

  it('reads a "dd/MM/yyyy" string as local midnight of that day', () => {
    expect(toDate('15/05/2027')).toEqual(new Date(2027, 4, 15));
  });

  it('returns a valid Date as it is', () => {
    const date = new Date(2027, 4, 15, 9, 5);
    expect(toDate(date)).toBe(date);
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
    expect(toDate('2027-05-15T22:30:00Z')?.toISOString()).toBe('2027-05-15T22:30:00.000Z');
  });

  it('reads an ISO date-time with a São Paulo offset as that instant', () => {
    expect(toDate('2027-05-15T19:30:00-03:00')?.toISOString()).toBe('2027-05-15T22:30:00.000Z');
    expect(toDate('2027-05-15T19:30:00-0300')?.toISOString()).toBe('2027-05-15T22:30:00.000Z');
  });

  it('keeps milliseconds and tolerates longer fractions', () => {
    expect(toDate('2027-05-15T19:30:00.123456')).toEqual(new Date(2027, 4, 15, 19, 30, 0, 123));
  });

  it('refuses impossible times', () => {
    expect(toDate('2027-05-15T24:00:00')).toBeNull();
    expect(toDate('2027-05-15T19:60:00')).toBeNull();
  });
});
