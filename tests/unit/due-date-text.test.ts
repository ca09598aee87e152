import { describe, expect, it } from 'vitest';
import { calendarDaysUntil } from '../../src/lib/calendar-days';
import { dueDateText } from '../../src/lib/due-date-text';

describe('dueDateText', () => {
  it.each([
    [0, 'vence hoje'],
    [1, 'vence em 1 dia'],
    [2, 'vence em 2 dias'],
    [19, 'vence em 19 dias'],
    [-1, 'vencida há 1 dia'],
    [-2, 'vencida há 2 dias'],
    [-11, 'vencida há 11 dias'],
  ])('says %i days as "%s"', (days, text) => {
    expect(dueDateText(days)).toBe(text);
  });
});

describe('calendarDaysUntil', () => {
  const now = new Date(2026, 10, 21, 8, 37);

  it('counts calendar days, whatever the time of day', () => {
    expect(calendarDaysUntil('2026-11-21T00:00:00', now)).toBe(0);
    expect(calendarDaysUntil('2026-11-21T23:59:00', now)).toBe(0);
    expect(calendarDaysUntil('2026-11-22T00:00:00', new Date(2026, 10, 21, 23, 59))).toBe(1);
    expect(calendarDaysUntil('2026-12-10T00:00:00', now)).toBe(19);
  });

  it('is negative for past dates', () => {
    expect(calendarDaysUntil('2026-11-20T23:00:00', now)).toBe(-1);
    expect(calendarDaysUntil('2026-11-10T00:00:00', now)).toBe(-11);
  });

  it('counts across the turn of a year and a leap day, and reads dd/MM/yyyy', () => {
    expect(calendarDaysUntil('2028-03-01', new Date(2028, 1, 28, 12))).toBe(2);
    expect(calendarDaysUntil('01/01/2027', new Date(2026, 11, 31, 22))).toBe(1);
  });

  it('does not lose a day across a daylight-saving change', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(calendarDaysUntil('2027-03-15T00:00:00', new Date(2027, 2, 13, 0, 30))).toBe(2);
      expect(calendarDaysUntil('2027-11-08T00:00:00', new Date(2027, 10, 6, 23, 30))).toBe(2);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('returns null for something that is not a date', () => {
    expect(calendarDaysUntil('amanhã', now)).toBeNull();
    expect(calendarDaysUntil(null, now)).toBeNull();
    expect(calendarDaysUntil('2026-02-30T00:00:00', now)).toBeNull();
  });
});
