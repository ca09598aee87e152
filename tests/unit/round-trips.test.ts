import { describe, expect, it } from 'vitest';
import { roundTripsOf, wavesOf } from '../../test-kit/timed-load.mjs';

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
  madeBy: null,
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

/* The waves the same guard holds a first screen to: by time, and by who made a request where its stack says. */
describe('wavesOf', () => {
  const API = 'http://api.test';
  const js = (file: string, sent: number, finished: number, madeBy: string | null = null) =>
    request(`/dist/${file}`, sent, finished, { url: `http://demo.test/dist/${file}`, file, madeBy });
  const call = (path: string, sent: number, madeBy: string | null = null) => request(path, sent, sent + 150, { madeBy });

  it('puts what the entry asked for in its own task in wave 2, even sent after a chunk had arrived (the chunk had not run)', () => {
    const loaded = wavesOf(
      [
        js('portal-cliente.js', 0, 300),
        js('chunks/shell.js', 310, 480, 'portal-cliente.js'),
        js('chunks/home-screen.js', 500, 650, 'portal-cliente.js'),
        call('/api/home', 520, 'portal-cliente.js'),
      ],
      { before: 1000, apiOrigin: API },
    );
    expect(loaded.waves).toEqual([['portal-cliente.js'], ['chunks/shell.js', 'chunks/home-screen.js']]);
    expect(loaded.api).toEqual([{ call: 'GET /api/home', wave: 2 }]);
  });

  it('counts by time what no single task of one file made, and one wave deeper what a chunk made', () => {
    const loaded = wavesOf(
      [
        js('portal-cliente.js', 0, 300),
        js('chunks/shell.js', 310, 480, 'portal-cliente.js'),
        // After an await, or made by two files' code: the stack says nothing, the time does.
        js('chunks/home-screen.js', 500, 650),
        // A chunk's code asked for it: it waited for that chunk, sent at whatever time.
        js('chunks/logo.js', 490, 600, 'chunks/shell.js'),
        call('/api/home', 520),
      ],
      { before: 1000, apiOrigin: API },
    );
    expect(loaded.waves).toEqual([['portal-cliente.js'], ['chunks/shell.js'], ['chunks/logo.js', 'chunks/home-screen.js']]);
    expect(loaded.api).toEqual([{ call: 'GET /api/home', wave: 3 }]);
  });
});
