import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sessionFor, signIn } from './sign-in-over-http';
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
    /** `who` signed in over HTTP: the `user` the portal would store. */
    signIn: (who: { email: string; password: string }) => signIn(api.url, who),
    /** `who` signed in over HTTP: the `user` and `currentEvt` the portal would store. */
    sessionFor: (who: { email: string; password: string }) => sessionFor(api.url, who),
    currentEventFor,
    /** Arms a fault ('500', 'timeout'...) for the next call to `path`, optionally of one method only. */
    fault: (path: string, kind: string, method?: string) => post('/dev/faults', { path, kind, method }),
  };
}
