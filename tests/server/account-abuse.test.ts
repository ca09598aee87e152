import { describe, expect, it } from 'vitest';
import { RECOVERY_ANSWER_MS } from '../../reference-api/account-routes.mjs';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useApi } from '../../test-kit/api-harness';

/*
 * Abuse of the account routes. Listing which e-mail addresses belong to customers through POST
 * /api/RecoveryPass: its refusals are limited per client address, and found and not-found answers
 * take the same floor of time. Keeping a customer out with wrong passwords: the lock ends when the
 * customer sets a new password through the e-mailed code.
 */

const api = useApi();
const recover = (email: string, from = '127.0.0.1') => api.callFrom(from, 'POST', '/api/RecoveryPass', { body: { email } });

describe('RecoveryPass against address guessing', () => {
  it('refuses the 11th unknown address from one client address for 15 minutes, and then a real one too', async () => {
    for (let i = 0; i < 10; i += 1) expect((await recover(`palpite${i}@exemplo.com.br`)).status, `guess ${i + 1}`).toBe(404);
    const locked = await recover('palpite10@exemplo.com.br');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // A real account from the same address gets the same refusal: the lock does not tell them apart.
    expect((await recover(DEMO_LOGINS.ana.email)).status).toBe(429);
    // Another client address is not locked out, and the lock ends with its window.
    expect((await recover('palpite11@exemplo.com.br', '127.0.0.2')).status).toBe(404);
    await api.advanceClock(15 * 60 + 1);
    expect((await recover(DEMO_LOGINS.ana.email)).status).toBe(200);
  });

  it('answers a known and an unknown address no sooner than the same floor of time', async () => {
    for (const [email, status] of [
      ['ninguem@exemplo.com.br', 404],
      [DEMO_LOGINS.ana.email, 200],
    ] as const) {
      const started = performance.now();
      const answer = await recover(email);
      const took = performance.now() - started;
      expect(answer.status).toBe(status);
      // A lower bound only: the server waits out the floor before either answer leaves.
      expect(took, `${email} answered after ${took.toFixed(0)} ms`).toBeGreaterThanOrEqual(RECOVERY_ANSWER_MS - 1);
    }
  });
});

describe('the account lock that wrong passwords from anywhere set', () => {
  it('ends when the customer sets a new password through the e-mailed code', async () => {
    const ana = DEMO_LOGINS.ana;
    // Ten wrong passwords, two from each of five addresses: the account's own lock.
    for (let i = 0; i < 10; i += 1) {
      const guess = await api.callFrom(`127.0.0.${2 + (i % 5)}`, 'POST', '/api/login', {
        body: { username: ana.email, password: `Errada#${i}` },
      });
      expect(guess.status, `guess ${i + 1}`).toBe(401);
    }
    expect((await api.call('POST', '/api/login', { body: { username: ana.email, password: ana.password } })).status, 'locked out').toBe(
      429,
    );

    expect((await recover(ana.email)).status).toBe(200);
    const code = await api.lastCode(ana.email);
    expect((await api.call('POST', '/api/SingupEmailConfirm', { body: { email: ana.email, Codigo: code } })).status).toBe(200);
    expect((await api.call('POST', '/api/SingupUser', { body: { email: ana.email, senha: 'Nova@Senha1', codigo: code } })).status).toBe(
      201,
    );
    await expect(api.login({ email: ana.email, password: 'Nova@Senha1' })).resolves.toMatchObject({ email: ana.email });
  });
});
