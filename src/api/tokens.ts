import type { RefreshScope } from './refresh-lock';
import type { LoginAnswer } from './schemas';

/** Where the tokens live (the session, which the API layer does not import). */
export interface SessionTokens {
  /** The access token to send now, if signed in. */
  token(): string | undefined;
  /** The tokens as stored right now: another tab may have rotated them or signed out. */
  reload(): { token: string; refreshToken: string } | null;
  /** Keeps the answer of a successful refresh. */
  renew(answer: LoginAnswer): void;
  /** The server refused the refresh: the session is over. */
  expire(): void;
  /** Calls `listener` when the stored tokens change (another tab's refresh reaching this one). */
  subscribe(listener: () => void): () => void;
  /** Where this session's tabs take turns to refresh (under the storage prefix). */
  readonly refreshScope: RefreshScope;
}

export const bearer = (token: string) => `Bearer ${token}`;
