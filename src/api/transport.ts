import redaxios from 'redaxios';
import { ApiError } from './api-error';
import { takeBootAnswer } from './boot-answers';

/** What the server answered, whatever the status. */
export interface HttpAnswer {
  status: number;
  /** The body, parsed when it is JSON: '' when there was none, undefined when it did not arrive whole. */
  data: unknown;
  /** The browser followed a redirect to get it (cookie auth's challenge sends one to a sign-in page). */
  redirected?: boolean;
}

export interface Transport {
  /** One HTTP exchange with the API. Resolves with any answer the server gave; rejects only with an
   * {@link ApiError} of kind 'network' or 'timeout'. */
  send(method: 'GET' | 'POST', path: string, options?: { data?: unknown; authorization?: string }): Promise<HttpAnswer>;
}

/**
 * The only code that touches the network. redaxios takes every status for an answer here
 * (`validateStatus`) and passes no abort signal, so the timeout rides on a fetch of our own (docs/architecture.md, "Pitfalls").
 *
 * @param baseUrl - The API's origin (and optional path), without a trailing slash.
 * @param timeoutMs - Milliseconds before a call is abandoned.
 */
export function createTransport(baseUrl: string, timeoutMs: number): Transport {
  return {
    async send(method, path, { data, authorization } = {}) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (authorization) headers.Authorization = authorization;
      // A body always goes as JSON and says so: an API that takes other types lets any site post to
      // it without a CORS preflight, so ours answers 415 to them. Calls without a body (RefreshToken,
      // the event switch) send none, as the provider's API documents them.
      if (data !== undefined) headers['Content-Type'] = 'application/json';
      try {
        const answer = await redaxios(baseUrl + path, {
          method: method === 'POST' ? 'post' : 'get',
          data: data === undefined ? undefined : JSON.stringify(data),
          headers,
          fetch: ((input: RequestInfo, init?: RequestInit) => {
            const early = method === 'GET' ? takeBootAnswer(String(input), authorization) : undefined;
            // That fetch has no signal of ours: the timeout rejects it here instead (as aborted, below).
            // Ours never touches the browser's HTTP cache, whatever the API's headers say: the cache
            // keys an answer by its URL, not by the token, and would give one customer's answer to
            // the next (docs/security.md, "What the portal keeps on a device").
            return early
              ? new Promise((resolve, reject) => {
                  controller.signal.onabort = reject;
                  early.then(resolve, reject);
                })
              : fetch(input, { ...init, signal: controller.signal, cache: 'no-store' });
          }) as typeof fetch,
          validateStatus: () => true,
          // redaxios copies a host cookie named XSRF-TOKEN into a header on every call: a host's
          // token must never travel to our API (and the header would fail the CORS preflight).
          xsrfCookieName: '(?!)',
        });
        return { status: answer.status, data: answer.data, redirected: (answer as unknown as Response).redirected };
      } catch {
        // Any status resolves (validateStatus): what rejects is a fetch that got no answer.
        throw new ApiError(controller.signal.aborted ? 'timeout' : 'network');
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
