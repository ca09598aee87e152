import redaxios from 'redaxios';
import { create, StructError, type Struct } from 'superstruct';
import type { SessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { refreshSession } from './refresh-session';

export interface ApiRequest<T> {
  method: 'GET' | 'POST';
  path: string;
  schema: Struct<T, unknown>;
  data?: unknown;
  /** An explicit Authorization value; when absent the stored session's token is sent. */
  authorization?: string;
  /** Statuses that count as success (spec section 8: any non-200 is an error unless said). */
  ok?: readonly number[];
}

export interface ApiClient {
  request<T>(request: ApiRequest<T>): Promise<T>;
  readonly baseUrl: string;
}

export interface ApiClientOptions {
  baseUrl: string;
  session: SessionStore;
  /** Milliseconds before a call is abandoned (default 15000). */
  timeoutMs?: number;
  /** Called once the session is found dead (refresh refused). */
  onSessionExpired?: () => void;
}

interface HttpAnswer {
  status: number;
  data: unknown;
}

const INVALID_TOKEN = 'Token Inválido!';

/** Spec section 4: a 401 whose body reads 'Token Inválido!' means "refresh and retry". */
export function isInvalidToken(answer: HttpAnswer): boolean {
  if (answer.status !== 401) return false;
  const body = answer.data;
  if (typeof body === 'string') return body.trim().replace(/^"|"$/g, '') === INVALID_TOKEN;
  return typeof body === 'object' && body !== null && (body as { message?: unknown }).message === INVALID_TOKEN;
}

const isAnswer = (value: unknown): value is HttpAnswer =>
  typeof value === 'object' && value !== null && typeof (value as HttpAnswer).status === 'number';

const serverMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : undefined;

export function createApiClient({ baseUrl, session, timeoutMs = 15_000, onSessionExpired }: ApiClientOptions): ApiClient {
  const root = baseUrl.replace(/\/+$/, '');

  /** One HTTP exchange. redaxios rejects non-2xx with the answer and passes no abort signal,
   * so the timeout rides on a fetch of our own (DESIGN.md, pitfalls). */
  async function send(method: string, path: string, data: unknown, authorization: string | undefined): Promise<HttpAnswer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (authorization) headers.Authorization = authorization;
    try {
      const answer = await redaxios(root + path, {
        method: method as 'get',
        data: data === undefined ? undefined : data,
        headers,
        fetch: ((input: RequestInfo, init?: RequestInit) =>
          fetch(input, { ...init, signal: controller.signal })) as typeof fetch,
        validateStatus: () => true,
        // redaxios copies a host cookie named XSRF-TOKEN into a header on every call: a host's
        // token must never travel to our API (and the header would fail the CORS preflight).
        xsrfCookieName: '(?!)',
      });
      return { status: answer.status, data: answer.data };
    } catch (error) {
      if (controller.signal.aborted) throw new ApiError('timeout');
      if (isAnswer(error)) return error;
      throw new ApiError('network');
    } finally {
      clearTimeout(timer);
    }
  }

  const bearer = (token: string | undefined) => (token ? `Bearer ${token}` : undefined);

  async function request<T>({ method, path, schema, data, authorization, ok = [200] }: ApiRequest<T>): Promise<T> {
    const usesSession = authorization === undefined;
    const sentToken = usesSession ? session.get().user?.token : undefined;
    let answer = await send(method, path, data, authorization ?? bearer(sentToken));

    if (usesSession && sentToken && isInvalidToken(answer)) {
      const token = await refreshSession({ session, failedToken: sentToken, refresh: (refreshToken) => send('POST', '/api/RefreshToken', undefined, bearer(refreshToken)) }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.kind === 'session') onSessionExpired?.();
          throw error;
        },
      );
      answer = await send(method, path, data, bearer(token));
    }

    if (!ok.includes(answer.status)) {
      if (isInvalidToken(answer) && usesSession) {
        session.signOut();
        onSessionExpired?.();
        throw new ApiError('session', 401);
      }
      throw new ApiError('http', answer.status, serverMessage(answer.data));
    }
    try {
      // `create` applies coercions, `type()` schemas keep unknown fields.
      return create(answer.data === '' ? undefined : answer.data, schema);
    } catch (error) {
      // StructError messages quote the received value, which may hold tokens: never pass them on.
      if (error instanceof StructError) throw new ApiError('invalid', answer.status);
      throw error;
    }
  }

  return { request, baseUrl: root };
}
