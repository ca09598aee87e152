/*
 * Date arithmetic of the tests' own, on 'YYYY-MM-DD' strings, so an expected date never comes from
 * the code under test: the seed says "the wedding is N days after its today", the test counts.
 */

/** The calendar day `days` after `date` ('YYYY-MM-DD'; negative: before). */
export function calendarDay(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** "15/05/2027" from an API date ("2027-05-15T19:30:00") or a day ("2027-05-15"). */
export const brDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/**
 * An API date-time `days` after `today` ('YYYY-MM-DD', the seed's São Paulo today), as the API
 * writes dates: São Paulo wall clock, no offset. Never the machine's own today: between 00:00 and
 * 03:00 UTC, São Paulo is still on the day before, and so is the portal (docs/architecture.md, "São Paulo's clock").
 */
export const apiDayTime = (today: string, days: number, time = '00:00:00') => `${calendarDay(today, days)}T${time}`;
