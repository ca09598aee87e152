import { describe, expect, it, vi } from 'vitest';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useApi, type Answer } from '../../test-kit/api-harness';

/*
 * Throttles that hold when the attempts arrive together. Each password check takes its
 * attempt before scrypt runs, so answers can be counted exactly whatever the timing: a test pauses
 * the server's password work (POST /dev/password-work) when it must line up requests behind checks
 * still running, and counts the checks the server really ran (GET /dev/metrics).
 */

const api = useApi();
const ana = DEMO_LOGINS.ana;

/** Twenty client addresses, so neither the per-address throttle nor the per-address scrypt cap is what stops the attack. */
const address = (i: number) => `127.0.0.${10 + (i % 20)}`;
const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const checksRun = async () => (await api.metrics()).passwordWork.started;
const pauseChecks = (paused: boolean) => api.call('POST', '/dev/password-work', { body: { paused } });

/** Starts every request at once; `settled()` says how many have been answered so far. */
function sendAll(requests: (() => Promise<Answer>)[]) {
  let settled = 0;
  const answers = Promise.all(requests.map((send) => send().finally(() => (settled += 1))));
  return { answers, settled: () => settled };
}

describe('login throttling under a parallel attack', () => {
  const wrongLogin = (i: number) => () =>
    api.callFrom(address(i), 'POST', '/api/login', { body: { username: ana.email, password: `Errada@${i}` } });

  it('checks 10 passwords of 60 wrong logins on one account sent at once from 20 addresses, and then locks the account everywhere', async () => {
    const before = await checksRun();
    const answers = await sendAll(Array.from({ length: 60 }, (_, i) => wrongLogin(i))).answers;
    expect(tally(answers), 'answers by status').toEqual({ 401: 10, 429: 50 });
    expect((await checksRun()) - before, 'password checks run').toBe(10);
    for (const refused of answers.filter(({ status }) => status === 429))
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const right = await api.callFrom('127.0.0.99', 'POST', '/api/login', { body: { username: ana.email, password: ana.password } });
    expect(right.status, 'the right password, from an address that never failed').toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await checksRun()) - before, 'no check for a locked account').toBe(10);
  });

  it('refuses the right password sent while the wrong ones are still being checked: attempts count from before scrypt', async () => {
    const before = await checksRun();
    await pauseChecks(true);
    const attack = sendAll(Array.from({ length: 60 }, (_, i) => wrongLogin(i)));
    // 50 are refused at once; 10 hold their attempts, waiting for the paused checks.
    await vi.waitFor(() => expect(attack.settled()).toBe(50), { timeout: 15_000 });
    const right = await api.callFrom('127.0.0.99', 'POST', '/api/login', { body: { username: ana.email, password: ana.password } });
    expect(right.status, 'the right password, sent in the middle of the attack').toBe(429);
    await pauseChecks(false);
    expect(tally(await attack.answers)).toEqual({ 401: 10, 429: 50 });
    expect((await checksRun()) - before, 'password checks run (the right one never was)').toBe(10);
  });

  it('still lets the customer in after a few failures elsewhere (below the account limit)', async () => {
    const answers = await sendAll(Array.from({ length: 6 }, (_, i) => wrongLogin(i))).answers;
    expect(tally(answers)).toEqual({ 401: 6 });
    await expect(api.login()).resolves.toMatchObject({ email: ana.email });
  });
});

describe('ChangePass throttling under a parallel attack', () => {
  it('checks 5 of 40 wrong current passwords sent at once and refuses the right one sent meanwhile, then stays locked', async () => {
    const { access_token } = await api.login();
    const before = await checksRun();
    await pauseChecks(true);
    const attack = sendAll(
      Array.from(
        { length: 40 },
        (_, i) => () =>
          api.callFrom(address(i), 'POST', '/api/ChangePass', {
            token: access_token,
            body: { SenhaAntiga: `Errada@${i}`, SenhaNova: 'Trocada#99' },
          }),
      ),
    );
    await vi.waitFor(() => expect(attack.settled()).toBe(35), { timeout: 15_000 });
    const right = await api.callFrom('127.0.0.99', 'POST', '/api/ChangePass', {
      token: access_token,
      body: { SenhaAntiga: ana.password, SenhaNova: 'Trocada#99' },
    });
    expect(right.status, 'the right current password, sent in the middle of the attack').toBe(429);
    await pauseChecks(false);
    expect(tally(await attack.answers)).toEqual({ 400: 5, 429: 35 });
    expect((await checksRun()) - before, 'password checks run').toBe(5);

    const later = await api.call('POST', '/api/ChangePass', {
      token: access_token,
      body: { SenhaAntiga: ana.password, SenhaNova: 'Trocada#99' },
    });
    expect(later.status, 'locked for 15 minutes').toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    await expect(api.login(), 'the password did not change').resolves.toMatchObject({ email: ana.email });
  });
});
