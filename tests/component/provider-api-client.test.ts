// @vitest-environment node
// The API client alone, on Node's own fetch: no DOM needed (and happy-dom's fetch would print each failed request).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword, login } from '../../src/api/account-calls';
import { ApiError } from '../../src/api/api-error';
import { createApiClient } from '../../src/api/client';
import { getFinance, getSchedule, getServices } from '../../src/api/event-calls';
import { selectEvent } from '../../src/api/current-event-calls';
import { toStoredUser } from '../../src/session/stored-session';
import { sessionTokens } from '../../src/runtime/session-tokens';
import { createSessionStore } from '../../src/session/session-store';
import { ANA } from '../../test-kit/customers';
import { devCall } from '../../test-kit/post-json';
import { startTestApi } from '../../test-kit/test-api';

/*
 * The API client on the reference API's provider habits mode (docs/resilience.md): lists sent as
 * null or as a 204, a ChangePass refusal sent with a 200, the ASP.NET form of 'Token Inválido!',
 * refreshes that do not rotate, and one that renews nothing.
 */

let api: Awaited<ReturnType<typeof startTestApi>>;
let prefix = 0;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const dev = (path: string, body?: unknown) => devCall(api.url, path, body);

beforeEach(async () => {
  await dev('/dev/reset', {});
  await dev('/dev/provider', { on: true });
});

async function signedIn() {
  const session = createSessionStore(`provider-${++prefix}:`);
  const onExpired = vi.fn();
  const client = createApiClient({ baseUrl: api.url, timeoutMs: 15_000, tokens: sessionTokens(session, onExpired) });
  const answer = await login(client, { username: ANA.email, password: ANA.password });
  session.signIn(toStoredUser(answer, { email: ANA.email }));
  return { session, client, onExpired };
}

/** Makes the stored access token one the server refuses, as an expired one. */
function expireAccess(session: ReturnType<typeof createSessionStore>) {
  const user = session.get().user!;
  session.replaceUser({ ...user, token: `${user.token}x` });
  return user;
}

describe('lists the provider sends as null or not at all', () => {
  it('reads a schedule sent as null, and one sent as a 204 with no body, as no appointments', async () => {
    const { client } = await signedIn();
    expect(await getSchedule(client)).toEqual([]);
    await selectEvent(client, 42903);
    expect(await getSchedule(client)).toEqual([]);
  });

  it('reads charges sent as null as no charges, keeping the totals', async () => {
    const { client } = await signedIn();
    await selectEvent(client, 42903);
    const finance = await getFinance(client);
    expect(finance.cobrancas).toEqual([]);
    expect(finance.totalEvento).toBe(61940);
  });
});

describe('a refusal sent with a 200', () => {
  it("rejects ChangePass's 200 IdentityResult {succeeded: false} for a wrong current password as a refusal", async () => {
    const { client } = await signedIn();
    const error = await changePassword(client, { SenhaAntiga: 'Errada@2026', SenhaNova: 'Nova@2027x' }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'refused', status: 200 });
  });

  it('resolves the 200 {succeeded: true, errors: []} of a password that did change', async () => {
    const { client } = await signedIn();
    await expect(changePassword(client, { SenhaAntiga: ANA.password, SenhaNova: 'Nova@2027x' })).resolves.toMatchObject({
      succeeded: true,
      errors: [],
    });
  });
});

describe('expired tokens and refreshes the provider way', () => {
  it('refreshes on a 401 {"Message": "Token Inválido!"} and keeps the refresh token the answer did not replace', async () => {
    const { session, client } = await signedIn();
    const before = expireAccess(session);

    const services = await getServices(client);
    expect(services.length).toBeGreaterThan(0);
    const after = session.get().user!;
    expect(after.token, 'a new access token').not.toBe(`${before.token}x`);
    expect(after.refreshToken, 'the refresh token in hand stays').toBe(before.refreshToken);

    // And it keeps working for the next refresh.
    expireAccess(session);
    await expect(getSchedule(client)).resolves.toEqual([]);
    expect(session.get().user!.refreshToken).toBe(before.refreshToken);
  });

  it('ends the session when a refresh answers neither an access token nor a refresh token', async () => {
    const { session, client, onExpired } = await signedIn();
    await dev('/dev/answer', { path: '/api/RefreshToken', answer: { token_type: 'Bearer', success: true } });
    expireAccess(session);

    const error = await getServices(client).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'session' });
    expect(session.get().user, 'signed out, as after a refused refresh').toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("leaves the login's 401 the call's own error, without a refresh", async () => {
    const { client } = await signedIn();
    const error = await login(client, { username: ANA.email, password: 'Errada@2026' }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
  });
});
