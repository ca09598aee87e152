/**
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string | null>} [headers] (null: not sent)
 * @returns {Reply}
 */
export function json(status: number, value: unknown, headers?: Record<string, string | null>): Reply;
/**
 * @param {number} status
 * @param {string} text
 * @param {string} [type]
 * @returns {Reply}
 */
export function text(status: number, text: string, type?: string): Reply;
/**
 * The provider's answer to any bad token: the client starts its refresh flow on this text
 * (docs/product.md, "States and transitions" and "Error catalogue"). In the
 * provider habits mode (`aspNet`), as ASP.NET writes an error: `{"Message": "Token Inválido!"}`.
 * @param {boolean} [aspNet]
 */
export function invalidToken(aspNet?: boolean): import("./types.mjs").Reply;
/**
 * A PDF download, never cached (a receipt or an invoice is the customer's own).
 * @param {string} name file name without extension
 * @param {Buffer} pdf
 * @returns {Reply}
 */
export function pdfReply(name: string, pdf: Buffer): Reply;
/** @typedef {import('./types.mjs').Reply} Reply */
export const JSON_TYPE: "application/json; charset=utf-8";
export type Reply = import("./types.mjs").Reply;
