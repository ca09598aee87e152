import type { SessionTokens } from '../api/tokens';
import { toStoredUser } from '../session/stored-session';
import type { SessionStore } from '../session/session-store';

/**
 * The session as the API client sees it: the token to send, the tokens to refresh with, where a
 * refresh's answer goes, and the end of the session when the server refuses to refresh it.
 *
 * @param onExpired - Told when the server ended the session (the sign-in screen then says why).
 */
export function sessionTokens(session: SessionStore, onExpired: () => void = () => {}): SessionTokens {
  return {
    token: () => session.get().user?.token,
    reload() {
      const user = session.reload().user;
      return user && { token: user.token, refreshToken: user.refreshToken };
    },
    renew(answer) {
      const user = session.get().user;
      if (user) session.replaceUser(toStoredUser(answer, user));
    },
    expire() {
      if (!session.get().user) return;
      onExpired();
      session.signOut();
    },
    subscribe: (listener) => session.subscribe(listener),
    refreshScope: session.refreshScope,
  };
}
