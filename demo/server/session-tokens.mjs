// @ts-check
import { randomUUID } from 'node:crypto';
import { createTokenSigner } from './token-signer.mjs';

/** @typedef {import('./types.mjs').Auth} Auth */
/** @typedef {import('./types.mjs').Customer} Customer */
/** @typedef {import('./types.mjs').Session} Session */
/** @typedef {import('./create-state.mjs').State} State */

/**
 * Sessions and their tokens. A login starts a session (a refresh-token family); each refresh
 * rotates its refresh token; presenting an already-rotated refresh token means it was stolen or
 * replayed, so the whole session is revoked, and its access tokens stop working at once.
 *
 * @param {{ state: State, accessTtlSeconds: number, refreshTtlSeconds: number }} options
 */
export function createSessionTokens({ state, accessTtlSeconds, refreshTtlSeconds }) {
  const signer = createTokenSigner();

  /**
   * The login / RefreshToken answer for a session, with a new refresh token.
   * @param {Customer} customer
   * @param {Session} session
   */
  function issue(customer, session) {
    const access = signer.sign({ sub: customer.idCliente, typ: 'access', sid: session.sid }, accessTtlSeconds);
    const refresh = signer.sign({ sub: customer.idCliente, typ: 'refresh', sid: session.sid }, refreshTtlSeconds);
    session.refreshJti = refresh.claims.jti;
    return {
      access_token: access.token,
      refresh_token: refresh.token,
      token_type: 'Bearer',
      expires_in: accessTtlSeconds,
      name: customer.name,
      email: customer.email,
      idCliente: customer.idCliente,
    };
  }

  return {
    /** @param {Customer} customer */
    start(customer) {
      const session = { sid: randomUUID(), idCliente: customer.idCliente, refreshJti: '', revoked: false };
      state.sessions.set(session.sid, session);
      return issue(customer, session);
    },

    /**
     * @param {string | undefined} authorization the Authorization header
     * @returns {Auth | null}
     */
    authenticate(authorization) {
      const claims = signer.verify(bearer(authorization), 'access');
      const session = claims && state.sessions.get(claims.sid);
      const customer = session && state.customers.get(session.idCliente);
      if (!claims || !session || session.revoked || !customer || claims.sub !== session.idCliente) return null;
      return { customer, session };
    },

    /**
     * @param {string | undefined} authorization `Bearer <refresh token>`
     * @returns {ReturnType<typeof issue> | null} null: refuse with 'Token Inválido!'
     */
    rotate(authorization) {
      const claims = signer.verify(bearer(authorization), 'refresh');
      const session = claims && state.sessions.get(claims.sid);
      const customer = session && state.customers.get(session.idCliente);
      if (!claims || !session || session.revoked || !customer) return null;
      if (claims.jti !== session.refreshJti) {
        session.revoked = true; // reuse of a rotated token: end the family
        return null;
      }
      return issue(customer, session);
    },

    /**
     * Ends a customer's sessions, e.g. after a password change (keeping the one that made it).
     * @param {number} idCliente
     * @param {string} [keepSid]
     */
    revokeAll(idCliente, keepSid) {
      for (const session of state.sessions.values()) {
        if (session.idCliente === idCliente && session.sid !== keepSid) session.revoked = true;
      }
    },
  };
}

/** @param {string | undefined} authorization */
function bearer(authorization) {
  return /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
}
