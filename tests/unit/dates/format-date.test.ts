import { describe, expect, it } from 'vitest';
import { sp } from '../../../test-kit/sao-paulo-clock';
import { formatDate } from '../../../src/lib/dates/format-date';

describe('formatDate', () => {
  it('formats "2027-05-15T19:30:00" as "15/05/2027"', () => {
    expect(formatDate('2027-05-15T19:30:00')).toBe('15/05/2027');
  });

  it('formats "2027-05-15" as "15/05/2027"', () => {
    expect(formatDate('2027-05-15')).toBe('15/05/2027');
  });

  it("keeps São Paulo's day for times near midnight, whatever the browser's zone", () => {
    expect(formatDate('2027-05-15T23:59:59')).toBe('15/05/2027');
    expect(formatDate('2027-05-15T00:00:00')).toBe('15/05/2027');
  });

  it('returns a "dd/MM/yyyy" string as it is', () => {
    expect(formatDate('15/05/2027')).toBe('15/05/2027');
  });

  it("formats a Date with two-digit day and month, on São Paulo's calendar", () => {
    expect(formatDate(sp(2027, 0, 5))).toBe('05/01/2027');
    // 01h00 UTC on 6 January is still the 5th in São Paulo.
    expect(formatDate(new Date('2027-01-06T01:00:00Z'))).toBe('05/01/2027');
  });

  it('shows "—" for invalid, empty or missing dates', () => {
    for (const value of ['', 'abc', '31/02/2027', '2027-02-30', new Date(Number.NaN), null, undefined]) {
      expect(formatDate(value), `formatDate(${String(value)})`).toBe('—');
    }
  });
});
