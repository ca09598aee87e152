import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANA } from '../support/browser';
import {
  armFault,
  clearFaults,
  currentHash,
  expiresAt,
  FAULT_KINDS,
  faultMessage,
  isOnTop,
  openFaultPage,
  portalText,
  sessionFor,
  SHORT_TIMEOUT_SECONDS,
  storedUser,
  type FaultKind,
  type StoredSession,
} from '../support/faults';
import { useE2e } from '../support/use-e2e';

/*
 * Issue 7, broken servers: POST /api/RefreshToken against every fault kind. A refresh needs an
 * expired access token, so this file runs its own demo site and API with 2-second tokens. A
 * refresh that fails because the server is broken (and not because it refused the refresh token)
 * must not sign the customer out (src/api/refresh-session.ts): the screen says what happened and
 * offers a retry, which refreshes and goes through once the server is healthy.
 */

// Its own demo site with 2-second access tokens; the seed's sessions below live through the file.
const e2e = useE2e({ site: { accessTtlSeconds: 2, refreshTtlSeconds: 600 }, reset: 'file' });
/** One expired session per fault kind, made up front so the suite waits for expiry only once. */
const sessions = new Map<FaultKind, StoredSession>();

beforeAll(async () => {
  for (const kind of FAULT_KINDS) sessions.set(kind, await sessionFor(e2e.apiUrl, ANA));
  const expired = Math.max(...[...sessions.values()].map(({ user }) => expiresAt(user.token)));
  await new Promise((done) => setTimeout(done, expired - Date.now() + 200));
});
afterEach(() => clearFaults(e2e.apiUrl));

const count = (calls: string[], path: string) => calls.filter((p) => p === path).length;

describe('POST /api/RefreshToken against a broken server', () => {
  it.each(FAULT_KINDS)('"%s": a clear pt-BR message, a way to retry, still signed in, and the retry refreshes and goes through', async (kind) => {
    const session = sessions.get(kind)!;
    expect(expiresAt(session.user.token), 'the access token has expired').toBeLessThan(Date.now());
    await armFault(e2e.apiUrl, { method: 'POST', path: '/api/RefreshToken', kind });
    // A deep link to the schedule: its call is refused ('Token Inválido!') and the refresh meets
    // the broken server.
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
    // One refresh, then nothing: no loop.
    await page.waitForTimeout(300);
    expect([count(calls, '/api/agenda'), count(calls, '/api/RefreshToken')], '[agenda, refresh] calls').toEqual([1, 1]);

    await clearFaults(e2e.apiUrl);
    await retry.click();
    await portal.getByText('Degustação do menu').waitFor();
    expect([count(calls, '/api/agenda'), count(calls, '/api/RefreshToken')], 'refused, refreshed once, then answered').toEqual([3, 2]);
    const user = JSON.parse((await storedUser(page))!) as StoredSession['user'];
    expect(user.token, 'a new access token').not.toBe(session.user.token);
    expect(user.refreshToken, 'a new (rotated) refresh token').not.toBe(session.user.refreshToken);
    expect(user.email).toBe(ANA.email);
    expect(errors, 'no uncaught error, no console error').toEqual([]);
  });
});
