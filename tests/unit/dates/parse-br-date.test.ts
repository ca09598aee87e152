import { describe, expect, it } from 'vitest';
import { parseBrDate } from '../../../src/features/account/parse-br-date';

describe('parseBrDate', () => {
  it('reads "15/05/2027" with the month from 1 to 12', () => {
    expect(parseBrDate('15/05/2027')).toEqual({ day: 15, month: 5, year: 2027 });
  });

  it('reads the first and last days of the year', () => {
    expect(parseBrDate('01/01/2027')).toEqual({ day: 1, month: 1, year: 2027 });
    expect(parseBrDate('31/12/2027')).toEqual({ day: 31, month: 12, year: 2027 });
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseBrDate('29/02/2028')).toEqual({ day: 29, month: 2, year: 2028 });
  });

  it('rejects 29 February outside a leap year', () => {
    expect(parseBrDate('29/02/2027')).toBeNull();
  });

  it('rejects days that do not exist, such as 31/02/2027 and 31/04/2027', () => {
    expect(parseBrDate('31/02/2027')).toBeNull();
    expect(parseBrDate('31/04/2027')).toBeNull();
    expect(parseBrDate('00/05/2027')).toBeNull();
    expect(parseBrDate('32/05/2027')).toBeNull();
  });

  it('rejects months outside 1 to 12', () => {
    expect(parseBrDate('15/00/2027')).toBeNull();
    expect(parseBrDate('15/13/2027')).toBeNull();
  });

  it('rejects dates not written exactly as dd/MM/yyyy', () => {
    for (const text of ['1/5/2027', '15/5/2027', '15/05/27', '2027-05-15', '15-05-2027', '15/05/2027x', '15/05/20277']) {
      expect(parseBrDate(text), `parseBrDate(${JSON.stringify(text)})`).toBeNull();
    }
  });

  it('rejects an unfinished masked date', () => {
    expect(parseBrDate('15/05/____')).toBeNull();
    expect(parseBrDate('12/0_/____')).toBeNull();
  });

  it('rejects empty and non-date text', () => {
    expect(parseBrDate('')).toBeNull();
    expect(parseBrDate('abc')).toBeNull();
  });

  it('ignores whitespace around the date', () => {
    expect(parseBrDate(' 15/05/2027 ')).toEqual({ day: 15, month: 5, year: 2027 });
  });
});

describe('parseBrDate, the years an event can have', () => {
  it('refuses a year before 1900 or after 2100, such as a slip of 0270 or 0001', () => {
    for (const text of ['15/05/0270', '15/05/0001', '31/12/1899', '01/01/2101']) expect(parseBrDate(text), text).toBeNull();
  });

  it('accepts the first and last years of the range', () => {
    expect(parseBrDate('01/01/1900')).toEqual({ day: 1, month: 1, year: 1900 });
    expect(parseBrDate('31/12/2100')).toEqual({ day: 31, month: 12, year: 2100 });
  });
});
