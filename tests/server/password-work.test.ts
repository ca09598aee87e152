import { describe, expect, it, vi } from 'vitest';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useApi, type Answer } from '../../test-kit/api-harness';

/*
 * Bounded password work. Each scrypt check costs ~50-100 ms of CPU; the server runs 2 at
 * a time with 16 more waiting, and one client address may hold 4 of those places. The tests pause
 * the work (POST /dev/password-work) so what is admitted and what is refused does not depend on
 * how fast this machine is.
 */

const api = useApi();
const ana = DEMO_LOGINS.ana;

const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const pauseChecks = (paused: boolean) => api.call('POST', '/dev/password-work', { body: { paused } });
/** A login for an e-mail nobody has: no throttle knows it, only the scrypt gate can stop it. */
const bogusLogin = (from: string, i: number) => () =>
  api.callFrom(from, 'POST', '/api/login', { body: { username: `robo${i}@exemplo.net`, password: 'Qualquer@1' } });

function sendAll(requests: (() => Promise<Answer>)[]) {
  let settled = 0;
  const answers = Promise.all(requests.map((send) => send().finally(() => (settled += 1))));
  return { answers, settled: () => settled };
}

describe('the scrypt gate', () => {
  it('takes 4 of 50 bogus logins from one address and refuses the rest at once with 429 and Retry-After; a customer elsewhere still signs in', async () => {
    const before = (await api.metrics()).passwordWork;
    await pauseChecks(true);
    const flood = sendAll(Array.from({ length: 50 }, (_, i) => bogusLogin('127.0.0.20', i)));
    await vi.waitFor(() => expect(flood.settled()).toBe(46), { timeout: 15_000 });
    const customer = api.callFrom('127.0.0.21', 'POST', '/api/login', { body: { username: ana.email, password: ana.password } });
    await vi.waitFor(async () => expect((await api.metrics()).passwordWork.waiting, 'the customer queued behind the flood').toBe(5));
    await pauseChecks(false);

    const answers = await flood.answers;
    expect(tally(answers)).toEqual({ 401: 4, 429: 46 });
    for (const refused of answers.filter(({ status }) => status === 429)) {
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.json).toEqual({ message: expect.any(String) });
    }
    expect((await customer).status, "the customer's login").toBe(200);
    const after = (await api.metrics()).passwordWork;
    expect([after.started - before.started, after.refused - before.refused], '[checks run, refused]').toEqual([5, 46]);
  });

  it('holds at most 18 checks in all (2 running, 16 waiting): the next is refused, whatever its address', async () => {
    await pauseChecks(true);
    // Five addresses with 4 each: 20 attempts, each address within its own cap.
    const flood = sendAll(Array.from({ length: 20 }, (_, i) => bogusLogin(`127.0.0.${30 + (i % 5)}`, i)));
    await vi.waitFor(() => expect(flood.settled()).toBe(2), { timeout: 15_000 });
    const customer = await api.callFrom('127.0.0.40', 'POST', '/api/login', { body: { username: ana.email, password: ana.password } });
    expect(customer.status, 'refused while the gate is full').toBe(429);
    expect(customer.headers.get('retry-after')).toBe('1');
    await pauseChecks(false);
    expect(tally(await flood.answers)).toEqual({ 401: 18, 429: 2 });
    await expect(api.login(), 'in once the work is done').resolves.toMatchObject({ email: ana.email });
  });

  it('gates the hashing of a new password too (ChangePass)', async () => {
    const { access_token } = await api.login();
    const before = (await api.metrics()).passwordWork.started;
    const answer = await api.call('POST', '/api/ChangePass', {
      token: access_token,
      body: { SenhaAntiga: ana.password, SenhaNova: 'Trocada#99' },
    });
    expect(answer.status).toBe(200);
    expect((await api.metrics()).passwordWork.started - before, 'the check of the old password and the hash of the new one').toBe(2);
  });
});
