import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../demo/server/seed.mjs';
import { useApi, useClock } from './api-harness';

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

  it('refuses a refresh token that was already used, with "Token Inválido!"', async () => {
    const first = await api.login();
    await api.call('POST', '/api/RefreshToken', { token: first.refresh_token });
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: first.refresh_token }));
  });

  it('revokes the whole session when a used refresh token comes back (stolen-token replay)', async () => {
    const first = await api.login();
    const second = (await api.call('POST', '/api/RefreshToken', { token: first.refresh_token })).json;
    await api.call('POST', '/api/RefreshToken', { token: first.refresh_token });
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: second.refresh_token }));
    expectInvalidToken(await api.call('GET', '/api/home', { token: second.access_token }));
  });

  it('leaves the customer\'s other sessions alone when one session is revoked', async () => {
    const phone = await api.login();
    const laptop = await api.login();
    await api.call('POST', '/api/RefreshToken', { token: phone.refresh_token });
    await api.call('POST', '/api/RefreshToken', { token: phone.refresh_token });
    expect((await api.call('GET', '/api/home', { token: laptop.access_token })).status).toBe(200);
  });

  it('answers 401 "Token Inválido!" for a refresh call without a token', async () => {
    expectInvalidToken(await api.call('POST', '/api/RefreshToken'));
  });
});

describe('token expiry', () => {
  const api = useApi({ accessTtlSeconds: 1, refreshTtlSeconds: 3 });
  const clock = useClock();

  it('refuses expired access tokens, refreshes while the refresh token lives, then refuses the expired refresh token', async () => {
    clock.freeze();
    const refreshed = await api.login();
    const idle = await api.login();
    expect(refreshed).toMatchObject({ expires_in: 1 });

    clock.advance(2000); // access tokens live 1-2 s (exp is whole seconds, rounded up), refresh tokens 3-4 s
    expectInvalidToken(await api.call('GET', '/api/home', { token: refreshed.access_token }));
    const renewed = await api.call('POST', '/api/RefreshToken', { token: refreshed.refresh_token });
    expect(renewed.status).toBe(200);
    expect((await api.call('GET', '/api/home', { token: renewed.json.access_token })).status).toBe(200);

    clock.advance(2000);
    expectInvalidToken(await api.call('POST', '/api/RefreshToken', { token: idle.refresh_token }));
  });
});
