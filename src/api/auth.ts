import { create, StructError } from 'superstruct';
import { ApiError } from './api-error';
import { withRefreshLock } from './refresh-lock';
import { LoginAnswer } from './schemas';
import type { HttpAnswer, Transport } from './transport';

/** Where the tokens live (the session, which the API layer does not import). */
export interface SessionTokens {
  /** The access token to send now, if signed in. */
  token(): string | undefined;
  /** The tokens as stored right now: another tab may have rotated them or signed out. */
  reload(): { token: string; refreshToken: string } | null;
  /** Keeps the answer of a successful refresh. */
  renew(answer: LoginAnswer): void;
  /** The server refused the refresh: the session is over (spec section 4). */
  expire(): void;
}

const INVALID_TOKEN = 'Token Inválido!';

/** Spec section 4: a 401 whose body reads 'Token Inválido!' means "refresh and retry". */
export function isInvalidToken(answer: HttpAnswer): boolean {
  if (answer.status !== 401) return false;
  const body = answer.data;
  if (typeof body === 'string') return body.trim().replace(/^"|"$/g, '') === INVALID_TOKEN;
  return typeof body === 'object' && body !== null && (body as { message?: unknown }).message === INVALID_TOKEN;
}

export const bearer = (token: string) => `Bearer ${token}`;

/**
 * In-flight refreshes by the access token that failed. However many calls fail with the same token
 * at once (in one portal or in two on the same page), they share one refresh (DESIGN.md decision 7).
 */
const inFlight = new Map<string, Promise<string>>();

/**
 * A fresh access token after `failedToken` was refused: one refresh however many calls ask at once,
 * serialised across tabs, and a tab that waited re-reads storage first (refresh tokens rotate, so
 * replaying a used one would be refused). Rejects with an ApiError: 'session' when the server
 * refused the refresh (the session has ended), else the failure to show.
 */
export function refreshedToken(transport: Transport, tokens: SessionTokens, failedToken: string): Promise<string> {
  let flight = inFlight.get(failedToken);
  if (!flight) {
    flight = withRefreshLock(() => refresh(transport, tokens, failedToken)).finally(() => inFlight.delete(failedToken));
    inFlight.set(failedToken, flight);
  }
  return flight;
}

async function refresh(transport: Transport, tokens: SessionTokens, failedToken: string): Promise<string> {
  const current = tokens.reload();
  if (!current) throw new ApiError('session', 401);
  // Another tab (or an earlier flight) already has a newer token.
  if (current.token !== failedToken) return current.token;

  const answer = await transport.send('POST', '/api/RefreshToken', { authorization: bearer(current.refreshToken) });
  if (answer.status !== 200) {
    // A refused refresh ends the session (spec section 4). A server error does not prove the
    // refresh token bad, so the customer stays signed in and sees a retryable error.
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      tokens.expire();
      throw new ApiError('session', answer.status);
    }
    throw new ApiError('http', answer.status);
  }
  try {
    const fresh = create(answer.data, LoginAnswer);
    tokens.renew(fresh);
    return fresh.access_token;
  } catch (error) {
    if (error instanceof StructError) throw new ApiError('invalid', answer.status);
    throw error;
  }
}
