// @engines chromium: the refresh's handling of a broken server is the portal's logic (whole matrix at the client)
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../test-kit/advance-clock';
import { ANA } from '../../test-kit/browser';
import {
  armFault,
  clearFaults,
  currentHash,
  faultMessage,
  isOnTop,
  openFaultPage,
  portalText,
  SHORT_TIMEOUT_SECONDS,
  storedUser,
  type FaultKind,
} from '../../test-kit/faults';
import { settle } from '../../test-kit/settle';
import { sessionFor, type StoredSession } from '../../test-kit/sign-in-over-http';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * POST /api/RefreshToken against every fault kind. A refresh needs an
 * expired access token, so this file moves its own API's clock past the tokens' lifetime
 * (POST /dev/clock). A refresh that fails because the server is broken (and not
 * because it refused the refresh token) must not sign the customer out (src/api/refresh-session.ts):
 * the screen says what happened and offers a retry, which refreshes and goes through once the
 * server is healthy.
 */

// The sessions made below live through the file.
const e2e = useE2e({ reset: 'file', pages: 'warm' });
/**
 * Two of the fault kinds through the screen: an answer that came broken and one that never came.
 * Every kind meets the refresh at the API client (tests/component/faults-api-calls.test.ts), where
 * the rule lives; here the screen's message and its retry are what is checked.
 */
const SCREEN_KINDS: FaultKind[] = ['html', 'drop'];
/** One expired session per fault kind, made up front so the clock moves only once for them. */
const sessions = new Map<FaultKind, StoredSession>();
/**
 * [home, refresh, agenda] calls until the message stands. A broken answer: the page load's home and
 * schedule (asked beside it) share the one failed refresh. No answer at all reads as a lost signal:
 * the event the server last named stands in (src/runtime/current-event-sync.ts), so the schedule
 * asks again for what it may have kept, a call sent after the failure, which refreshes once more.
 */
const CALLS_UNTIL_MESSAGE: Partial<Record<FaultKind, number[]>> = { html: [1, 1, 1], drop: [1, 2, 2] };
/**
 * And once 'Tentar novamente' was tapped against a healthy server. After a broken answer the home is
 * asked again: refused, refreshed once, then answered; then the schedule (its early answer failed
 * with the refresh). After no answer the kept event stands in, and a retry asks which event is
 * current before the read it retries: the home refused, refreshed once, then answered; then the
 * schedule, answered with the new token.
 */
const CALLS_AFTER_RETRY: Partial<Record<FaultKind, number[]>> = { html: [3, 2, 2], drop: [3, 3, 3] };

beforeAll(async () => {
  for (const kind of SCREEN_KINDS) sessions.set(kind, await sessionFor(e2e.apiUrl, ANA));
  await expireAccessTokens();
});
afterEach(() => clearFaults(e2e.apiUrl));

const count = (calls: string[], path: string) => calls.filter((p) => p === path).length;

/** Moves the API's clock past the access tokens' 900 s: every token issued so far has expired. */
function expireAccessTokens() {
  return advanceClock(e2e.apiUrl, 901);
}

/** Whether the API refuses this access token as expired (401 'Token Inválido!'). */
async function refused(token: string) {
  const answer = await fetch(`${e2e.apiUrl}/api/home`, { headers: { Authorization: `Bearer ${token}` } });
  return answer.status === 401 && (await answer.text()) === 'Token Inválido!';
}

describe('POST /api/RefreshToken against a broken server', () => {
  it.each(SCREEN_KINDS)(
    '"%s": a clear pt-BR message, a way to retry, still signed in, and the retry refreshes and goes through',
    async (kind) => {
      const session = sessions.get(kind)!;
      expect(await refused(session.user.token), 'the access token has expired').toBe(true);
      await armFault(e2e.apiUrl, { method: 'POST', path: '/api/RefreshToken', kind });
      // A deep link to the schedule: its first calls, GET /api/home (which event is current) and,
      // beside it, GET /api/agenda, are refused ('Token Inválido!') and their one refresh
      // meets the broken server.
      const { page, portal, errors, calls } = await openFaultPage(e2e, {
        path: '/agenda',
        storage: { user: session.user, currentEvt: session.currentEvt },
        requestTimeout: kind === 'timeout' ? SHORT_TIMEOUT_SECONDS : undefined,
      });

      const message = faultMessage(kind);
      const shown = portal.getByRole('alert').filter({ hasText: message });
      await shown.waitFor({ timeout: 5_000 });
      expect(await isOnTop(shown), 'the message is in sight').toBe(true);
      const retry = portal.getByRole('button', { name: 'Tentar novamente' });
      expect(await retry.isEnabled()).toBe(true);
      expect((await portalText(page)).length, 'never a blank screen').toBeGreaterThan(message.length);
      expect(await currentHash(page), 'not signed out to /conta').toBe('#/agenda');
      expect(await storedUser(page), 'the stored session is untouched').toBe(JSON.stringify(session.user));
      expect(errors, 'no uncaught error, no console error').toEqual([]);
      // A bounded number of calls, then nothing: no loop. A loop's next call goes out as the failure
      // is handled, so it has been sent once the portal stands still with the message.
      await settle(page);
      expect(
        [count(calls, '/api/home'), count(calls, '/api/RefreshToken'), count(calls, '/api/agenda')],
        '[home, refresh, agenda] calls',
      ).toEqual(CALLS_UNTIL_MESSAGE[kind]);

      await clearFaults(e2e.apiUrl);
      await retry.click();
      await portal.getByText('Degustação do menu').waitFor();
      expect(
        [count(calls, '/api/home'), count(calls, '/api/RefreshToken'), count(calls, '/api/agenda')],
        'the retry: refused, refreshed once, then answered',
      ).toEqual(CALLS_AFTER_RETRY[kind]);
      const user = JSON.parse((await storedUser(page))!) as StoredSession['user'];
      expect(user.token, 'a new access token').not.toBe(session.user.token);
      expect(user.refreshToken, 'a new (rotated) refresh token').not.toBe(session.user.refreshToken);
      expect(user.email).toBe(ANA.email);
      expect(errors, 'no uncaught error, no console error').toEqual([]);
    },
  );
});

describe('a call refused after the refresh already failed', () => {
  it('shares that failure: one refresh against the broken server, one message, and the retry goes through', async () => {
    const session = await sessionFor(e2e.apiUrl, ANA);
    await expireAccessTokens();
    await armFault(e2e.apiUrl, { method: 'POST', path: '/api/RefreshToken', kind: '500' });
    // The schedule's call leaves with GET /api/home, but its answer comes late (a slow server, a
    // slow network): here it is held until home's refresh has failed and the portal says so.
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    const { page, portal, errors, calls } = await openFaultPage(e2e, {
      path: '/agenda',
      storage: { user: session.user, currentEvt: session.currentEvt },
      before: async (page) => {
        await page.route(`${e2e.apiUrl}/api/agenda`, async (route) => {
          await released;
          await route.continue();
        });
      },
    });
    const shown = portal.getByRole('alert').filter({ hasText: faultMessage('500') });
    await shown.waitFor({ timeout: 5_000 });
    expect(count(calls, '/api/RefreshToken'), 'home refused, one refresh, which failed').toBe(1);
    release();

    // The schedule is refused with the same spent token: it shares the failed refresh.
    await expect.poll(() => count(calls, '/api/agenda')).toBe(1);
    await settle(page);
    expect(
      [count(calls, '/api/home'), count(calls, '/api/RefreshToken'), count(calls, '/api/agenda')],
      '[home, refresh, agenda] calls',
    ).toEqual([1, 1, 1]);
    await shown.waitFor();
    expect(await storedUser(page), 'still signed in').toBe(JSON.stringify(session.user));

    await clearFaults(e2e.apiUrl);
    await portal.getByRole('button', { name: 'Tentar novamente' }).first().click();
    await portal.getByText('Degustação do menu').waitFor();
    expect(count(calls, '/api/RefreshToken'), 'the retry refreshed').toBe(2);
    expect(errors, 'no uncaught error, no console error').toEqual([]);
  });
});

describe('a refresh whose answer is lost on the way', () => {
  it('keeps the customer signed in: the server rotated, the answer never came, the retry with the same refresh token gets the new pair', async () => {
    const session = await sessionFor(e2e.apiUrl, ANA);
    await expireAccessTokens();
    // 'lost': the server runs the refresh (it rotates the refresh token) and then drops the connection.
    const armed = await fetch(`${e2e.apiUrl}/dev/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/RefreshToken', method: 'POST', kind: 'lost', times: 1 }),
    });
    expect(armed.status).toBe(200);
    const { page, portal, errors } = await openFaultPage(e2e, {
      path: '/agenda',
      storage: { user: session.user, currentEvt: session.currentEvt },
    });

    // The browser may resend the refresh itself (its socket closed before any answer) or the portal
    // shows 'Tentar novamente'; either way the same refresh token comes back within 30 s.
    const data = portal.getByText('Degustação do menu');
    const retry = portal.getByRole('button', { name: 'Tentar novamente' });
    await data.or(retry).first().waitFor();
    if (await retry.isVisible()) await retry.click();
    await data.waitFor();

    expect((await (await fetch(`${e2e.apiUrl}/dev/faults`)).json()) as unknown[], 'the lost answer happened').toEqual([]);
    expect(await currentHash(page), 'never sent to /conta').toBe('#/agenda');
    const user = JSON.parse((await storedUser(page))!) as StoredSession['user'];
    expect(user.refreshToken, 'the rotated refresh token').not.toBe(session.user.refreshToken);
    expect(await refused(user.token), 'a working access token').toBe(false);
    // The server rotated once: the token it gave the retry is the family's live one.
    const next = await fetch(`${e2e.apiUrl}/api/RefreshToken`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.refreshToken}` },
    });
    expect(next.status).toBe(200);
    expect(errors, 'no uncaught error, no console error').toEqual([]);
  });
});
