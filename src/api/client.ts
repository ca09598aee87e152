import { create, StructError, type Struct } from 'superstruct';
import { ApiError } from './api-error';
import { isInvalidToken, refreshedToken } from './refresh-on-invalid-token';
import { bearer, type SessionTokens } from './tokens';
import { createTransport, type HttpAnswer } from './transport';

export interface ApiRequest<T> {
  method: 'GET' | 'POST';
  path: string;
  schema: Struct<T, unknown>;
  data?: unknown;
  /** 'session' (the default) sends the stored token and refreshes it once when refused; 'none'
   * sends no token (login, first access, recovery). */
  auth?: 'session' | 'none';
  /** Statuses that count as success (spec section 8: any non-200 is an error unless said). */
  ok?: readonly number[];
}

export interface ApiClient {
  request<T>(request: ApiRequest<T>): Promise<T>;
}

export interface ApiClientOptions {
  /** The API's origin (and optional path). */
  baseUrl: string;
  /** Milliseconds before a call is abandoned. */
  timeoutMs: number;
  tokens: SessionTokens;
}

const serverMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : undefined;

/** A successful answer's body as the call's type, or the ApiError that says it is malformed. */
export function checkAnswer<T>(data: unknown, schema: Struct<T, unknown>, status = 200): T {
  try {
    // `create` applies coercions; `type()` schemas keep unknown fields.
    return create(data === '' ? undefined : data, schema);
  } catch (error) {
    // StructError messages quote the received value, which may hold tokens: never pass them on.
    if (error instanceof StructError) throw new ApiError('invalid', status);
    throw error;
  }
}

/** The answer as the call's type, or the ApiError that says what went wrong. */
function readAnswer<T>(answer: HttpAnswer, schema: Struct<T, unknown>, ok: readonly number[]): T {
  if (!ok.includes(answer.status)) throw new ApiError('http', answer.status, serverMessage(answer.data));
  return checkAnswer(answer.data, schema, answer.status);
}

/**
 * The request pipeline: send (transport), refresh once on 'Token Inválido!' and retry (auth), then
 * check the answer against its schema. Every failure is an {@link ApiError} with a pt-BR message.
 */
export function createApiClient({ baseUrl, timeoutMs, tokens }: ApiClientOptions): ApiClient {
  const transport = createTransport(baseUrl.replace(/\/+$/, ''), timeoutMs);

  async function request<T>({ method, path, schema, data, auth = 'session', ok = [200] }: ApiRequest<T>): Promise<T> {
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
    return readAnswer(answer, schema, ok);
  }

  return { request };
}
