import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useApi } from '../../test-kit/api-harness';

const api = useApi();
const ana = DEMO_LOGINS.ana;

describe('password recovery: RecoveryPass -> SingupEmailConfirm -> SingupUser', () => {
  it('e-mails a code to a known account and lets the customer set a new password with it', async () => {
    const recovery = await api.call('POST', '/api/RecoveryPass', { body: { email: ana.email } });
    expect(recovery.status).toBe(200);
    expect(recovery.json).toEqual({ maskEmail: 'an***@exemplo.com.br' });

    const code = await api.lastCode(ana.email);
    expect((await api.call('POST', '/api/SingupEmailConfirm', { body: { email: ana.email, Codigo: code } })).status).toBe(200);
    expect((await api.call('POST', '/api/SingupUser', { body: { email: ana.email, senha: 'Nova@Senha1', codigo: code } })).status).toBe(
      201,
    );

    expect((await api.call('POST', '/api/login', { body: { username: ana.email, password: ana.password } })).status).toBe(401);
    await expect(api.login({ email: ana.email, password: 'Nova@Senha1' })).resolves.toMatchObject({ email: ana.email });
  });

  it('signs out every session once the password is reset', async () => {
    const before = await api.login();
    await api.call('POST', '/api/RecoveryPass', { body: { email: ana.email } });
    const code = await api.lastCode(ana.email);
    await api.call('POST', '/api/SingupEmailConfirm', { body: { email: ana.email, Codigo: code } });
    await api.call('POST', '/api/SingupUser', { body: { email: ana.email, senha: 'Nova@Senha1', codigo: code } });
    expect((await api.call('GET', '/api/home', { token: before.access_token })).text).toBe('Token Inválido!');
    expect((await api.call('POST', '/api/RefreshToken', { token: before.refresh_token })).status).toBe(401);
  });

  it('answers 404 with a message for an e-mail without a portal account', async () => {
    for (const email of ['ninguem@exemplo.com.br', 'carla.mendes@exemplo.com.br']) {
      const answer = await api.call('POST', '/api/RecoveryPass', { body: { email } });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message: expect.any(String) });
    }
    expect((await api.call('GET', '/dev/outbox')).json).toEqual([]);
  });

  it('stops e-mailing codes to one address after 10 in 15 minutes', async () => {
    for (let i = 0; i < 10; i += 1) expect((await api.call('POST', '/api/RecoveryPass', { body: { email: ana.email } })).status).toBe(200);
    const flooded = await api.call('POST', '/api/RecoveryPass', { body: { email: ana.email } });
    expect(flooded.status).toBe(429);
    expect(flooded.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /api/ChangePass', () => {
  it('changes the password when the current one is right and the new one follows the rule', async () => {
    const { access_token } = await api.login();
    const answer = await api.call('POST', '/api/ChangePass', {
      token: access_token,
      body: { SenhaAntiga: ana.password, SenhaNova: 'Trocada#99' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: expect.any(String) });
    await expect(api.login({ email: ana.email, password: 'Trocada#99' })).resolves.toMatchObject({ email: ana.email });
  });

  it('keeps the session that changed the password and signs out the others', async () => {
    const here = await api.login();
    const elsewhere = await api.login();
    await api.call('POST', '/api/ChangePass', { token: here.access_token, body: { SenhaAntiga: ana.password, SenhaNova: 'Trocada#99' } });
    expect((await api.call('GET', '/api/home', { token: here.access_token })).status).toBe(200);
    expect((await api.call('POST', '/api/RefreshToken', { token: here.refresh_token })).status).toBe(200);
    expect((await api.call('GET', '/api/home', { token: elsewhere.access_token })).status).toBe(401);
  });

  it('answers 400 for a wrong current password and keeps the old one', async () => {
    const { access_token } = await api.login();
    const answer = await api.call('POST', '/api/ChangePass', {
      token: access_token,
      body: { SenhaAntiga: 'Errada@2026', SenhaNova: 'Trocada#99' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: expect.any(String) });
    await expect(api.login()).resolves.toMatchObject({ email: ana.email });
  });

  it('answers 400 with the rule message for a weak new password', async () => {
    const { access_token } = await api.login();
    const answer = await api.call('POST', '/api/ChangePass', {
      token: access_token,
      body: { SenhaAntiga: ana.password, SenhaNova: 'fraca' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/^Senha deve ter no mínimo 8 caracteres/);
  });

  it('locks ChangePass after 5 wrong current passwords', async () => {
    const { access_token } = await api.login();
    for (let i = 0; i < 5; i += 1) {
      await api.call('POST', '/api/ChangePass', { token: access_token, body: { SenhaAntiga: `Errada@${i}`, SenhaNova: 'Trocada#99' } });
    }
    const locked = await api.call('POST', '/api/ChangePass', {
      token: access_token,
      body: { SenhaAntiga: ana.password, SenhaNova: 'Trocada#99' },
    });
    expect(locked.status).toBe(429);
  });
});
