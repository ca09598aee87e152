/**
 * 429 with Retry-After, for a locked login, ChangePass, first-access request or code e-mail.
 * @param {number} retryAfterSeconds
 */
export function tooManyAttempts(retryAfterSeconds: number): HttpError;
import { HttpError } from './http-error.mjs';
