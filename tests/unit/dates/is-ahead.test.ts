import { describe, expect, it } from 'vitest';
import { isAhead } from '../../../src/lib/dates/is-ahead';
import { sp } from '../../../test-kit/sao-paulo-clock';

const now = sp(2026, 10, 21, 20, 0);

describe('isAhead, whether a calendar entry is still worth offering', () => {
  it("is true for a start later than now on São Paulo's clock, even later the same day", () => {
    expect(isAhead('2027-05-15T19:30:00', now)).toBe(true);
    expect(isAhead('2026-11-21T20:30:00', now)).toBe(true);
  });

  it('is false once the start has passed, and at the very moment', () => {
    expect(isAhead('2026-11-21T19:59:00', now)).toBe(false);
    expect(isAhead('2026-11-21T20:00:00', now)).toBe(false);
    expect(isAhead('2025-06-14T13:00:00', now)).toBe(false);
  });

  it('is false for something that is not a date', () => {
    expect(isAhead('', now)).toBe(false);
    expect(isAhead(null, now)).toBe(false);
    expect(isAhead('amanhã', now)).toBe(false);
  });
});
