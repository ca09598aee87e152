import { ApiError } from './api-error';
import { isFailureAnswer } from './failure-answer';
import type { HttpAnswer } from './transport';

/**
 * Whether a signed-in call's answer refused its token: any 401, whatever its body (empty, text,
 * 'Token Inválido!', Web API 2's `{"Message": "Authorization has been denied for this request."}`,
 * a problem details) and whether or not its `WWW-Authenticate` header (JwtBearer's
 * `Bearer error="invalid_token"`) can be read across origins. The doctor checks the API by it. The
 * login's 401 is not one: it sends no token.
 */
export const isInvalidToken = ({ status }: HttpAnswer): boolean => status === 401;

/**
 * Whether `token` is a JWT whose own expiry (`exp`, in seconds) has passed by this device's clock.
 * A token that is not a JWT, or has no `exp`, says nothing: false. Decoded by hand (base64url, then
 * JSON): the payload is read, never trusted for anything but this hint (docs/resilience.md,
 * "Expired tokens").
 */
export function jwtExpired(token: string, now = Date.now()): boolean {
  try {
    const { exp } = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
}

/**
 * Whether a signed-in call's answer is a sign that the session has ended, which starts the one shared
 * refresh and one retry (docs/resilience.md, "Expired tokens"): any 401 ({@link isInvalidToken}); a
 * failure reached by a redirect (cookie auth's challenge: a 302 to /Account/Login, which fetch
 * follows to its HTML page, or to a 404 where the API has none); and, when the call's access `token`
 * is a JWT past its own expiry, any failure at all: a 500 (a stack that throws on an expired token),
 * a 403, an HTML page, a body that says it failed, no answer (a sign-in page the browser could not
 * follow across origins). Without `token` (the retry with a token just issued) only the first two
 * count: a device's clock must never sign anyone out.
 */
export function sessionEnded(answer: HttpAnswer | ApiError, token?: string, command?: boolean): boolean {
  const expired = !!token && jwtExpired(token);
  if (answer instanceof ApiError) return expired && answer.kind === 'network';
  const { status, data, redirected } = answer;
  const failed = status < 200 || status > 299 || (typeof data === 'string' && data !== '') || isFailureAnswer(data, command);
  return status === 401 || ((!!redirected || expired) && failed);
}
