// @ts-check
import { HttpError } from './http-error.mjs';

export const BODY_LIMIT_BYTES = 32 * 1024;

/**
 * The request body as a JSON object; an empty body (or `null`) reads as `{}`.
 * Too large -> 413, not JSON or not an object -> 400.
 *
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJsonBody(req) {
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
