// @ts-check
import { MAX_CODE_TRIES } from './code-store.mjs';
import { findCustomerByEmail, normaliseEmail } from './customer-email.mjs';
import { HttpError } from './http-error.mjs';
import { maskEmail } from './mask-email.mjs';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './password-rule.mjs';
import { json } from './reply.mjs';
import { tooManyAttempts } from './too-many-attempts.mjs';

/**
 * Every RecoveryPass answer leaves no sooner than this after its request came in, found or not, so
 * the time taken does not tell a customer's address from a stranger's (the found path also writes
 * and e-mails a code). docs/security.md says what the answers themselves still reveal.
 */
export const RECOVERY_ANSWER_MS = 200;

/** @typedef {import('./types.mjs').Customer} Customer */
/** @typedef {import('./types.mjs').Route} Route */
/** @typedef {import('./create-state.mjs').State} State */
/** @typedef {import('./code-store.mjs').CodeCheck} CodeCheck */
/** @typedef {import('./code-store.mjs').CodePurpose} CodePurpose */
/** @typedef {ReturnType<typeof import('./session-tokens.mjs').createSessionTokens>} SessionTokens */
/** @typedef {ReturnType<typeof import('./password-work.mjs').createPasswordWork>} PasswordWork */
/** @typedef {import('./password-hash.mjs').Passwords} Passwords */

/**
 * First access (SingupRegister -> SingupEmailConfirm -> SingupUser) and password recovery
 * (RecoveryPass -> the same two last steps). The paths keep the provider's spelling ("Singup").
 *
 * @param {{ state: State, tokens: SessionTokens, passwordWork: PasswordWork, passwords: Passwords, codeTtlSeconds: number }} context
 * @returns {Route[]}
 */
export function accountRoutes({ state, tokens, passwordWork, passwords, codeTtlSeconds }) {
  /**
   * @param {Customer} customer
   * @param {CodePurpose} purpose
   */
  function mailCode(customer, purpose) {
    const wait = state.codesSent.retryAfter(customer.email);
    if (wait) throw tooManyAttempts(wait);
    state.codesSent.hit(customer.email);
    const code = state.codes.issue(customer.email, customer.idCliente, purpose);
    const minutes = Math.round(codeTtlSeconds / 60);
    state.outbox.send({
      to: customer.email,
      subject: purpose === 'signup' ? 'Seu código de primeiro acesso ao Portal do Cliente' : 'Recuperação de senha do Portal do Cliente',
      text: `Olá! Seu código de verificação é ${code}. Ele vale por ${minutes} minutos. Se não foi você quem pediu, ignore este e-mail.`,
      code,
    });
    return json(200, { maskEmail: maskEmail(customer.email) });
  }

  return [
    {
      method: 'POST',
      path: '/api/RecoveryPass',
      sample: () => ({ maskEmail: 'an***@exemplo.com.br' }),
      async handler({ body, ip }) {
        const started = performance.now();
        try {
          const wait = state.recoveryFailures.retryAfter(ip);
          if (wait) throw tooManyAttempts(wait);
          const email = normaliseEmail(body.email);
          const customer = email ? findCustomerByEmail(state, email) : undefined;
          if (!customer?.password) {
            // The portal's message says the address is unknown (docs/product.md, "Error catalogue"): the limit per client address keeps a
            // guesser to a handful of addresses per window (as SingupRegister does).
            state.recoveryFailures.hit(ip);
            throw new HttpError(404, 'Usuário não encontrado, confira o e-mail e tente novamente.');
          }
          return mailCode(customer, 'recovery');
        } finally {
          const left = started + RECOVERY_ANSWER_MS - performance.now();
          if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
        }
      },
    },
    {
      method: 'POST',
      path: '/api/SingupRegister',
      sample: () => ({ maskEmail: 'ca***@exemplo.com.br' }),
      handler({ body, ip }) {
        const wait = state.signupFailures.retryAfter(ip);
        if (wait) throw tooManyAttempts(wait);
        const email = normaliseEmail(body.email);
        const [idEvento, day, month, year] = [body.idEvento, body.dtEvento_day, body.dtEvento_month, body.dtEvento_year].map(wholeNumber);
        const event = state.events.get(idEvento);
        const customer = event && state.customers.get(event.idCliente);
        const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        // One answer for every mismatch: the form must not reveal which EVT numbers or dates exist.
        if (!email || !event || !customer || customer.email !== email || event.dataEvento.slice(0, 10) !== date) {
          state.signupFailures.hit(ip);
          throw new HttpError(400, 'Erro ao solicitar acesso, confira os campos.');
        }
        return mailCode(customer, 'signup');
      },
    },
    {
      method: 'POST',
      path: '/api/SingupEmailConfirm',
      sample: () => ({ message: 'Código confirmado.' }),
      handler({ body }) {
        const result = state.codes.confirm(normaliseEmail(body.email), codeText(body.Codigo));
        if (result !== 'ok') throw codeError(result);
        return json(200, { message: 'Código confirmado.' });
      },
    },
    {
      method: 'POST',
      path: '/api/SingupUser',
      sample: () => ({ message: 'Cadastro atualizado com sucesso!' }),
      async handler({ body, ip }) {
        // Checked first, so a weak password does not use up the code.
        if (!isStrongPassword(body.senha)) throw new HttpError(400, PASSWORD_RULE_MESSAGE);
        // Hashed before the code is spent, so a busy scrypt gate (429) does not use up the code.
        const password = await passwordWork.run(ip, () => passwords.hash(/** @type {string} */ (body.senha)));
        const { result, idCliente } = state.codes.spend(normaliseEmail(body.email), codeText(body.codigo));
        const customer = idCliente === undefined ? undefined : state.customers.get(idCliente);
        if (result !== 'ok' || !customer) throw codeError(result);
        customer.password = password;
        tokens.revokeAll(customer.idCliente);
        // Whoever reads the customer's mailbox is the customer: the lock that wrong passwords from
        // anywhere put on the account (an attacker can keep a customer out that way) ends with a
        // password set through the e-mailed code. docs/security.md, accepted risks.
        state.accountLoginFailures.clear(customer.email);
        state.loginFailures.clear(`${customer.email}|${ip}`);
        return json(201, { message: 'Cadastro atualizado com sucesso!' });
      },
    },
  ];
}

/**
 * A whole number from a JSON number or a numeric string (forms send either); NaN otherwise.
 * @param {unknown} value
 */
function wholeNumber(value) {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

/**
 * The code as text; a code sent as a JSON number gets its leading zeros back.
 * @param {unknown} value
 */
function codeText(value) {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value).padStart(6, '0');
  return typeof value === 'string' ? value.trim() : '';
}

/** @param {CodeCheck} result */
function codeError(result) {
  switch (result) {
    case 'exhausted':
      return new HttpError(429, `Código bloqueado após ${MAX_CODE_TRIES} tentativas. Solicite um novo código.`);
    case 'expired':
      return new HttpError(400, 'Código expirado. Solicite um novo código.');
    case 'unconfirmed':
      return new HttpError(400, 'Confirme o código enviado para seu e-mail antes de criar a senha.');
    default:
      return new HttpError(400, 'Código inválido, confira o código enviado para seu e-mail.');
  }
}
