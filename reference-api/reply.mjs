// @ts-check
import { attachmentDisposition } from './content-disposition.mjs';
/** @typedef {import('./types.mjs').Reply} Reply */

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string | null>} [headers] (null: not sent)
 * @returns {Reply}
 */
export function json(status, value, headers = {}) {
  return { status, headers: { 'Content-Type': JSON_TYPE, ...headers }, body: JSON.stringify(value) };
}

/**
 * @param {number} status
 * @param {string} text
 * @param {string} [type]
 * @returns {Reply}
 */
export function text(status, text, type = 'text/plain; charset=utf-8') {
  return { status, headers: { 'Content-Type': type }, body: text };
}

/**
 * The provider's answer to any bad token: the client starts its refresh flow on this text
 * (docs/product.md, "States and transitions" and "Error catalogue"). In the
 * provider habits mode (`aspNet`), as ASP.NET writes an error: `{"Message": "Token Inválido!"}`.
 * @param {boolean} [aspNet]
 */
export function invalidToken(aspNet = false) {
  return aspNet ? json(401, { Message: 'Token Inválido!' }) : text(401, 'Token Inválido!');
}

/**
 * A PDF download, never cached (a receipt or an invoice is the customer's own).
 * @param {string} name file name without extension
 * @param {Buffer} pdf
 * @returns {Reply}
 */
export function pdfReply(name, pdf) {
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(`${name}.pdf`),
      'Cache-Control': 'private, no-store',
    },
    body: pdf,
  };
}
