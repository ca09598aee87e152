import { describe, expect, it } from 'vitest';

/** Minutes behind UTC on 1 January 2027 (Date#getTimezoneOffset), per zone this folder runs under. */
const OFFSETS: Record<string, number> = {
  'America/Sao_Paulo': 180,
  UTC: 0,
  'America/Manaus': 240,
  'Europe/Lisbon': 0,
  'Asia/Tokyo': -540,
};

describe('the date tests', () => {
  it('really run in the time zone their project names (else a zone-naive helper could pass them)', () => {
    const zone = process.env.TZ ?? '';
    expect(Object.keys(OFFSETS), 'a zone of the five').toContain(zone);
    expect(new Date(2027, 0, 1).getTimezoneOffset()).toBe(OFFSETS[zone]);
    // Lisbon keeps summer time, unlike UTC: tell them apart in July.
    if (zone === 'Europe/Lisbon') expect(new Date(2027, 6, 1).getTimezoneOffset()).toBe(-60);
  });
});
