import { describe, expect, it } from 'vitest';
import { easterSunday } from '../../src/lib/charges/easter-sunday';
import { isBankHoliday } from '../../src/lib/charges/bank-holidays';

describe('easterSunday', () => {
  it.each([
    [1818, 3, 22], // the earliest it can fall
    [1943, 4, 25], // the latest it can fall
    [2000, 4, 23],
    [2019, 4, 21],
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2028, 4, 16],
    [2038, 4, 25],
    [2285, 3, 22],
  ])('puts Easter %i on %i/%i (published tables)', (year, month, day) => {
    expect(easterSunday(year)).toEqual([month, day]);
  });
});

describe('isBankHoliday', () => {
  it.each([
    // Carnival Monday and Tuesday, Good Friday, Corpus Christi: from Easter.
    [2026, 2, 16],
    [2026, 2, 17],
    [2026, 4, 3],
    [2026, 6, 4],
    [2027, 2, 8],
    [2027, 2, 9],
    [2027, 3, 26],
    [2027, 5, 27],
    // Fixed national holidays, and 31 December (no banking to the public).
    [2027, 1, 1],
    [2027, 4, 21],
    [2027, 5, 1],
    [2027, 9, 7],
    [2027, 10, 12],
    [2027, 11, 2],
    [2027, 11, 15],
    [2027, 11, 20],
    [2024, 11, 20],
    [2027, 12, 25],
    [2027, 12, 31],
  ])('closes the banks on %i-%i-%i', (year, month, day) => {
    expect(isBankHoliday(year, month, day)).toBe(true);
  });

  it.each([
    // Ash Wednesday opens at noon: a business day. Easter Monday, the day after Corpus Christi.
    [2027, 2, 10],
    [2027, 3, 29],
    [2027, 5, 28],
    // 20 November before it was a national holiday (Lei 14.759/23).
    [2023, 11, 20],
    // Ordinary days, and holidays of a city only (São Paulo's 25 January, 9 July).
    [2027, 5, 14],
    [2027, 1, 25],
    [2027, 7, 9],
    [2027, 12, 24],
  ])('keeps the banks open on %i-%i-%i', (year, month, day) => {
    expect(isBankHoliday(year, month, day)).toBe(false);
  });
});
