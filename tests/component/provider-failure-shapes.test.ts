// @vitest-environment node
// The API client alone, on Node's own fetch: no DOM needed (and happy-dom's fetch would print each failed request).
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword, login, recoverPassword, signupEmailConfirm, signupRegister, signupUser } from '../../src/api/account-calls';
import { ApiError } from '../../src/api/api-error';
import { createApiClient } from '../../src/api/client';
import { selectEvent } from '../../src/api/current-event-calls';
import { getServices } from '../../src/api/event-calls';
import { toStoredUser } from '../../src/session/stored-session';
import { sessionTokens } from '../../src/runtime/session-tokens';
import { createSessionStore } from '../../src/session/session-store';
import { ANA, CARLA } from '../../test-kit/customers';
import { failureBody, unauthorizedShape } from '../../test-kit/failure-bodies';
import { propertyRuns } from '../../test-kit/property-runs';
import { devCall } from '../../test-kit/post-json';
import { startTestApi } from '../../test-kit/test-api';

/*
 * The two classes over HTTP, on the reference API's provider habits mode with the shapes set
 * (docs/resilience.md, "A 200 that says it failed" and "Expired tokens"): every POST the portal makes
 * refuses a generated failure body, and every generated 401 on a signed-in call starts one refresh and
 * one retry, and a second 401 ends the session once.
 */

let api: Awaited<ReturnType<typeof startTestApi>>;
let prefix = 0;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());
afterEach(() => vi.restoreAllMocks());

const dev = (path: string, body?: unknown) => devCall(api.url, path, body);

beforeEach(async () => {
  await dev('/dev/reset', {});
});

async function signedIn() {
  const session = createSessionStore(`failure-shapes-${++prefix}:`);
  const onExpired = vi.fn();
  const client = createApiClient({ baseUrl: api.url, timeoutMs: 15_000, tokens: sessionTokens(session, onExpired) });
  const answer = await login(client, { username: ANA.email, password: ANA.password });
  session.signIn(toStoredUser(answer, { email: ANA.email }));
  return { session, client, onExpired };
}

/** Node's own fetch, kept before any test spies on it. */
const realFetch = globalThis.fetch;

/** Counts the calls that really went out over HTTP, by path. */
function countCalls() {
  const real = realFetch;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    calls.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
    return real(input, init);
  });
  return (path: string) => calls.filter((p) => p === path).length;
}

const refusal = (failure: unknown) => failure instanceof ApiError && failure.kind === 'refused';

/** Each property walks every POST or many calls over HTTP: more than the project's 15 s on a loaded machine. */
const PROPERTY_MS = 60_000;

describe('a 200 that says it failed, on every POST the portal makes', () => {
  it(
    'refuses each account call, the login and the event switch, for every generated failure body',
    async () => {
      await fc.assert(
        fc.asyncProperty(failureBody, async (body) => {
          // Each run from the seed: wrong passwords and codes would otherwise lock the throttles.
          await dev('/dev/reset', {});
          await dev('/dev/provider', { on: true, refusal: body });
          const { client } = await signedIn();
          await dev('/dev/answer', { path: '/api/home/:idEvento', answer: body });
          const settled = (call: Promise<unknown>) =>
            call.then(
              () => 'resolved',
              (error: unknown) => error,
            );
          const failures = {
            login: await settled(login(client, { username: ANA.email, password: 'Errada@2026' })),
            ChangePass: await settled(changePassword(client, { SenhaAntiga: 'Errada@2026', SenhaNova: 'Nova@2027x' })),
            RecoveryPass: await settled(recoverPassword(client, { email: 'ninguem@exemplo.com.br' })),
            SingupRegister: await settled(
              signupRegister(client, {
                email: CARLA.email,
                idEvento: CARLA.idEvento,
                dtEvento_day: 1,
                dtEvento_month: 1,
                dtEvento_year: 1999,
              }),
            ),
            SingupEmailConfirm: await settled(signupEmailConfirm(client, { email: CARLA.email, Codigo: '000000' })),
            SingupUser: await settled(signupUser(client, { email: CARLA.email, senha: 'Nova@2027x', codigo: '000000' })),
            'home/{idEvento}': await settled(selectEvent(client, 41587)),
          };
          for (const [name, failure] of Object.entries(failures)) {
            expect(refusal(failure), `${name} on ${JSON.stringify(body)}: ${String(failure)}`).toBe(true);
          }
        }),
        { numRuns: propertyRuns(25) },
      );
    },
    PROPERTY_MS,
  );
});

describe('any 401 on a signed-in call', () => {
  it(
    'starts exactly one refresh and one retry for every generated 401, and the call succeeds',
    async () => {
      await fc.assert(
        fc.asyncProperty(unauthorizedShape, async (unauthorized) => {
          await dev('/dev/reset', {});
          await dev('/dev/provider', { on: true, unauthorized });
          const { client, session, onExpired } = await signedIn();
          await dev('/dev/faults', { path: '/api/servicos', kind: '401', times: 1 });
          const token = session.get().user!.token;
          const calls = countCalls();
          const services = await getServices(client);
          expect(services.length, JSON.stringify(unauthorized)).toBeGreaterThan(0);
          expect(calls('/api/RefreshToken'), 'one refresh').toBe(1);
          expect(calls('/api/servicos'), 'the call and its one retry').toBe(2);
          expect(session.get().user!.token, 'a new access token').not.toBe(token);
          expect(onExpired).not.toHaveBeenCalled();
          vi.restoreAllMocks();
        }),
        { numRuns: propertyRuns(20) },
      );
    },
    PROPERTY_MS,
  );

  it(
    'ends the session once, with one refresh and no loop, when the retry is refused too, for 10 calls at once',
    async () => {
      await fc.assert(
        fc.asyncProperty(unauthorizedShape, async (unauthorized) => {
          await dev('/dev/reset', {});
          await dev('/dev/provider', { on: true, unauthorized });
          const { client, session, onExpired } = await signedIn();
          await dev('/dev/faults', { path: '/api/servicos', kind: '401', times: 1000 });
          const calls = countCalls();
          const results = await Promise.allSettled(Array.from({ length: 10 }, () => getServices(client)));
          await dev('/dev/faults');
          expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.kind === 'session')).toBe(true);
          expect(calls('/api/RefreshToken'), 'one refresh for one expiry').toBe(1);
          // Each call once, and at most its one retry: a call refused after the session ended does not retry.
          expect(calls('/api/servicos'), 'no call sent more than twice').toBeLessThanOrEqual(20);
          expect(calls('/api/servicos')).toBeGreaterThanOrEqual(11);
          expect(session.get().user, 'signed out').toBeNull();
          expect(onExpired).toHaveBeenCalledTimes(1);
          vi.restoreAllMocks();
        }),
        { numRuns: propertyRuns(10) },
      );
    },
    PROPERTY_MS,
  );

  it("leaves the login's own 401 the wrong password's answer, with no refresh", async () => {
    await dev('/dev/provider', { on: true });
    const { client } = await signedIn();
    const calls = countCalls();
    const failure = await login(client, { username: ANA.email, password: 'Errada@2026' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'http', status: 401 });
    expect(calls('/api/RefreshToken')).toBe(0);
  });
});
