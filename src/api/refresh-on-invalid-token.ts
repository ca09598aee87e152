import { ApiError } from './api-error';
import type { SessionTokens } from './tokens';
import type { Transport } from './transport';

/**
 * A fresh access token after `failedToken` was refused: one refresh however many calls ask at once
 * (./refresh-session.ts shares it), and across tabs one tab refreshes while the others adopt its
 * tokens. Rejects with an ApiError: 'session' when the server refused the refresh (the session has
 * ended), else the failure to show. `sentAt` (`performance.now()`) is when the refused call was
 * sent: one sent before a refresh failed shares that failure. The refresh's code loads with the
 * first refresh: most visits never refresh, and the first screens stay within their budgets.
 */
export const refreshedToken = (transport: Transport, tokens: SessionTokens, failedToken: string, sentAt: number): Promise<string> =>
  import('./refresh-session').then(
    ({ refreshSession }) => refreshSession(transport, tokens, failedToken, sentAt),
    // Its code not arriving is a network failure like any other: the screen offers a retry.
    () => Promise.reject(new ApiError('network')),
  );
