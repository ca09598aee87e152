import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useApi } from '../../test-kit/api-harness';

/** Every call that needs an access token, as the front end makes it. */
const PROTECTED = [
  ['GET', '/api/home'],
  ['POST', '/api/home/41587'],
  ['GET', '/api/eventos'],
  ['GET', '/api/contatos'],
  ['GET', '/api/servicos'],
  ['GET', '/api/contratos'],
  ['GET', '/api/anexos'],
  ['GET', '/api/financeiro'],
  ['GET', '/api/agenda'],
  ['POST', '/api/ChangePass'],
] as const;

function expectInvalidToken(answer: { status: number; text: string; headers: Headers }) {
  expect(answer.status).toBe(401);
  expect(answer.text).toBe('Token Inválido!');
  expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
}

/** The token with its payload changed but the old signature kept. */
function forge(token: string, change: Record<string, unknown>) {
  const [header, payload, signature] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...change };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('access tokens', () => {
  const api = useApi();

  it.each(PROTECTED)('%s %s answers 401 "Token Inválido!" as plain text without a token', async (method, path) => {
    expectInvalidToken(await api.call(method, path));
  });

  it('answers 401 "Token Inválido!" for a malformed token or a non-Bearer scheme', async () => {
    const { access_token } = await api.login();
    expectInvalidToken(await api.call('GET', '/api/home', { token: 'abc.def' }));
    expectInvalidToken(await api.call('GET', '/api/home', { headers: { Authorization: `Basic ${access_token}` } }));
    expectInvalidToken(await api.call('GET', '/api/home', { headers: { Authorization: access_token } }));
  });

  it('answers 401 for a token whose payload was changed to another customer', async () => {
    const { access_token } = await api.login();
    expectInvalidToken(await api.call('GET', '/api/home', { token: forge(access_token, { sub: DEMO_LOGINS.bruno.idCliente }) }));
  });

  it('answers 401 for a token with a far-future expiry that the server did not sign', async () => {
    const { access_token } = await api.login();
    expectInvalidToken(await api.call('GET', '/api/home', { token: forge(access_token, { exp: 4_000_000_000 }) }));
  });

  it('answers 401 for an unsigned "alg: none" token', async () => {
    const { access_token } = await api.login();
    const [, payload] = access_token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expectInvalidToken(await api.call('GET', '/api/home', { token: none }));
  });

  it('does not accept a refresh token as an access token, nor an access token as a refresh token', async () => {
    const { access_token, refresh_token } = await api.login();
    expectInvalidToken(await api.call('GET', '/api/home', { token: refresh_token }));
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: access_token }));
  });

  it('refuses tokens issued before a reset to the seed', async () => {
    const { access_token } = await api.login();
    await api.call('POST', '/dev/reset');
    expectInvalidToken(await api.call('GET', '/api/home', { token: access_token }));
  });

  it('accepts the token that login answered', async () => {
    const { access_token } = await api.login();
    expect((await api.call('GET', '/api/home', { token: access_token })).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  const api = useApi();

  it('rotates: RefreshToken answers a new access token and a new refresh token in the login shape', async () => {
    const first = await api.login();
    const answer = await api.call('POST', '/api/RefreshToken', { token: first.refresh_token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ token_type: 'Bearer', expires_in: 900, name: 'ANA PAULA SOUZA', email: DEMO_LOGINS.ana.email });
    expect(answer.json.access_token).not.toBe(first.access_token);
    expect(answer.json.refresh_token).not.toBe(first.refresh_token);
    expect((await api.call('GET', '/api/home', { token: answer.json.access_token })).status).toBe(200);
  });

  it('refuses a refresh token that was already used, once its 30-second grace window is over, with "Token Inválido!"', async () => {
    const first = await api.login();
    await api.call('POST', '/api/RefreshToken', { token: first.refresh_token });
    await api.advanceClock(30);
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: first.refresh_token }));
  });

  it('revokes the whole session when a used refresh token comes back after the grace window (stolen-token replay)', async () => {
    const first = await api.login();
    const second = (await api.call('POST', '/api/RefreshToken', { token: first.refresh_token })).json;
    await api.advanceClock(30);
    await api.call('POST', '/api/RefreshToken', { token: first.refresh_token });
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: second.refresh_token }));
    expectInvalidToken(await api.call('GET', '/api/home', { token: second.access_token }));
  });

  it('revokes at once when a token older than the one just rotated comes back, even within 30 s', async () => {
    const first = await api.login();
    const second = (await api.call('POST', '/api/RefreshToken', { token: first.refresh_token })).json;
    const third = (await api.call('POST', '/api/RefreshToken', { token: second.refresh_token })).json;
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: first.refresh_token }));
    expectInvalidToken(await api.call('GET', '/api/home', { token: third.access_token }));
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: third.refresh_token }));
  });

  it("leaves the customer's other sessions alone when one session is revoked", async () => {
    const phone = await api.login();
    const laptop = await api.login();
    await api.call('POST', '/api/RefreshToken', { token: phone.refresh_token });
    await api.advanceClock(30);
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: phone.refresh_token }));
    expect((await api.call('GET', '/api/home', { token: laptop.access_token })).status).toBe(200);
  });

  it('answers 401 "Token Inválido!" for a refresh call without a token', async () => {
    expectInvalidToken(await api.call('POST', '/api/RefreshToken'));
  });
});

describe('token expiry', () => {
  // The server's clock moves (POST /dev/clock); the real seconds a busy machine takes between calls
  // are far inside these lifetimes.
  const api = useApi({ accessTtlSeconds: 600, refreshTtlSeconds: 1800 });

  it('refuses expired access tokens, refreshes while the refresh token lives, then refuses the expired refresh token', async () => {
    const refreshed = await api.login();
    const idle = await api.login();
    expect(refreshed).toMatchObject({ expires_in: 600 });

    await api.advanceClock(601); // access tokens live 600-601 s (exp is whole seconds, rounded up)
    expectInvalidToken(await api.call('GET', '/api/home', { token: refreshed.access_token }));
    const renewed = await api.call('POST', '/api/RefreshToken', { token: refreshed.refresh_token });
    expect(renewed.status).toBe(200);
    expect((await api.call('GET', '/api/home', { token: renewed.json.access_token })).status).toBe(200);

    await api.advanceClock(1200); // 1801 s after login: past the refresh tokens' 1800-1801 s
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: idle.refresh_token }));
  });
});

describe('the refresh grace window (an answer lost on the way)', () => {
  const api = useApi();

  it('answers the same new pair to the token rotated in the last 30 s, however many times it comes back at once', async () => {
    const first = await api.login();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.call('POST', '/api/RefreshToken', { token: first.refresh_token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const pairs = new Set(answers.map(({ json }) => `${json.access_token} ${json.refresh_token}`));
    expect(pairs.size, 'one rotation, the same pair for every copy of the request').toBe(1);
    const [{ json: pair }] = answers;
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await api.call('GET', '/api/home', { token: pair.access_token })).status).toBe(200);
    // The family lives on: the new refresh token rotates as usual.
    expect((await api.call('POST', '/api/RefreshToken', { token: pair.refresh_token })).status).toBe(200);
  });

  it('still answers the same pair 29 s after the rotation, and revokes the family at 30 s', async () => {
    const first = await api.login();
    const pair = (await api.call('POST', '/api/RefreshToken', { token: first.refresh_token })).json;
    await api.advanceClock(29);
    const again = await api.call('POST', '/api/RefreshToken', { token: first.refresh_token });
    expect(again.status).toBe(200);
    expect([again.json.access_token, again.json.refresh_token]).toEqual([pair.access_token, pair.refresh_token]);
    await api.advanceClock(1);
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: first.refresh_token }));
    expectInvalidToken(await api.call('GET', '/api/home', { token: pair.access_token }));
  });

  it('keeps the customer signed in when the server rotated but the answer was lost (fault "lost"): the retry gets the new pair', async () => {
    const first = await api.login();
    expect((await api.call('POST', '/dev/faults', { body: { path: '/api/RefreshToken', method: 'POST', kind: 'lost' } })).status).toBe(200);
    await expect(
      fetch(`${api.url}/api/RefreshToken`, { method: 'POST', headers: { Authorization: `Bearer ${first.refresh_token}` } }),
    ).rejects.toThrow();
    const retry = await api.call('POST', '/api/RefreshToken', { token: first.refresh_token });
    expect(retry.status).toBe(200);
    expect(retry.json.refresh_token).not.toBe(first.refresh_token);
    expect((await api.call('GET', '/api/home', { token: retry.json.access_token })).status).toBe(200);
    expect((await api.call('POST', '/api/RefreshToken', { token: retry.json.refresh_token })).status).toBe(200);
  });

  it('"lost" runs the call before dropping its answer: the server did rotate, so past 30 s the old token revokes', async () => {
    const first = await api.login();
    await api.call('POST', '/dev/faults', { body: { path: '/api/RefreshToken', method: 'POST', kind: 'lost' } });
    await expect(
      fetch(`${api.url}/api/RefreshToken`, { method: 'POST', headers: { Authorization: `Bearer ${first.refresh_token}` } }),
    ).rejects.toThrow();
    await api.advanceClock(30);
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: first.refresh_token }));
    expectInvalidToken(await api.call('GET', '/api/home', { token: first.access_token }));
  });
});
