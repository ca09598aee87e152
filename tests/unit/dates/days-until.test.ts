import { afterEach, describe, expect, it, vi } from 'vitest';
import { sp } from '../../../test-kit/sao-paulo-clock';
import { daysUntil } from '../../../src/features/home/days-until';

const now = sp(2027, 4, 1, 12, 0, 0);

describe('daysUntil', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole days from now to the event start', () => {
    expect(daysUntil('2027-05-15T12:00:00', now)).toBe(14);
  });

  it('leaves out a partial last day', () => {
    expect(daysUntil('2027-05-15T11:59:59', now)).toBe(13);
    expect(daysUntil('2027-05-15T19:30:00', now)).toBe(14);
  });

  it('returns 1 for exactly 24 hours ahead', () => {
    expect(daysUntil(sp(2027, 4, 2, 12, 0, 0), now)).toBe(1);
  });

  it('returns 0 for an event later the same day', () => {
    expect(daysUntil('2027-05-01T23:00:00', now)).toBe(0);
  });

  it('returns 0 for an event less than a full day ahead on the next date', () => {
    expect(daysUntil('2027-05-02T08:00:00', now)).toBe(0);
  });

  it('returns 0 at the exact start time', () => {
    expect(daysUntil(new Date(now), now)).toBe(0);
  });

  it('never goes below 0 for a past event', () => {
    expect(daysUntil('2027-04-01T12:00:00', now)).toBe(0);
    expect(daysUntil('2020-01-01', now)).toBe(0);
  });

  it("counts on São Paulo's clock, so a daylight-saving change where the browser is changes nothing", () => {
    // 2027-03-14, 2027-03-28 and 2027-10-31 are DST changes in the US and Europe (this folder also runs under Europe/Lisbon).
    expect(daysUntil(sp(2027, 2, 20, 12, 0), sp(2027, 2, 10, 12, 0))).toBe(10);
    expect(daysUntil(sp(2027, 10, 5, 12, 0), sp(2027, 9, 25, 12, 0))).toBe(11);
  });

  it('counts across a year boundary and a leap day', () => {
    expect(daysUntil('2028-03-01T12:00:00', sp(2027, 11, 31, 12, 0))).toBe(61);
  });

  it('accepts a "dd/MM/yyyy" string as midnight in São Paulo', () => {
    expect(daysUntil('15/05/2027', now)).toBe(13);
  });

  it('returns 0 for an invalid date', () => {
    expect(daysUntil('abc', now)).toBe(0);
    expect(daysUntil('', now)).toBe(0);
    expect(daysUntil(new Date(Number.NaN), now)).toBe(0);
  });

  it('returns 0 when now is an invalid date', () => {
    expect(daysUntil('2027-05-15', new Date(Number.NaN))).toBe(0);
  });

  it('counts from the current time when now is not given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    expect(daysUntil('2027-05-11T12:00:00')).toBe(10);
  });
});
