import { describe, expect, it } from 'vitest';
import { readDate, readDay } from '../../../src/lib/dates/read-date';
import { formatDate } from '../../../src/lib/dates/format-date';
import { formatTime } from '../../../src/lib/dates/format-time';

/*
 * Dates as .NET and SQL Server backends send them (docs/resilience.md): DateTime without an offset
 * (São Paulo wall-clock time), with an offset or "Z", datetime's three and datetime2's seven
 * fraction digits, CONVERT's space instead of the "T", a date alone, the "dd/MM/yyyy" of a
 * formatted column, and the "/Date(ms)/" of old ASP.NET / WCF serialisers. Run in several zones.
 */

describe('readDate', () => {
  it('keeps every ISO form, and they read as the same São Paulo day and time', () => {
    for (const value of [
      '2027-05-15T19:30:00',
      '2027-05-15T19:30',
      '2027-05-15T19:30:00.997',
      '2027-05-15T19:30:00.1234567',
      '2027-05-15T19:30:00-03:00',
      '2027-05-15T19:30:00.000-0300',
      '2027-05-15T22:30:00Z',
      '2027-05-15T22:30:00.000Z',
      '2027-05-15 19:30:00.000',
    ]) {
      expect(readDate(value), value).toBe(value);
      expect([formatDate(readDate(value)), formatTime(readDate(value))], value).toEqual(['15/05/2027', '19h30']);
    }
  });

  it('keeps a date alone, which has no time to show', () => {
    expect(readDate('2027-05-15')).toBe('2027-05-15');
    expect(readDate('15/05/2027')).toBe('15/05/2027');
    expect(formatTime(readDate('2027-05-15'))).toBe('—');
  });

  it('turns the old "/Date(ms)/" into its UTC instant (its offset only names the zone it came from)', () => {
    const ms = Date.UTC(2027, 4, 15, 22, 30);
    expect(readDate(`/Date(${ms})/`)).toBe('2027-05-15T22:30:00.000Z');
    expect(readDate(`/Date(${ms}-0300)/`)).toBe('2027-05-15T22:30:00.000Z');
    expect(formatTime(readDate(`/Date(${ms}-0300)/`))).toBe('19h30');
  });

  it('refuses what is not a real date: null, numbers (seconds or milliseconds?), words, impossible days', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      1715800000000,
      'amanhã',
      '2027-02-31',
      '31/02/2027',
      '2027-13-01',
      '0000-00-00T00:00:00',
      '2027-05-15T25:00:00',
      '/Date(abc)/',
      {},
      true,
    ]) {
      expect(readDate(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('reads "dd/MM/yyyy HH:mm" and "dd/MM/yyyy HH:mm:ss" as São Paulo wall-clock time', () => {
    for (const value of ['15/05/2027 19:30', '15/05/2027 19:30:00']) {
      expect(readDate(value), value).toBe(value);
      expect([formatDate(value), formatTime(value)], value).toEqual(['15/05/2027', '19h30']);
    }
    for (const value of ['15/05/2027 24:00', '15/05/2027 19:30:00.000', '15/05/2027T19:30', '31/02/2027 10:00', '15/05/2027 7:30'])
      expect(readDate(value), value).toBeNull();
  });
});

describe('readDay (a date-only field: a due date, a contract date, the event day)', () => {
  it('reads a midnight with an offset as that calendar day, however the serialiser writes it', () => {
    for (const value of [
      '2027-05-15T00:00:00Z',
      '2027-05-15T00:00:00.000Z',
      '2027-05-15T00:00:00.0000000Z',
      '2027-05-15T00:00:00+00:00',
      '2027-05-15T00:00:00-00:00',
      '2027-05-15T00:00:00+0000',
      '2027-05-15T00:00Z',
      '2027-05-15 00:00:00Z',
      `/Date(${Date.UTC(2027, 4, 15)})/`,
      '2027-05-15T00:00:00-03:00',
      '2027-05-15T00:00:00+02:00',
      '2027-05-15T00:00:00.0000000+0530',
    ]) {
      expect(readDay(value), value).toBe('2027-05-15');
      expect(formatDate(readDay(value)), value).toBe('15/05/2027');
    }
  });

  it('keeps every other date as readDate does: a date-time with an offset stays an instant shown in São Paulo', () => {
    expect(readDay('2027-05-15T02:00:00Z')).toBe('2027-05-15T02:00:00Z');
    expect(formatDate(readDay('2027-05-15T02:00:00Z'))).toBe('14/05/2027');
    expect(readDay('2027-05-15T00:00:00')).toBe('2027-05-15T00:00:00');
    expect(readDay('2027-05-15')).toBe('2027-05-15');
    expect(readDay('15/05/2027')).toBe('15/05/2027');
    // A São Paulo midnight as DataContractJsonSerializer sends it: its UTC instant, which is that day there.
    expect(formatDate(readDay(`/Date(${Date.UTC(2027, 4, 15, 3)}-0300)/`))).toBe('15/05/2027');
    expect(readDay('2027-02-31T00:00:00Z')).toBeNull();
    expect(readDay(null)).toBeNull();
  });
});
