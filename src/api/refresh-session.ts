import { ApiError } from './api-error';
import { checkAnswer } from './check-answer';
import { takeRefreshTurn } from './refresh-lock';
import { LoginAnswer } from './schemas';
import { bearer, type SessionTokens } from './tokens';
import type { Transport } from './transport';

/** How long a tab waits for the tokens another tab refreshed to reach its storage. */
const ADOPT_TIMEOUT_MS = 10_000;

/** This page's last failed refresh: the token it tried to replace, when it failed, and why. */
let failedRefreshOf: string | undefined;
let failedRefreshAt = 0;
let failedRefreshError: unknown;

/**
 * This tab's refresh of `failedToken`, or the tokens another tab refreshed from it (./refresh-lock.ts):
 * refresh tokens rotate, so replaying a used one would be refused and sign every tab out.
 *
 * A call sent (at `sentAt`, `performance.now()`) before the last refresh of its token failed, but
 * refused after it (its answer came late: a slow server, a slow network), shares that failure
 * instead of refreshing again against a server that just failed: one refresh, one message. A call
 * sent after it (the customer's retry) refreshes anew.
 */
export function refreshSession(transport: Transport, tokens: SessionTokens, failedToken: string, sentAt: number): Promise<string> {
  if (failedRefreshOf === failedToken && failedRefreshAt > sentAt) return Promise.reject(failedRefreshError);
  return takeRefreshTurn({
    scope: tokens.refreshScope,
    failedToken,
    refresh: () => refresh(transport, tokens, failedToken),
    adopt: () => tokenFromAnotherTab(tokens, failedToken),
  }).catch((error: unknown) => {
    failedRefreshOf = failedToken;
    failedRefreshAt = performance.now();
    throw (failedRefreshError = error);
  });
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

  const answer = await transport.send('POST', '/api/RefreshToken', { authorization: bearer(current.refreshToken) });
  if (answer.status !== 200) {
    // A refused refresh ends the session. A server error does not prove the
    // refresh token bad, so the customer stays signed in and sees a retryable error.
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      tokens.expire();
      throw new ApiError('session', answer.status);
    }
    throw new ApiError('http', answer.status);
  }
  const fresh = checkAnswer(answer.data, LoginAnswer, answer.status);
  tokens.renew(fresh);
  return fresh.access_token;
}
