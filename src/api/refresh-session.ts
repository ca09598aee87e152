import { type Infer, nullable, optional, string, type as shape } from 'superstruct';
import { ApiError } from './api-error';
import { checkAnswer } from './check-answer';
import { jsonIn } from './failure-answer';
import { jwtExpired } from './is-invalid-token';
import { takeRefreshTurn } from './refresh-lock';
import { bearer, type SessionTokens } from './tokens';
import type { Transport } from './transport';

/**
 * A refresh's answer: a new access token and, from an API that rotates them, a new refresh token.
 * An API that does not rotate sends none (or a blank one): the refresh token in hand stays good
 * (docs/resilience.md, "Refresh without rotation"). The login's other fields may come again.
 */
const RefreshAnswer = shape({
  access_token: optional(nullable(string())),
  refresh_token: optional(nullable(string())),
  name: optional(nullable(string())),
  email: optional(nullable(string())),
});
export type RefreshAnswer = Infer<typeof RefreshAnswer>;

/** How long a tab waits for the tokens another tab refreshed to reach its storage. */
const ADOPT_TIMEOUT_MS = 10_000;

/**
 * The refresh tokens this page has seen rotated, each to the one that replaced it: a spent refresh
 * token is never sent again, even when the tokens that replaced it could not be stored (another
 * tab signed out meanwhile, storage refused them): an API that rotates them takes a spent one for a
 * stolen one and ends the session (docs/resilience.md, "Refresh without rotation").
 */
const rotatedTo = new Map<string, string>();

/**
 * The refresh token whose last refresh the server answered with an error (a 5xx). A second such
 * answer for it, to the customer's retry, ends the session: a stack that throws on an expired
 * refresh token answers every refresh so, and an opaque token shows no expiry to read, so one
 * 'Tentar novamente' is all a session the server will not renew may cost (docs/resilience.md,
 * "Expired tokens").
 */
let serverFailedFor: string | undefined;

/** This page's last failed refresh: the token it tried to replace, when it failed, and why. */
let failedRefreshOf: string | undefined;
let failedRefreshAt = 0;
let failedRefreshError: unknown;

/**
 * In-flight refreshes by the access token that failed. However many calls fail with the same token
 * at once (in one portal or in two on the same page), they share one refresh (docs/architecture.md, "One refresh at a time").
 */
const inFlight = new Map<string, Promise<string>>();

/**
 * This tab's refresh of `failedToken`, or the tokens another tab refreshed from it (./refresh-lock.ts):
 * refresh tokens rotate, so replaying a used one would be refused and sign every tab out. Calls
 * that ask while one is on its way share it.
 *
 * A call sent (at `sentAt`, `performance.now()`) before the last refresh of its token failed, but
 * refused after it (its answer came late: a slow server, a slow network), shares that failure
 * instead of refreshing again against a server that just failed: one refresh, one message. A call
 * sent after it (the customer's retry) refreshes anew.
 */
export function refreshSession(transport: Transport, tokens: SessionTokens, failedToken: string, sentAt: number): Promise<string> {
  if (failedRefreshOf === failedToken && failedRefreshAt > sentAt) return Promise.reject(failedRefreshError);
  let flight = inFlight.get(failedToken);
  if (!flight) {
    flight = takeRefreshTurn({
      scope: tokens.refreshScope,
      failedToken,
      refresh: () => refresh(transport, tokens, failedToken),
      adopt: () => tokenFromAnotherTab(tokens, failedToken),
    })
      .catch((error: unknown) => {
        failedRefreshOf = failedToken;
        failedRefreshAt = performance.now();
        throw (failedRefreshError = error);
      })
      .finally(() => inFlight.delete(failedToken));
    inFlight.set(failedToken, flight);
  }
  return flight;
}

/** The access token another tab refreshed, once its storage event has brought it here. */
function tokenFromAnotherTab(tokens: SessionTokens, failedToken: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const current = tokens.reload();
      if (!current) finish(() => reject(new ApiError('session', 401)));
      else if (current.token !== failedToken) finish(() => resolve(current.token));
    };
    const unsubscribe = tokens.subscribe(check);
    const timer = setTimeout(() => finish(() => reject(new ApiError('network'))), ADOPT_TIMEOUT_MS);
    function finish(settle: () => void) {
      unsubscribe();
      clearTimeout(timer);
      settle();
    }
    check();
  });
}

async function refresh(transport: Transport, tokens: SessionTokens, failedToken: string): Promise<string> {
  const current = tokens.reload();
  if (!current) throw new ApiError('session', 401);
  // Another tab (or an earlier flight) already has a newer token.
  if (current.token !== failedToken) return current.token;

  let refreshToken = current.refreshToken;
  while (rotatedTo.has(refreshToken)) refreshToken = rotatedTo.get(refreshToken)!;
  const { status, data, redirected } = await transport.send('POST', '/api/RefreshToken', { authorization: bearer(refreshToken) });
  const body = jsonIn(data);
  if (status !== 200 || typeof body !== 'object') {
    // A refused refresh ends the session: a 400, 401 or 403, a redirect to a sign-in page, a server
    // error for the second time in a row for this refresh token (serverFailedFor), or any failure
    // at all while the refresh token is a JWT past its own expiry (some stacks answer one with a
    // 500). A first server error, or a page that is not the API's, does not prove the refresh
    // token bad: the customer stays signed in and sees a retryable error.
    const again = status >= 500 && serverFailedFor === refreshToken;
    serverFailedFor = status >= 500 ? refreshToken : undefined;
    if (status === 400 || status === 401 || status === 403 || redirected || again || jwtExpired(refreshToken)) {
      tokens.expire();
      throw new ApiError('session', status);
    }
    if (status !== 200) throw new ApiError('http', status);
  }
  const fresh = checkAnswer(body, RefreshAnswer, status);
  const accessToken = fresh.access_token?.trim();
  // An answer that renews nothing, asked again, renews nothing again: the session ends here, as
  // when the refresh is refused, instead of every screen failing for good.
  if (!accessToken) {
    tokens.expire();
    throw new ApiError('session', status);
  }
  const next = fresh.refresh_token?.trim() || refreshToken;
  // A token handed back after it was rotated away is never chained to (the chain has no loops).
  if (next !== refreshToken && !rotatedTo.has(next)) rotatedTo.set(refreshToken, next);
  tokens.renew({ ...fresh, access_token: accessToken, refresh_token: next });
  return accessToken;
}
