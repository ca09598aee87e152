// @vitest-environment node
// The API client alone, on Node's own fetch: no DOM needed (and happy-dom's fetch would print each failed request).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi } from '../support/test-api';
import { ApiError } from '../../src/api/api-error';
import { createApiClient } from '../../src/api/client';
import { getServices } from '../../src/api/event-calls';
import { login } from '../../src/api/account-calls';
import { toStoredUser } from '../../src/api/to-stored-user';
import { sessionTokens } from '../../src/runtime/session-tokens';
import { createSessionStore } from '../../src/session/session-store';
import { advanceClock } from '../support/advance-clock';

let api: Awaited<ReturnType<typeof startTestApi>>;
let prefix = 0;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());
afterEach(() => vi.restoreAllMocks());

async function signedInClient(email = 'ana.souza@exemplo.com.br') {
  const session = createSessionStore(`refresh-${++prefix}:`);
  const onSessionExpired = vi.fn();
  const client = createApiClient({ baseUrl: api.url, timeoutMs: 15_000, tokens: sessionTokens(session, onSessionExpired) });
  const answer = await login(client, { username: email, password: 'Portal@2026' });
  session.signIn(toStoredUser(answer, { email }));
  return { session, client, onSessionExpired };
}

/** Moves the server's clock past the access tokens' 900 s: the ones already issued are now expired. */
const expire = () => advanceClock(api.url, 901);

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
