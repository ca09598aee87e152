/**
 * The request body as a JSON object; an empty body (or `null`) reads as `{}`.
 * A body not sent as application/json -> 415, too large -> 413, not JSON or not an object -> 400.
 *
 * Only JSON, because text/plain (or a form) is a "simple" request that any web page can send
 * cross-origin without a CORS preflight: a login posted by someone else's page must not be read.
 * A POST without a body (POST /api/home/{id}, /api/RefreshToken) needs no Content-Type.
 *
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export function readJsonBody(req: import("node:http").IncomingMessage): Promise<Record<string, unknown>>;
export const BODY_LIMIT_BYTES: number;
