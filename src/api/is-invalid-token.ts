import { wordKey } from '../lib/word-key';
import type { HttpAnswer } from './transport';

/** The body's fields an API puts its message in (ASP.NET's `Message`, the pt-BR `mensagem`). */
const MESSAGE_FIELDS = ['message', 'mensagem', 'error', 'erro'];

/** 'Token Inválido!' by its meaning: any case, with or without the accent and the '!'. */
const saysInvalidToken = (text: unknown) => typeof text === 'string' && /^tokeninvalido!?$/.test(wordKey(text.replace(/^\s*"|"\s*$/g, '')));

/**
 * A 401 whose body says 'Token Inválido!' means "refresh and retry": as text, as a JSON string, or
 * in the body's message field, named in any case (docs/resilience.md, "Expired tokens"). Any other 401
 * (a wrong password, a refused permission) is the call's own error.
 */
export function isInvalidToken({ status, data }: HttpAnswer): boolean {
  if (status !== 401) return false;
  if (typeof data !== 'object' || data === null) return saysInvalidToken(data);
  return Object.entries(data).some(([field, value]) => MESSAGE_FIELDS.includes(field.toLowerCase()) && saysInvalidToken(value));
}
