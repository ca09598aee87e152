// @ts-check
import { findCustomerByEmail, normaliseEmail } from './customer-email.mjs';
import { HttpError } from './http-error.mjs';
import { hashPassword, verifyPassword } from './password-hash.mjs';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './password-rule.mjs';
import { invalidToken, json } from './reply.mjs';
import { signedIn } from './signed-in.mjs';
import { tooManyAttempts } from './too-many-attempts.mjs';

/** @typedef {import('./types.mjs').Route} Route */
/** @typedef {import('./create-state.mjs').State} State */
/** @typedef {ReturnType<typeof import('./session-tokens.mjs').createSessionTokens>} SessionTokens */

/** What login and RefreshToken answer, for the "shape" and "types" faults. */
const SESSION_SAMPLE = {
  access_token: 'token',
  refresh_token: 'token',
  token_type: 'Bearer',
  expires_in: 900,
  name: 'ANA PAULA SOUZA',
  email: 'ana.souza@exemplo.com.br',
  idCliente: 10234,
};

/**
 * POST /api/login, /api/RefreshToken, /api/ChangePass.
 * @param {{ state: State, tokens: SessionTokens }} context
 * @returns {Route[]}
 */
export function authRoutes({ state, tokens }) {
  return [
    {
      method: 'POST',
      path: '/api/login',
      sample: () => SESSION_SAMPLE,
      async handler({ body, ip }) {
        const email = normaliseEmail(body.username);
        const { password } = body;
        if (!email || typeof password !== 'string' || !password) throw new HttpError(400, 'Informe o e-mail e a senha.');
        const key = `${email}|${ip}`;
        const wait = state.loginFailures.retryAfter(key);
        if (wait) throw tooManyAttempts(wait);
        const customer = findCustomerByEmail(state, email);
        // Same answer (and the same scrypt work) for an unknown e-mail and a wrong password.
        const valid = await verifyPassword(password, customer?.password ?? null);
        if (!valid || !customer) {
          state.loginFailures.hit(key);
          throw new HttpError(401, 'Usuário ou senha incorretos');
        }
        state.loginFailures.clear(key);
        return json(200, tokens.start(customer));
      },
    },
    {
      method: 'POST',
      path: '/api/RefreshToken',
      sample: () => SESSION_SAMPLE,
      handler: ({ authorization }) => {
        const session = tokens.rotate(authorization);
        return session ? json(200, session) : invalidToken();
      },
    },
    {
      method: 'POST',
      path: '/api/ChangePass',
      sample: () => ({ message: 'Senha alterada com sucesso!' }),
      auth: true,
      async handler(request) {
        const { customer, session } = signedIn(request);
        const key = String(customer.idCliente);
        const wait = state.changePassFailures.retryAfter(key);
        if (wait) throw tooManyAttempts(wait);
        const { SenhaAntiga, SenhaNova } = request.body;
        if (typeof SenhaAntiga !== 'string' || !(await verifyPassword(SenhaAntiga, customer.password))) {
          state.changePassFailures.hit(key);
          throw new HttpError(400, 'Senha atual incorreta.');
        }
        if (!isStrongPassword(SenhaNova)) throw new HttpError(400, PASSWORD_RULE_MESSAGE);
        customer.password = await hashPassword(/** @type {string} */ (SenhaNova));
        state.changePassFailures.clear(key);
        // Other devices signed in with the old password are signed out; this one stays.
        tokens.revokeAll(customer.idCliente, session.sid);
        return json(200, { message: 'Senha alterada com sucesso!' });
      },
    },
  ];
}
