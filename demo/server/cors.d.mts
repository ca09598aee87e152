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
export function corsHeaders(origin: string | undefined, allowedOrigins: readonly string[], preflight: boolean): Record<string, string>;
export const ALLOWED_METHODS: "GET, POST, DELETE, OPTIONS";
