/** @typedef {import('./types.mjs').Reply} Reply */
/**
 * Writes a reply. API answers carry personal data and tokens: no caching unless the route says so
 * (a header set to null in the reply is not sent at all: the generated mode's answer without
 * Cache-Control).
 * @param {import('node:http').ServerResponse} res
 * @param {Reply} reply
 * @param {Record<string, string>} [headers] added first (CORS), the reply's own win
 */
export function sendReply(res: import("node:http").ServerResponse, reply: Reply, headers?: Record<string, string>): void;
export type Reply = import("./types.mjs").Reply;
