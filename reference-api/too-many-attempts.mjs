// @ts-check
import { HttpError } from './http-error.mjs';

/**
 * 429 with Retry-After, for a locked login, ChangePass, first-access request or code e-mail.
 * @param {number} retryAfterSeconds
 */
export function tooManyAttempts(retryAfterSeconds) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(429, `Muitas tentativas. Tente novamente em ${minutes} minuto${minutes > 1 ? 's' : ''}.`, {
    'Retry-After': String(retryAfterSeconds),
  });
}
