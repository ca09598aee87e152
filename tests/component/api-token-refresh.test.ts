// @vitest-environment node
// The API client alone, on Node's own fetch: no DOM needed (and happy-dom's fetch would print each failed request).
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi } from '../../test-kit/test-api';
import { ApiError } from '../../src/api/api-error';
import { createApiClient } from '../../src/api/client';
import { getServices } from '../../src/api/event-calls';
import { login } from '../../src/api/account-calls';
import { toStoredUser } from '../../src/session/stored-session';
import { sessionTokens } from '../../src/runtime/session-tokens';
import { createSessionStore } from '../../src/session/session-store';
import { advanceClock } from '../../test-kit/advance-clock';
import { ANA } from '../../test-kit/customers';
import { sessionEndShape } from '../../test-kit/failure-bodies';
import { devCall } from '../../test-kit/post-json';
import { propertyRuns } from '../../test-kit/property-runs';

let api: Awaited<ReturnType<typeof startTestApi>>;
let prefix = 0;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function signedInClient(email = 'ana.souza@exemplo.com.br') {
  const session = createSessionStore(`refresh-${++prefix}:`);
  const onSessionExpired = vi.fn();
  const client = createApiClient({ baseUrl: api.url, timeoutMs: 15_000, tokens: sessionTokens(session, onSessionExpired) });
  const answer = await login(client, { username: email, password: 'Portal@2026' });
  session.signIn(toStoredUser(answer, { email }));
  return { session, client, onSessionExpired };
}

/**
 * Moves this device's clock (its `Date` alone: timers run as usual) `seconds` ahead, and the
 * server's with it (the API runs in this process, on the same `Date`; GET /dev/clock says where it
 * is, and POST /dev/clock brings it level otherwise): by default past the access tokens' 900 s, so
 * the ones already issued are expired for both, as they are when the two clocks agree.
 */
async function expire(seconds = 901) {
  const now = Date.now();
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + seconds * 1000);
  const server = (await (await realFetch(`${api.url}/dev/clock`)).json()) as { now: string };
  const behind = Math.ceil((Date.now() - Date.parse(server.now)) / 1000);
  if (behind > 0) await advanceClock(api.url, behind);
}

/** Node's own fetch, kept before any test spies on it. */
const realFetch = globalThis.fetch;

/** Counts the calls that really went out over HTTP, by path. */
function countCalls() {
  const real = globalThis.fetch;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    calls.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
    return real(input, init);
  });
  return (path: string) => calls.filter((p) => p === path).length;
}

describe("a 401 'Token Inválido!' refreshes the session once", () => {
  it('makes exactly one refresh call for 20 parallel requests failing at once, and all 20 succeed', async () => {
    const { session, client } = await signedInClient();
    const before = session.get().user!;
    await expire();
    const calls = countCalls();

    const results = await Promise.all(Array.from({ length: 20 }, () => getServices(client)));

    expect(calls('/api/RefreshToken'), 'refresh calls').toBe(1);
    expect(calls('/api/servicos'), 'service calls: 20 refused, 20 retried').toBe(40);
    expect(results.every((list) => Array.isArray(list) && list.length > 0)).toBe(true);
    const after = session.get().user!;
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken, 'refresh tokens rotate').not.toBe(before.refreshToken);
    expect(after.email).toBe(before.email);
  });

  it('signs out once, with no loop, when the refresh is refused', async () => {
    const { session, client, onSessionExpired } = await signedInClient();
    const user = session.get().user!;
    // A refresh token the server never issued.
    session.replaceUser({ ...user, refreshToken: `${user.refreshToken}x` });
    await expire();
    const calls = countCalls();

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => getServices(client)));

    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.kind === 'session')).toBe(true);
    expect(calls('/api/RefreshToken')).toBe(1);
    expect(calls('/api/servicos')).toBe(5);
    expect(session.get().user).toBeNull();
    expect(onSessionExpired).toHaveBeenCalled();
  });

  it('sends Accept JSON and the stored token as a bearer authorization', async () => {
    const { session, client } = await signedInClient();
    const seen: Headers[] = [];
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      seen.push(new Headers(init?.headers));
      return real(input, init);
    });
    await getServices(client).catch(() => undefined);
    expect(seen[0].get('accept')).toBe('application/json');
    expect(seen[0].get('authorization')).toBe(`Bearer ${session.get().user!.token}`);
  });
});

const dev = (path: string, body?: unknown) => devCall(api.url, path, body);

/** The refresh tokens the portal sent, in order, and the calls that went out, by path. */
function watchRefreshes() {
  const real = realFetch;
  const sent: string[] = [];
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    calls.push(path);
    if (path === '/api/RefreshToken') sent.push(new Headers(init?.headers).get('authorization') ?? '');
    return real(input, init);
  });
  return { sent, count: (path: string) => calls.filter((p) => p === path).length };
}

/** Each property signs in and refreshes over HTTP per run: more than the project's 15 s on a loaded machine. */
const PROPERTY_MS = 60_000;

describe('a session answer never drops its tokens', () => {
  /** A refresh answer's identity fields as C# DTOs and careless backends write them. */
  const answerFields = fc.record(
    {
      email: fc.constantFrom('', '   ', null, ANA.email.toUpperCase(), 'Ana.Souza@Exemplo.com.br', ` ${ANA.email}`),
      name: fc.constantFrom('', null, '  '),
    },
    { requiredKeys: [] },
  );

  it(
    'keeps the new tokens when the e-mail comes blank, null or in other letter case, and never sends a refresh token twice',
    async () => {
      await fc.assert(
        fc.asyncProperty(answerFields, async (fields) => {
          await dev('/dev/reset', {});
          // A rotating API whose refresh answer carries these fields.
          await dev('/dev/provider', { on: true, refreshAnswer: { rotate: true, fields } });
          const { session, client, onSessionExpired } = await signedInClient();
          const before = session.get().user!;
          const { sent } = watchRefreshes();
          for (let round = 0; round < 2; round++) {
            await expire();
            expect((await getServices(client)).length, JSON.stringify(fields)).toBeGreaterThan(0);
            const user = session.get().user!;
            expect(user.token, `round ${round}: the new access token is stored`).not.toBe(before.token);
            expect(user.email, 'the identity as stored').toBe(before.email);
            expect(user.name, 'a blank name keeps the stored one').toBe(before.name);
          }
          expect(sent.length, 'one refresh per expiry').toBe(2);
          expect(new Set(sent).size, 'a spent refresh token is never sent again').toBe(2);
          expect(onSessionExpired).not.toHaveBeenCalled();
          vi.restoreAllMocks();
        }),
        { numRuns: propertyRuns(8) },
      );
    },
    PROPERTY_MS,
  );

  it('never sends a spent refresh token again, even when the new tokens cannot be stored', async () => {
    await dev('/dev/reset', {});
    // Another identity in the answer: the store keeps only its own customer's session.
    await dev('/dev/provider', { on: true, refreshAnswer: { rotate: true, fields: { email: 'outra.pessoa@exemplo.com.br' } } });
    const { session, client, onSessionExpired } = await signedInClient();
    const stored = session.get().user!;
    const { sent } = watchRefreshes();
    for (let round = 0; round < 3; round++) {
      await expire();
      expect((await getServices(client)).length).toBeGreaterThan(0);
    }
    expect(session.get().user, 'nothing of another identity stored').toBe(stored);
    expect(sent.length).toBe(3);
    expect(new Set(sent).size, 'each refresh with the token the last one issued').toBe(3);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('every sign that a session has ended starts the one refresh', () => {
  it(
    'refreshes once and retries for a redirect to a sign-in page, a 500, a 403 or a page on an expired token, and the call succeeds',
    async () => {
      await fc.assert(
        fc.asyncProperty(sessionEndShape, async ({ shape }) => {
          await dev('/dev/reset', {});
          await dev('/dev/provider', { on: true, unauthorized: shape });
          const { session, client, onSessionExpired } = await signedInClient();
          const before = session.get().user!.token;
          await expire();
          const { count } = watchRefreshes();
          const services = await Promise.all(Array.from({ length: 3 }, () => getServices(client)));
          expect(
            services.every((list) => list.length > 0),
            JSON.stringify(shape),
          ).toBe(true);
          expect(count('/api/RefreshToken'), 'one refresh').toBe(1);
          expect(count('/api/servicos'), 'each call and its one retry').toBe(6);
          expect(session.get().user!.token).not.toBe(before);
          expect(onSessionExpired).not.toHaveBeenCalled();
          vi.restoreAllMocks();
        }),
        { numRuns: propertyRuns(12) },
      );
    },
    PROPERTY_MS,
  );

  it(
    'ends the session, once, when the retry with the new token meets the sign-in redirect again; never for a 500',
    async () => {
      await fc.assert(
        fc.asyncProperty(sessionEndShape, async ({ challenge, shape }) => {
          await dev('/dev/reset', {});
          await dev('/dev/provider', { on: true, unauthorized: shape });
          const { session, client, onSessionExpired } = await signedInClient();
          await expire();
          // Every call answered so, whatever its token.
          await dev('/dev/faults', { path: '/api/servicos', kind: '401', times: 1000 });
          const { count } = watchRefreshes();
          const failure = await getServices(client).catch((error: unknown) => error);
          expect(count('/api/RefreshToken'), 'one refresh').toBe(1);
          if (challenge) {
            expect(failure, JSON.stringify(shape)).toMatchObject({ kind: 'session' });
            expect(session.get().user, 'signed out').toBeNull();
            expect(onSessionExpired).toHaveBeenCalledTimes(1);
          } else {
            // The retry had a token just issued: its failure is the call's own, and the session stays.
            expect(failure, JSON.stringify(shape)).toBeInstanceOf(ApiError);
            expect((failure as ApiError).kind, JSON.stringify(shape)).not.toBe('session');
            expect(session.get().user, 'still signed in').not.toBeNull();
            expect(onSessionExpired).not.toHaveBeenCalled();
          }
          vi.restoreAllMocks();
        }),
        { numRuns: propertyRuns(10) },
      );
    },
    PROPERTY_MS,
  );

  it('never refreshes nor signs out for an ordinary 500 while the access token is good', async () => {
    await dev('/dev/reset', {});
    const { session, client, onSessionExpired } = await signedInClient();
    await dev('/dev/faults', { path: '/api/servicos', kind: '500', times: 1 });
    const { count } = watchRefreshes();
    const failure = await getServices(client).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'http', status: 500 });
    expect(count('/api/RefreshToken')).toBe(0);
    expect(session.get().user).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("ends the session when RefreshToken answers the customer's retry with a server error again: one 'Tentar novamente', never a loop", async () => {
    await dev('/dev/reset', {});
    const { session, client, onSessionExpired } = await signedInClient();
    await expire();
    // A stack that throws on a refresh token it will not renew, one that shows no expiry to read.
    await dev('/dev/faults', { path: '/api/RefreshToken', kind: '500', times: 2 });
    const { count } = watchRefreshes();
    expect(await getServices(client).catch((error: unknown) => error), 'the first: a retryable error').toMatchObject({
      kind: 'http',
      status: 500,
    });
    expect(session.get().user, 'still signed in after one').not.toBeNull();
    expect(await getServices(client).catch((error: unknown) => error), 'the retry: the session is over').toMatchObject({
      kind: 'session',
    });
    expect(count('/api/RefreshToken'), 'one refresh each time').toBe(2);
    expect(session.get().user, 'signed out').toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('signs out when RefreshToken answers 500 to a refresh token past its own expiry; stays signed in for a 500 to a good one', async () => {
    await dev('/dev/reset', {});
    await dev('/dev/provider', { on: true, refreshRefused: { status: 500, body: { Message: 'An error has occurred.' } } });
    const good = await signedInClient();
    await expire();
    await dev('/dev/faults', { path: '/api/RefreshToken', kind: '500', times: 1 });
    expect(await getServices(good.client).catch((error: unknown) => error)).toMatchObject({ kind: 'http', status: 500 });
    expect(good.session.get().user, 'a 500 to a good refresh token: still signed in').not.toBeNull();
    expect(good.onSessionExpired).not.toHaveBeenCalled();

    const { session, client, onSessionExpired } = await signedInClient();
    // Past the refresh token's 7 days: the API's refresh throws, and answers 500.
    await expire(604_800 + 60);
    const failure = await getServices(client).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'session' });
    expect(session.get().user, 'signed out').toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
