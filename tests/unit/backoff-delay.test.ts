import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../src/lib/backoff-delay';

describe('backoffDelay', () => {
  it('waits a random time below 1 s, 2 s, 4 s, then never 8 s or more', () => {
    const highest = (attempt: number) => backoffDelay(attempt, () => 0.999999);
    expect([0, 1, 2, 3, 4, 20].map(highest)).toEqual([999, 1999, 3999, 7999, 7999, 7999]);
    expect(backoffDelay(0, () => 0)).toBe(0);
    expect(backoffDelay(2, () => 0.5)).toBe(2000);
  });

  it('stays within its bound for any attempt and any random draw (jitter, not a fixed beat)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, draw) => {
        const wait = backoffDelay(attempt, () => draw);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThan(8000);
        expect(Number.isInteger(wait)).toBe(true);
      }),
    );
    const draws = new Set(Array.from({ length: 50 }, () => backoffDelay(3)));
    expect(draws.size, 'Math.random spreads the waits').toBeGreaterThan(10);
  });
});
