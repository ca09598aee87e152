import { ApiError } from './api-error';
import type { SessionTokens } from './tokens';
import type { HttpAnswer, Transport } from './transport';

const INVALID_TOKEN = 'Token Inválido!';

/** Spec section 4: a 401 whose body reads 'Token Inválido!' means "refresh and retry". */
export function isInvalidToken(answer: HttpAnswer): boolean {
  if (answer.status !== 401) return false;
  const body = answer.data;
  if (typeof body === 'string') return body.trim().replace(/^"|"$/g, '') === INVALID_TOKEN;
  return typeof body === 'object' && body !== null && (body as { message?: unknown }).message === INVALID_TOKEN;
}

/**
 * In-flight refreshes by the access token that failed. However many calls fail with the same token
 * at once (in one portal or in two on the same page), they share one refresh (DESIGN.md decision 7).
 */
const inFlight = new Map<string, Promise<string>>();

/**
 * The last refresh that failed, numbered. A call sent before it failed but refused after (its answer
 * came late: a slow server, a slow network) shares that failure instead of refreshing again against
 * a server that just failed: one refresh, one message. A call sent after it (the customer's retry)
 * refreshes anew.
 */
let failures = 0;
let lastFailure: { token: string; number: number; error: unknown } | undefined;

/** How many refreshes have failed so far: a call notes it before it is sent (see refreshedToken). */
export const refreshFailures = () => failures;

/**
 * A fresh access token after `failedToken` was refused: one refresh however many calls ask at once,
 * and across tabs one tab refreshes while the others adopt its tokens (./refresh-session.ts).
 * Rejects with an ApiError: 'session' when the server refused the refresh (the session has ended),
 * else the failure to show. The refresh's code loads with the first refresh: most visits never
 * refresh, and the first screens stay within their budgets (issue 12).
 */
export function refreshedToken(transport: Transport, tokens: SessionTokens, failedToken: string, failuresWhenSent: number): Promise<string> {
  if (lastFailure && lastFailure.token === failedToken && lastFailure.number > failuresWhenSent) return Promise.reject(lastFailure.error);
  let flight = inFlight.get(failedToken);
  if (!flight) {
    flight = import('./refresh-session')
      // Its code not arriving is a network failure like any other: the screen offers a retry.
      .catch(() => Promise.reject(new ApiError('network')))
      .then(({ refreshSession }) => refreshSession(transport, tokens, failedToken))
      .catch((error: unknown) => {
        failures += 1;
        lastFailure = { token: failedToken, number: failures, error };
        throw error;
      })
      .finally(() => inFlight.delete(failedToken));
    inFlight.set(failedToken, flight);
  }
  return flight;
}
