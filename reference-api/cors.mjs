// @ts-check

export const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';

/**
 * How long a browser may reuse a preflight's answer, in seconds: 7200, the most Chromium keeps
 * (Firefox keeps up to a day). The answer only says which methods and headers this origin may use,
 * which change with a release of the API, not per customer; while it is kept, each endpoint's
 * call goes out without its OPTIONS round trip first (docs/performance.md).
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * CORS headers for a request's Origin: the exact origin when it is allowed ('*' in the list allows
 * any), none otherwise, so the browser blocks the answer. No credentials: the portal sends a bearer
 * token, never cookies.
 *
 * @param {string | undefined} origin
 * @param {readonly string[]} allowedOrigins
 * @param {boolean} preflight
 * @returns {Record<string, string>}
 */
export function corsHeaders(origin, allowedOrigins, preflight) {
  // The answer depends on Origin, so caches must key on it (allowed or not).
  const headers = { Vary: 'Origin' };
  if (!origin || !(allowedOrigins.includes('*') || allowedOrigins.includes(origin))) return headers;
  if (preflight) {
    return {
      ...headers,
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
    };
  }
  // Retry-After is not a CORS-safelisted response header: without this the client cannot read it on a 429.
  return { ...headers, 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After, Content-Disposition' };
}
