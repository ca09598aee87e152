import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startTestApi } from './test-api';

/**
 * A reference API of the test file's own, reset (seed data, no faults) before every test. For
 * component tests that change server state (passwords, current events, faults), which must not
 * reach other files running at the same time against the shared API.
 */
export function ownApi() {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await post('/dev/reset', {});
    // Every /dev/* write says JSON (the reference API refuses it otherwise).
    const cleared = await fetch(`${api.url}/dev/faults`, { method: 'DELETE', headers: { 'Content-Type': 'application/json' } });
    if (!cleared.ok) throw new Error(`DELETE /dev/faults answered ${cleared.status}`);
  });

  /** POSTs JSON (with a bearer token when given); the answer's status and parsed body. */
  async function post(path: string, body: unknown, token?: string) {
    const answer = await fetch(api.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json().catch(() => undefined)) as Record<string, unknown> };
  }

  /** Logs in over HTTP and returns the session the way the portal stores it (spec section 3). */
  async function sessionFor(email: string, password = 'Portal@2026') {
    const { status, body } = await post('/api/login', { username: email, password });
    expect(status, `login for ${email}`).toBe(200);
    const { access_token, refresh_token, ...rest } = body;
    return { ...rest, token: String(access_token), refreshToken: String(refresh_token), email, name: String(rest.name ?? '') };
  }

  /** The customer's current event, as GET /api/home answers it. */
  async function currentEventFor(token: string) {
    const home = await fetch(`${api.url}/api/home`, { headers: { Authorization: `Bearer ${token}` } });
    return (await home.json()) as Record<string, unknown>;
  }

  return {
    url: () => api.url,
    /** The seed this server started from: its today (the seed's dates are relative to it), events, Carla's date. */
    seed: () => api.seed,
    /** The live server state, for shaping a test's data (an empty list). Reset before each test. */
    state: () => api.state,
    post,
    sessionFor,
    currentEventFor,
  };
}
