// @ts-check
/** @typedef {import('./types.mjs').Reply} Reply */

/**
 * Writes a reply. API answers carry personal data and tokens: no caching unless the route says so
 * (a header set to null in the reply is not sent at all: the generated mode's answer without
 * Cache-Control).
 * @param {import('node:http').ServerResponse} res
 * @param {Reply} reply
 * @param {Record<string, string>} [headers] added first (CORS), the reply's own win
 */
export function sendReply(res, reply, headers = {}) {
  const body = reply.body ?? '';
  const all = {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
    ...reply.headers,
    'Content-Length': String(Buffer.byteLength(body)),
  };
  res.writeHead(reply.status, Object.fromEntries(Object.entries(all).filter(([, value]) => value !== null)));
  res.end(body);
}
