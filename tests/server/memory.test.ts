import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useApi } from '../../test-kit/api-harness';

/*
 * Memory. A login for an unknown e-mail leaves throttle entries, and every login a
 * session; left alone they pile up for ever. The server forgets what can no longer matter (checked
 * at most once a minute of its clock, so these tests move the clock).
 */

const ana = DEMO_LOGINS.ana;

describe('throttle entries', () => {
  const api = useApi();

  it('are forgotten once nothing is left in their window, except a lock, which is kept until it ends', async () => {
    const base = (await api.metrics()).rateLimitEntries;
    // 18 unknown e-mails from 6 addresses at once (within the scrypt gate's 18 places).
    const answers = await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        api.callFrom(`127.0.0.${50 + (i % 6)}`, 'POST', '/api/login', {
          body: { username: `quem${i}@exemplo.net`, password: 'Qualquer@1' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(18).fill(401));
    // Per e-mail and address, and per e-mail: 2 entries for each unknown e-mail.
    expect((await api.metrics()).rateLimitEntries - base).toBe(36);

    await api.advanceClock(10 * 60);
    for (let i = 0; i < 5; i += 1) await api.call('POST', '/api/login', { body: { username: ana.email, password: `Errada@${i}` } });
    expect((await api.metrics()).rateLimitEntries - base, 'all kept within their window').toBe(38);
    await api.advanceClock(6 * 60);
    // 16 minutes on, the unknown e-mails' hits have left their 15-minute window; Ana's address is
    // locked for 15 minutes from her 5th failure, and her account's failures are 6 minutes old.
    expect((await api.metrics()).rateLimitEntries - base, "only Ana's lock and count are left").toBe(2);
    expect((await api.call('POST', '/api/login', { body: { username: ana.email, password: ana.password } })).status, 'still locked').toBe(
      429,
    );
    await api.advanceClock(10 * 60);
    expect((await api.metrics()).rateLimitEntries - base, 'all forgotten').toBe(0);
    await expect(api.login()).resolves.toMatchObject({ email: ana.email });
  });
});

describe('sessions', () => {
  const api = useApi({ refreshTtlSeconds: 3600 });

  it('are forgotten once revoked, or once their last tokens expired', async () => {
    const [kept, replayed] = [await api.login(), await api.login()];
    await api.call('POST', '/api/RefreshToken', { token: replayed.refresh_token });
    await api.advanceClock(30);
    await api.call('POST', '/api/RefreshToken', { token: replayed.refresh_token }); // a replay: that session is revoked
    expect((await api.metrics()).sessions).toBe(2);
    await api.advanceClock(60);
    expect((await api.metrics()).sessions, 'the revoked one is gone').toBe(1);
    expect((await api.call('GET', '/api/home', { token: kept.access_token })).status, 'the other still works').toBe(200);
    expect((await api.call('POST', '/api/RefreshToken', { token: kept.refresh_token })).status, 'and refreshes').toBe(200);
    await api.advanceClock(3601);
    expect((await api.metrics()).sessions, 'expired: gone').toBe(0);
  });
});

describe('the sweep after /dev/reset', () => {
  const api = useApi({ refreshTtlSeconds: 3600 });

  it('still runs when the clock was put back by a reset', async () => {
    await api.advanceClock(26 * 60);
    expect((await api.metrics()).sessions).toBe(0);
    await api.call('POST', '/dev/reset'); // the clock goes back 26 minutes
    const { refresh_token } = await api.login();
    await api.call('POST', '/api/RefreshToken', { token: refresh_token });
    await api.advanceClock(30);
    await api.call('POST', '/api/RefreshToken', { token: refresh_token }); // a replay: revoked
    await api.advanceClock(60);
    expect((await api.metrics()).sessions, 'the revoked session is forgotten').toBe(0);
  });
});
