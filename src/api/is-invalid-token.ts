import type { HttpAnswer } from './transport';

/**
 * Whether a signed-in call's answer refused its token: any 401, whatever its body (empty, text,
 * 'Token Inválido!', Web API 2's `{"Message": "Authorization has been denied for this request."}`,
 * a problem details) and whether or not its `WWW-Authenticate` header (JwtBearer's
 * `Bearer error="invalid_token"`) can be read across origins. It starts the one refresh and one
 * retry (docs/resilience.md, "Expired tokens"), in the request pipeline (./client.ts) and in the
 * doctor's check. The login's 401 is not one: it sends no token.
 */
export const isInvalidToken = ({ status }: HttpAnswer): boolean => status === 401;
