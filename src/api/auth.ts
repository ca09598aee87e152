import { create, StructError } from 'superstruct';
import { ApiError } from './api-error';
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
  /** Calls `listener` when the stored tokens change (another tab's refresh reaching this one). */
  subscribe(listener: () => void): () => void;
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

/** How long a tab waits for the tokens another tab refreshed to reach its storage. */
const ADOPT_TIMEOUT_MS = 10_000;

/**
 * A fresh access token after `failedToken` was refused: one refresh however many calls ask at once,
 * and across tabs one tab refreshes while the others adopt its tokens (./refresh-lock.ts): refresh
 * tokens rotate, so replaying a used one would be refused and sign every tab out. Rejects with an
 * ApiError: 'session' when the server refused the refresh (the session has ended), else the failure
 * to show.
 */
export function refreshedToken(transport: Transport, tokens: SessionTokens, failedToken: string): Promise<string> {
  let flight = inFlight.get(failedToken);
  if (!flight) {
    // The cross-tab turn loads with the first refresh: most visits never refresh (issue 6 budgets).
    flight = import('./refresh-lock')
      .then(({ takeRefreshTurn }) =>
        takeRefreshTurn({
          failedToken,
          refresh: () => refresh(transport, tokens, failedToken),
          adopt: () => tokenFromAnotherTab(tokens, failedToken),
        }),
      )
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
