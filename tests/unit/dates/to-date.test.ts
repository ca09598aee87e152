import fc from 'fast-check';
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { sp } from '../../../test-kit/sao-paulo-clock';
import { toDate } from '../../../src/lib/dates/to-date';
import { propertyRuns } from '../../../test-kit/property-runs';

describe('toDate', () => {
  it('reads an ISO date-time without offset as São Paulo wall-clock time, whatever the zone it runs in', () => {
    expect(toDate('2027-05-15T19:30:00')?.getTime()).toBe(sp(2027, 4, 15, 19, 30).getTime());
    expect(toDate('2027-05-15T19:30:00')?.getTime()).toBe(Date.parse('2027-05-15T22:30:00.000Z'));
  });

  it('reads an ISO date without time as midnight in São Paulo', () => {
    expect(toDate('2027-05-15')?.getTime()).toBe(sp(2027, 4, 15).getTime());
  });

  it('reads a "dd/MM/yyyy" string as midnight of that day in São Paulo', () => {
    expect(toDate('15/05/2027')?.getTime()).toBe(sp(2027, 4, 15).getTime());
  });

  it('keeps the instant of a valid Date', () => {
    const date = sp(2027, 4, 15, 9, 5);
    expect(toDate(date)?.getTime()).toBe(date.getTime());
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
    expect(toDate('2027-05-15T22:30:00Z')?.getTime()).toBe(Date.parse('2027-05-15T22:30:00.000Z'));
  });

  it('reads an ISO date-time with a São Paulo offset as that instant', () => {
    expect(toDate('2027-05-15T19:30:00-03:00')?.getTime()).toBe(Date.parse('2027-05-15T22:30:00.000Z'));
    expect(toDate('2027-05-15T19:30:00-0300')?.getTime()).toBe(Date.parse('2027-05-15T22:30:00.000Z'));
  });

  it('keeps milliseconds and tolerates longer fractions', () => {
    expect(toDate('2027-05-15T19:30:00.123456')?.getTime()).toBe(sp(2027, 4, 15, 19, 30, 0, 123).getTime());
  });

  it('refuses impossible times', () => {
    expect(toDate('2027-05-15T24:00:00')).toBeNull();
    expect(toDate('2027-05-15T19:60:00')).toBeNull();
  });
});

describe('toDate on generated ISO texts', () => {
  const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');
  const moment = fc.record({
    at: fc.date({ min: new Date(Date.UTC(1920, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true }),
    fraction: fc.constantFrom('', '.5', '.997', '.1234567'),
    offset: fc.option(fc.integer({ min: -48, max: 56 }).map((quarters) => quarters * 15)),
    colon: fc.boolean(),
  });

  it('reads a text with an offset or "Z" as the instant the platform reads, and one without as that wall-clock time in São Paulo', () => {
    fc.assert(
      fc.property(moment, ({ at, fraction, offset, colon }) => {
        const wall = `${at.toISOString().slice(0, 19)}${fraction}`;
        const zone =
          offset === null
            ? ''
            : offset === 0
              ? 'Z'
              : `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}${colon ? ':' : ''}${pad(offset % 60)}`;
        const ms = Math.trunc(Number(`0${fraction || '.0'}`) * 1000);
        const expected =
          offset === null
            ? new TZDate(
                at.getUTCFullYear(),
                at.getUTCMonth(),
                at.getUTCDate(),
                at.getUTCHours(),
                at.getUTCMinutes(),
                at.getUTCSeconds(),
                ms,
                'America/Sao_Paulo',
              ).getTime()
            : at.getTime() - at.getUTCMilliseconds() + ms - offset * 60_000;
        // Within the millisecond: a fraction finer than that (datetime2's seven digits) is cut, not rounded.
        expect(Math.abs(toDate(`${wall}${zone}`)!.getTime() - expected), `${wall}${zone}`).toBeLessThanOrEqual(1);
      }),
      { numRuns: propertyRuns(1_000) },
    );
  });
});
