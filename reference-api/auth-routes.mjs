// @ts-check
import { findCustomerByEmail, normaliseEmail } from './customer-email.mjs';
import { keepsRefreshToken } from './generated-answers.mjs';
import { HttpError } from './http-error.mjs';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './password-rule.mjs';
import { providerRefreshRefused, providerRefusal } from './provider-answers.mjs';
import { invalidToken, json } from './reply.mjs';
import { reserveAttempts } from './reserve-attempts.mjs';
import { signedIn } from './signed-in.mjs';

/** @typedef {import('./types.mjs').Route} Route */
/** @typedef {import('./create-state.mjs').State} State */
/** @typedef {ReturnType<typeof import('./session-tokens.mjs').createSessionTokens>} SessionTokens */
/** @typedef {ReturnType<typeof import('./password-work.mjs').createPasswordWork>} PasswordWork */
/** @typedef {import('./password-hash.mjs').Passwords} Passwords */

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
 * Every password check first takes an attempt from the throttles (counted while it runs, so
 * parallel requests cannot outrun a lock), then waits its turn at the scrypt gate.
 *
 * @param {{ state: State, tokens: SessionTokens, passwordWork: PasswordWork, passwords: Passwords }} context
 * @returns {Route[]}
 */
export function authRoutes({ state, tokens, passwordWork, passwords }) {
  /**
   * ChangePass refusing what was typed: a 400, or, in the provider habits mode, a 200 whose body
   * says it failed, as the provider's API answers (provider-answers.mjs).
   * @param {string} message
   */
  const refusal = (message) =>
    (state.provider && providerRefusal('/api/ChangePass', 400, message, state.providerShapes)) || json(400, { message });

  return [
    {
      method: 'POST',
      path: '/api/login',
      sample: () => SESSION_SAMPLE,
      async handler({ body, ip }) {
        const email = normaliseEmail(body.username);
        const { password } = body;
        if (!email || typeof password !== 'string' || !password) throw new HttpError(400, 'Informe o e-mail e a senha.');
        const pair = `${email}|${ip}`;
        const attempt = reserveAttempts([
          [state.loginFailures, pair],
          [state.accountLoginFailures, email],
        ]);
        let failed = false;
        try {
          const customer = findCustomerByEmail(state, email);
          // Same answer (and the same scrypt work) for an unknown e-mail and a wrong password.
          const valid = await passwordWork.run(ip, () => passwords.verify(password, customer?.password ?? null));
          if (!valid || !customer) {
            failed = true;
            throw new HttpError(401, 'Usuário ou senha incorretos');
          }
          // Only this address's count: failures from elsewhere keep counting towards the account's lock.
          state.loginFailures.clear(pair);
          return json(200, tokens.start(customer));
        } finally {
          attempt.settle(failed);
        }
      },
    },
    {
      method: 'POST',
      path: '/api/RefreshToken',
      sample: () => SESSION_SAMPLE,
      handler: ({ authorization }) => {
        // A test's given answer (POST /dev/answer): what an API that renews nothing sends.
        if (state.answers.has('/api/RefreshToken')) return json(200, state.answers.get('/api/RefreshToken'));
        // The provider habits mode keeps the refresh token (its answer carries a new access token
        // only) unless told to rotate, and sends the answer's fields as told (a C# DTO's blank
        // `Email`, an e-mail in other letter case: provider-answers.mjs, `refreshAnswer`). The
        // generated mode keeps it too when it drew that habit.
        const { rotate = false, fields = {} } = (state.provider && state.providerShapes.refreshAnswer) || {};
        const keeps = (state.provider && !rotate) || (state.generated !== null && keepsRefreshToken(state.generated));
        const session = keeps ? tokens.renewAccess(authorization) : tokens.rotate(authorization);
        if (session) return json(200, { ...session, ...fields });
        return state.provider ? providerRefreshRefused(state.providerShapes) : invalidToken();
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
        const attempt = reserveAttempts([[state.changePassFailures, key]]);
        let failed = false;
        try {
          const { SenhaAntiga, SenhaNova } = request.body;
          const right =
            typeof SenhaAntiga === 'string' && (await passwordWork.run(request.ip, () => passwords.verify(SenhaAntiga, customer.password)));
          if (!right) {
            failed = true;
            return refusal('Senha atual incorreta');
          }
          if (!isStrongPassword(SenhaNova)) return refusal(PASSWORD_RULE_MESSAGE);
          customer.password = await passwordWork.run(request.ip, () => passwords.hash(/** @type {string} */ (SenhaNova)));
          state.changePassFailures.clear(key);
        } finally {
          attempt.settle(failed);
        }
        // Other devices signed in with the old password are signed out; this one stays.
        tokens.revokeAll(customer.idCliente, session.sid);
        return json(
          200,
          // IdentityResult.Success, as the provider's controller returns it: its empty `errors` is no failure.
          state.provider ? { succeeded: true, errors: [] } : { message: 'Senha alterada com sucesso!' },
        );
      },
    },
  ];
}
