import { describe, expect, it } from 'vitest';
import { sp } from '../../../test-kit/sao-paulo-clock';
import { calendarDaysUntil } from '../../../src/lib/dates/calendar-days';
import { dueDateText } from '../../../src/lib/charges/due-date-text';

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
  const now = sp(2026, 10, 21, 8, 37);

  it('counts calendar days, whatever the time of day', () => {
    expect(calendarDaysUntil('2026-11-21T00:00:00', now)).toBe(0);
    expect(calendarDaysUntil('2026-11-21T23:59:00', now)).toBe(0);
    expect(calendarDaysUntil('2026-11-22T00:00:00', sp(2026, 10, 21, 23, 59))).toBe(1);
    expect(calendarDaysUntil('2026-12-10T00:00:00', now)).toBe(19);
  });

  it('is negative for past dates', () => {
    expect(calendarDaysUntil('2026-11-20T23:00:00', now)).toBe(-1);
    expect(calendarDaysUntil('2026-11-10T00:00:00', now)).toBe(-11);
  });

  it('counts across the turn of a year and a leap day, and reads dd/MM/yyyy', () => {
    expect(calendarDaysUntil('2028-03-01', sp(2028, 1, 28, 12))).toBe(2);
    expect(calendarDaysUntil('01/01/2027', sp(2026, 11, 31, 22))).toBe(1);
  });

  it('does not lose a day across a daylight-saving change where the browser is (this folder runs under five zones)', () => {
    expect(calendarDaysUntil('2027-03-15T00:00:00', sp(2027, 2, 13, 0, 30))).toBe(2);
    expect(calendarDaysUntil('2027-03-29T00:00:00', sp(2027, 2, 27, 23, 30))).toBe(2);
    expect(calendarDaysUntil('2027-11-08T00:00:00', sp(2027, 10, 6, 23, 30))).toBe(2);
  });

  it("counts São Paulo's days: late evening there is already tomorrow in Lisbon and Tokyo", () => {
    // 22h00 on 21/11 in São Paulo is 01h00 on the 22nd UTC: the charge due on the 22nd is still due tomorrow.
    expect(calendarDaysUntil('2026-11-22T00:00:00', sp(2026, 10, 21, 22, 0))).toBe(1);
    expect(calendarDaysUntil('2026-11-21T09:00:00', sp(2026, 10, 21, 23, 59))).toBe(0);
  });

  it('returns null for something that is not a date', () => {
    expect(calendarDaysUntil('amanhã', now)).toBeNull();
    expect(calendarDaysUntil(null, now)).toBeNull();
    expect(calendarDaysUntil('2026-02-30T00:00:00', now)).toBeNull();
  });
});
