import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReadAt } from '../../../src/lib/dates/format-read-at';
import { propertyRuns } from '../../../test-kit/property-runs';
import { sp } from '../../../test-kit/sao-paulo-clock';

describe('formatReadAt', () => {
  it("writes this year's reads as 'dd/MM às HhMM', on São Paulo's clock", () => {
    expect(formatReadAt(+sp(2026, 10, 26, 14, 32), +sp(2026, 11, 31, 23, 59))).toBe('26/11 às 14h32');
    expect(formatReadAt(+sp(2026, 0, 1, 0, 5), +sp(2026, 0, 1, 0, 6))).toBe('01/01 às 0h05');
  });

  it("names the year of any other year's read, also across São Paulo's new year", () => {
    expect(formatReadAt(+sp(2025, 10, 26, 14, 32), +sp(2026, 1, 3, 9, 0))).toBe('26/11/2025 às 14h32');
    // 23h59 on 31/12 in São Paulo is already the next year in UTC: the year is São Paulo's.
    expect(formatReadAt(+sp(2025, 11, 31, 23, 59), +sp(2025, 11, 31, 23, 59, 30))).toBe('31/12 às 23h59');
    expect(formatReadAt(+sp(2025, 11, 31, 23, 59), +sp(2026, 0, 1, 0, 0))).toBe('31/12/2025 às 23h59');
  });

  it('names the year exactly when the read and today fall in different São Paulo years', () => {
    const moment = fc.integer({ min: +sp(2020, 0, 1), max: +sp(2035, 0, 1) });
    fc.assert(
      fc.property(moment, moment, (at, now) => {
        const year = (ms: number) => new Date(ms - 3 * 3_600_000).getUTCFullYear();
        const text = formatReadAt(at, now);
        expect(text).toMatch(year(at) === year(now) ? /^\d{2}\/\d{2} às \d{1,2}h\d{2}$/ : new RegExp(`^\\d{2}/\\d{2}/${year(at)} às`));
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
