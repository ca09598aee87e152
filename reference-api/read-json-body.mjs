// @ts-check
import { HttpError } from './http-error.mjs';

export const BODY_LIMIT_BYTES = 32 * 1024;

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
export async function readJsonBody(req) {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
    req.resume();
    throw new HttpError(415, 'Envie o corpo como JSON (Content-Type: application/json).');
  }
  const tooLarge = () => new HttpError(413, 'Corpo da requisição grande demais.', { Connection: 'close' });
  if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) {
    req.resume();
    throw tooLarge();
  }
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks).toString('utf8').trim();
  if (!raw) return {};
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'JSON inválido no corpo da requisição.');
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, 'O corpo da requisição deve ser um objeto JSON.');
  return value;
}
