import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useApi } from '../../test-kit/api-harness';

const api = useApi();
const ana = DEMO_LOGINS.ana;

describe('POST /api/login', () => {
  it('answers the session fields and the ERP-style upper-case name for the right password', async () => {
    const answer = await api.call('POST', '/api/login', { body: { username: ana.email, password: ana.password } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.json).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refresh_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: 'Bearer',
      expires_in: 900,
      name: 'ANA PAULA SOUZA',
      email: ana.email,
      idCliente: ana.idCliente,
    });
    expect(answer.json.access_token).not.toBe(answer.json.refresh_token);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const answer = await api.call('POST', '/api/login', { body: { username: `  ${ana.email.toUpperCase()} `, password: ana.password } });
    expect(answer.status).toBe(200);
  });

  it('answers 401 "Usuário ou senha incorretos" for a wrong password and for an unknown e-mail alike', async () => {
    const wrong = await api.call('POST', '/api/login', { body: { username: ana.email, password: 'Errada@2026' } });
    const unknown = await api.call('POST', '/api/login', { body: { username: 'ninguem@exemplo.com.br', password: 'Portal@2026' } });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: 'Usuário ou senha incorretos' });
    }
  });

  it('refuses a contract holder who has no portal account yet', async () => {
    const answer = await api.call('POST', '/api/login', { body: { username: 'carla.mendes@exemplo.com.br', password: 'Portal@2026' } });
    expect(answer.status).toBe(401);
  });

  it('answers 400 when the e-mail or the password is missing', async () => {
    expect((await api.call('POST', '/api/login', { body: { username: ana.email } })).status).toBe(400);
    expect((await api.call('POST', '/api/login', { body: { password: ana.password } })).status).toBe(400);
  });

  it('locks the e-mail for 15 minutes after 5 wrong passwords, even for the right one, with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await api.call('POST', '/api/login', { body: { username: ana.email, password: `Errada@${i}` } });
      expect(answer.status, `wrong password #${i + 1}`).toBe(401);
    }
    const locked = await api.call('POST', '/api/login', { body: { username: ana.email, password: ana.password } });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/Muitas tentativas/);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('lifts the lock after 15 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await api.call('POST', '/api/login', { body: { username: ana.email, password: 'Errada@1' } });
    await api.advanceClock(14 * 60);
    expect((await api.call('POST', '/api/login', { body: { username: ana.email, password: ana.password } })).status).toBe(429);
    await api.advanceClock(60);
    await expect(api.login()).resolves.toMatchObject({ email: ana.email });
  });

  it('does not lock another customer when one e-mail is locked', async () => {
    for (let i = 0; i < 5; i += 1) await api.call('POST', '/api/login', { body: { username: ana.email, password: 'Errada@1' } });
    await expect(api.login(DEMO_LOGINS.bruno)).resolves.toMatchObject({ name: 'BRUNO HENRIQUE LIMA' });
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await api.call('POST', '/api/login', { body: { username: ana.email, password: 'Errada@1' } });
    await api.login();
    for (let i = 0; i < 4; i += 1) await api.call('POST', '/api/login', { body: { username: ana.email, password: 'Errada@1' } });
    await expect(api.login()).resolves.toMatchObject({ email: ana.email });
  });
});
