import { ApiError } from './api-error';
import type { SessionTokens } from './tokens';
import type { Transport } from './transport';

/**
 * In-flight refreshes by the access token that failed. However many calls fail with the same token
 * at once (in one portal or in two on the same page), they share one refresh (docs/architecture.md, "One refresh at a time").
 */
const inFlight = new Map<string, Promise<string>>();

/**
 * A fresh access token after `failedToken` was refused: one refresh however many calls ask at once,
 * and across tabs one tab refreshes while the others adopt its tokens (./refresh-session.ts).
 * Rejects with an ApiError: 'session' when the server refused the refresh (the session has ended),
 * else the failure to show. `sentAt` (`performance.now()`) is when the refused call was sent: one
 * sent before a refresh failed shares that failure (./refresh-session.ts). The refresh's code loads
 * with the first refresh: most visits never refresh, and the first screens stay within their
 * budgets.
 */
export function refreshedToken(transport: Transport, tokens: SessionTokens, failedToken: string, sentAt: number): Promise<string> {
  let flight = inFlight.get(failedToken);
  if (!flight) {
    flight = import('./refresh-session')
      // Its code not arriving is a network failure like any other: the screen offers a retry.
      .catch(() => Promise.reject(new ApiError('network')))
      .then(({ refreshSession }) => refreshSession(transport, tokens, failedToken, sentAt))
      .finally(() => inFlight.delete(failedToken));
    inFlight.set(failedToken, flight);
  }
  return flight;
}
