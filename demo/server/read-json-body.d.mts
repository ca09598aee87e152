/**
 * The request body as a JSON object; an empty body (or `null`) reads as `{}`.
 * Too large -> 413, not JSON or not an object -> 400.
 *
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export function readJsonBody(req: import("node:http").IncomingMessage): Promise<Record<string, unknown>>;
export const BODY_LIMIT_BYTES: number;
