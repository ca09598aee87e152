import type { Struct } from 'superstruct';
import { ApiError } from './api-error';
import { checkAnswer } from './check-answer';
import { dataWarning, type DataWarning } from './data-warning';
import { isInvalidToken, refreshedToken } from './refresh-on-invalid-token';
import { bearer, type SessionTokens } from './tokens';
import { createTransport } from './transport';

export interface ApiRequest<T> {
  method: 'GET' | 'POST';
  path: string;
  schema: Struct<T, unknown>;
  data?: unknown;
  /** 'session' (the default) sends the stored token and refreshes it once when refused; 'none'
   * sends no token (login, first access, recovery). */
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
  read<T>(request: ApiRequest<T>, body: unknown): T;
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

const serverMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : undefined;

/**
 * The request pipeline: send (transport), refresh once on 'Token Inválido!' and retry (auth), then
 * check the answer against its schema. Every failure is an {@link ApiError} with a pt-BR message.
 */
export function createApiClient({ baseUrl, timeoutMs, tokens, onDataWarning }: ApiClientOptions): ApiClient {
  const transport = createTransport(baseUrl.replace(/\/+$/, ''), timeoutMs);

  function read<T>({ path, endpoint = path, schema }: ApiRequest<T>, body: unknown, status = 200): T {
    const answer = checkAnswer(body, schema, status);
    const warning = onDataWarning && dataWarning(endpoint, answer);
    if (warning) onDataWarning(warning);
    return answer;
  }

  async function request<T>(call: ApiRequest<T>): Promise<T> {
    const { method, path, data, auth = 'session', ok = [200] } = call;
    const token = auth === 'session' ? tokens.token() : undefined;
    const sentAt = performance.now();
    let answer = await transport.send(method, path, { data, authorization: token && bearer(token) });
    if (token && isInvalidToken(answer)) {
      const fresh = await refreshedToken(transport, tokens, token, sentAt);
      answer = await transport.send(method, path, { data, authorization: bearer(fresh) });
      // Refused even with the token just issued: nothing more to try.
      if (isInvalidToken(answer)) {
        tokens.expire();
        throw new ApiError('session', 401);
      }
    }
    if (!ok.includes(answer.status)) throw new ApiError('http', answer.status, serverMessage(answer.data));
    return read(call, answer.data, answer.status);
  }

  return { request, read };
}
