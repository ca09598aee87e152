import { create, StructError } from 'superstruct';
import type { SessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { LoginAnswer } from './schemas';
import { toStoredUser } from './to-stored-user';

interface HttpAnswer {
  status: number;
  data: unknown;
}

interface RefreshInput {
  session: SessionStore;
  /** The access token the server refused. */
  failedToken: string;
  /** Sends POST /api/RefreshToken with the refresh token as authorization. */
  refresh: (refreshToken: string) => Promise<HttpAnswer>;
}

const inFlight = new WeakMap<SessionStore, Promise<string>>();

/** How long a tab waits for the tokens another tab refreshed to reach its storage. */
const ADOPT_TIMEOUT_MS = 10_000;

/**
 * DESIGN.md decision 7: however many calls fail with 'Token Inválido!' at once, one refresh runs and
 * each of them retries with its result. Across tabs one tab refreshes and the others adopt its
 * tokens (./refresh-lock.ts): refresh tokens rotate, so replaying a used one would be refused and
 * sign both tabs out. Resolves with the access token to retry with.
 */
export function refreshSession(input: RefreshInput): Promise<string> {
  let flight = inFlight.get(input.session);
  if (!flight) {
    // The cross-tab turn loads with the first refresh: most visits never refresh (issue 6 budgets).
    flight = import('./refresh-lock')
      .then(({ takeRefreshTurn }) =>
        takeRefreshTurn({
          failedToken: input.failedToken,
          refresh: () => runRefresh(input),
          adopt: () => tokenFromAnotherTab(input.session, input.failedToken),
        }),
      )
      .finally(() => inFlight.delete(input.session));
    inFlight.set(input.session, flight);
  }
  return flight;
}

/** The access token another tab refreshed, once its storage event has brought it here. */
function tokenFromAnotherTab(session: SessionStore, failedToken: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const { user } = session.reload();
      if (!user) finish(() => reject(new ApiError('session', 401)));
      else if (user.token !== failedToken) finish(() => resolve(user.token));
    };
    const unsubscribe = session.subscribe(check);
    const timer = setTimeout(() => finish(() => reject(new ApiError('network'))), ADOPT_TIMEOUT_MS);
    function finish(settle: () => void) {
      unsubscribe();
      clearTimeout(timer);
      settle();
    }
    check();
  });
}

async function runRefresh({ session, failedToken, refresh }: RefreshInput): Promise<string> {
  const current = session.reload().user;
  if (!current) throw new ApiError('session', 401);
  // Another tab (or an earlier flight) already has a newer token.
  if (current.token !== failedToken) return current.token;

  const answer = await refresh(current.refreshToken);
  if (answer.status !== 200) {
    // A refused refresh ends the session (spec section 4). A server error does not prove the
    // refresh token bad, so the customer stays signed in and sees a retryable error.
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      session.signOut();
      throw new ApiError('session', answer.status);
    }
    throw new ApiError('http', answer.status);
  }
  try {
    const fresh = toStoredUser(create(answer.data, LoginAnswer), current);
    session.replaceUser(fresh);
    return fresh.token;
  } catch (error) {
    if (error instanceof StructError) throw new ApiError('invalid', answer.status);
    throw error;
  }
}
