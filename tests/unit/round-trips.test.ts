import { describe, expect, it } from 'vitest';
import { roundTripsOf } from '../../dev/timed-load.mjs';

/* The round-trip count the waves guard holds a returning visitor to (tests/e2e/network-waves.test.ts), and the lab reports. */
type Request = Parameters<typeof roundTripsOf>[0][number];
const request = (url: string, sent: number, finished: number, extra: Partial<Request> = {}): Request => ({
  url: `http://api.test${url}`,
  file: null,
  method: 'GET',
  sent,
  finished,
  preflight: false,
  cached: false,
  status: 200,
  headers: {},
  document: false,
  ...extra,
});

describe('roundTripsOf', () => {
  it('counts a call behind its preflight one deeper, and a call sent after an answer one deeper than it', () => {
    const { roundTrips } = roundTripsOf(
      [
        request('/api/home', 0, 150, { preflight: true, method: 'OPTIONS' }),
        request('/api/home', 1, 300),
        request('/api/financeiro', 310, 460),
      ],
      1000,
    );
    expect(roundTrips).toBe(3);
  });

  it('ends when a call and its preflight are logged in the same instant, or a request finishes as it is sent', () => {
    const { roundTrips } = roundTripsOf(
      [request('/api/home', 5, 5, { preflight: true, method: 'OPTIONS' }), request('/api/home', 5, 160), request('/api/agenda', 20, 20)],
      1000,
    );
    expect(roundTrips).toBe(2);
  });
});
