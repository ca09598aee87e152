import { describe, expect, it } from 'vitest';
import { sp } from '../../../test-kit/sao-paulo-clock';
import { formatTime } from '../../../src/lib/dates/format-time';

describe('formatTime', () => {
  it('formats 09:05 as "9h05"', () => {
    expect(formatTime('2027-05-15T09:05:00')).toBe('9h05');
  });

  it('formats 19:30 as "19h30"', () => {
    expect(formatTime('2027-05-15T19:30:00')).toBe('19h30');
  });

  it('formats midnight as "0h00"', () => {
    expect(formatTime('2027-05-15T00:00:00')).toBe('0h00');
  });

  it('shows "—" for a date without a time of day: midnight would be a time nobody set', () => {
    expect(formatTime('2027-05-15')).toBe('—');
    expect(formatTime('15/05/2027')).toBe('—');
  });

  it('formats 23:59 as "23h59"', () => {
    expect(formatTime('2027-05-15T23:59:59')).toBe('23h59');
  });

  it("formats a Date by São Paulo's clock, whatever the browser's zone", () => {
    expect(formatTime(sp(2027, 4, 15, 7, 0))).toBe('7h00');
    expect(formatTime(new Date('2027-05-15T22:30:00Z'))).toBe('19h30');
  });

  it('formats a bare clock time such as "19:30" or "09:05:00"', () => {
    expect(formatTime('19:30')).toBe('19h30');
    expect(formatTime('09:05:00')).toBe('9h05');
    expect(formatTime('0:00')).toBe('0h00');
  });

  it('shows "—" for a clock time out of range', () => {
    expect(formatTime('24:00')).toBe('—');
    expect(formatTime('12:60')).toBe('—');
  });

  it('shows "—" for invalid, empty or missing values', () => {
    for (const value of ['', 'abc', '9h05', new Date(Number.NaN), null, undefined]) {
      expect(formatTime(value), `formatTime(${String(value)})`).toBe('—');
    }
  });
});
