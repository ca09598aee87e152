import type { Struct } from 'superstruct';
import { retryingImport } from '../lib/retrying-import';
import { ApiError } from './api-error';
import type { DataWarning } from './data-warning';
import { refreshedToken } from './refresh-on-invalid-token';
import { bearer, type SessionTokens } from './tokens';
import { createTransport } from './transport';

export interface ApiRequest<T> {
  method: 'GET' | 'POST';
  path: string;
  schema: Struct<T, unknown>;
  data?: unknown;
  /** 'session' (the default) sends the stored token and, on any 401, refreshes it once and retries;
   * 'none' sends no token (login, first access, recovery): their 401 is the call's own answer. */
  auth?: 'session' | 'none';
  /** Statuses that count as success (any non-200 is an error unless said). */
  ok?: readonly number[];
  /** How the host hears of this call in a data warning, when the path carries an id
   * ('/api/home/{idEvento}'): a warning names the call, never a value. Defaults to the path. */
  endpoint?: string;
}

export interface ApiClient {
  request<T>(request: ApiRequest<T>): Promise<T>;
  /** A 200 answer that came another way (the first screen's, asked early), read as `request`
   * would read it: checked against the schema, unreadable list items reported. */
  read<T>(request: ApiRequest<T>, body: unknown): Promise<T>;
}

export interface ApiClientOptions {
  /** The API's origin (and optional path). */
  baseUrl: string;
  /** Milliseconds before a call is abandoned. */
  timeoutMs: number;
  tokens: SessionTokens;
  /** Hears of list items an answer held that could not be read and were left out (see ./read-rows). */
  onDataWarning?: (warning: DataWarning) => void;
}

/*
 * How an answer is read (./read-answer.ts) is not in the entry chunk (docs/performance.md,
 * "Budgets"): it is asked for as the first call leaves, beside it, and kept. Its code not arriving
 * is a network failure like any other: the screen offers a retry.
 */
let reader: Promise<typeof import('./read-answer')> | undefined;
const importReader = retryingImport(() => import('./read-answer'));
const loadReader = () =>
  (reader ??= importReader().catch(() => {
    reader = undefined;
    throw new ApiError('network');
  }));

/**
 * The request pipeline: send (transport); on a sign that the session has ended, refresh once and
 * retry (auth: docs/resilience.md, "Expired tokens"); then read the answer (./read-answer.ts). Every
 * failure is an {@link ApiError} with a pt-BR message.
 */
export function createApiClient({ baseUrl, timeoutMs, tokens, onDataWarning }: ApiClientOptions): ApiClient {
  const transport = createTransport(baseUrl.replace(/\/+$/, ''), timeoutMs);

  async function request<T>(call: ApiRequest<T>): Promise<T> {
    const { method, path, data, auth = 'session' } = call;
    const reading = loadReader();
    // A call that fails first says why; the reader's failure is then nobody's.
    reading.catch(() => {});
    const token = auth === 'session' ? tokens.token() : undefined;
    const sentAt = performance.now();
    // No answer is read as an answer too: with a token past its own expiry it may be a sign-in page
    // the browser could not follow.
    const send = (authorization?: string) => transport.send(method, path, { data, authorization }).catch((error: ApiError) => error);
    let answer = await send(token && bearer(token));
    const { readReply, sessionEnded } = await reading;
    // The signs are read by ./is-invalid-token.ts, the rule the doctor checks too.
    if (token && sessionEnded(answer, token, method === 'POST')) {
      answer = await send(bearer(await refreshedToken(transport, tokens, token, sentAt)));
      // Refused even with the token just issued: the session cannot be confirmed, and asking again
      // would loop. It ends here, and the sign-in screen says so.
      if (sessionEnded(answer)) {
        tokens.expire();
        throw new ApiError('session', 401);
      }
    }
    return readReply(call, answer, onDataWarning);
  }

  return {
    request,
    read: async (call, body) => (await loadReader()).readAnswer(call, body, 200, onDataWarning),
  };
}
