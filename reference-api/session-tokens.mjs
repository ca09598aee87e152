// @ts-check
import { randomUUID } from 'node:crypto';
import { createTokenSigner } from './token-signer.mjs';

/** @typedef {import('./types.mjs').Auth} Auth */
/** @typedef {import('./types.mjs').Customer} Customer */
/** @typedef {import('./types.mjs').Session} Session */
/** @typedef {import('./types.mjs').SessionAnswer} SessionAnswer */
/** @typedef {import('./create-state.mjs').State} State */

/**
 * How long the refresh token just rotated may come back and get the same new pair. A refresh whose
 * answer is lost (the server rotated, then the connection dropped) is retried with the old token;
 * without this window the retry would look like a replay and sign the customer out.
 */
export const REFRESH_GRACE_MS = 30_000;

/**
 * Sessions and their tokens. A login starts a session (a refresh-token family); each refresh
 * rotates its refresh token; presenting an already-rotated refresh token means it was stolen or
 * replayed, so the whole session is revoked, and its access tokens stop working at once. The one
 * exception is the token rotated in the last REFRESH_GRACE_MS: it gets the pair it was rotated to.
 *
 * @param {{ state: State, accessTtlSeconds: number, refreshTtlSeconds: number, now: () => number }} options
 *   now: the server clock, in ms
 */
export function createSessionTokens({ state, accessTtlSeconds, refreshTtlSeconds, now }) {
  const signer = createTokenSigner(now);

  /**
   * The login / RefreshToken answer for a session, with a new refresh token.
   * @param {Customer} customer
   * @param {Session} session
   * @returns {SessionAnswer}
   */
  function issue(customer, session) {
    const access = issueAccess(customer, session);
    const refresh = signer.sign({ sub: customer.idCliente, typ: 'refresh', sid: session.sid }, refreshTtlSeconds);
    session.refreshJti = refresh.claims.jti;
    // Nothing of the session is usable after its last tokens expire: then it can be forgotten.
    session.expiresAt = Math.max(session.expiresAt, refresh.claims.exp * 1000);
    return { ...access, refresh_token: refresh.token };
  }

  /**
   * A new access token for a session, and no refresh token: the answer of an API that does not
   * rotate them (the provider habits mode).
   * @param {Customer} customer
   * @param {Session} session
   * @returns {Omit<SessionAnswer, 'refresh_token'>}
   */
  function issueAccess(customer, session) {
    const access = signer.sign({ sub: customer.idCliente, typ: 'access', sid: session.sid }, accessTtlSeconds);
    session.expiresAt = Math.max(session.expiresAt, access.claims.exp * 1000);
    return {
      access_token: access.token,
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
      /** @type {Session} */
      const session = { sid: randomUUID(), idCliente: customer.idCliente, refreshJti: '', revoked: false, expiresAt: 0, rotated: null };
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
     * @returns {SessionAnswer | null} null: refuse with 'Token Inválido!'
     */
    rotate(authorization) {
      const claims = signer.verify(bearer(authorization), 'refresh');
      const session = claims && state.sessions.get(claims.sid);
      const customer = session && state.customers.get(session.idCliente);
      if (!claims || !session || session.revoked || !customer) return null;
      if (claims.jti === session.refreshJti) {
        const answer = issue(customer, session);
        session.rotated = { jti: claims.jti, at: now(), answer };
        return answer;
      }
      const { rotated } = session;
      // The answer to this very token may have been lost on the way: give the same pair again.
      if (rotated && rotated.jti === claims.jti && now() - rotated.at < REFRESH_GRACE_MS) return rotated.answer;
      session.revoked = true; // reuse of a rotated token: end the family
      session.rotated = null;
      return null;
    },

    /**
     * A refresh without rotation: the current refresh token gets a new access token and stays good.
     * @param {string | undefined} authorization `Bearer <refresh token>`
     * @returns {ReturnType<typeof issueAccess> | null} null: refuse with 'Token Inválido!'
     */
    renewAccess(authorization) {
      const claims = signer.verify(bearer(authorization), 'refresh');
      const session = claims && state.sessions.get(claims.sid);
      const customer = session && state.customers.get(session.idCliente);
      if (!claims || !session || session.revoked || !customer || claims.jti !== session.refreshJti) return null;
      return issueAccess(customer, session);
    },

    /**
     * Ends a customer's sessions, e.g. after a password change (keeping the one that made it).
     * @param {number} idCliente
     * @param {string} [keepSid]
     */
    revokeAll(idCliente, keepSid) {
      for (const session of state.sessions.values()) {
        if (session.idCliente === idCliente && session.sid !== keepSid) {
          session.revoked = true;
          session.rotated = null;
        }
      }
    },

    /** Forgets sessions whose tokens have all expired, and revoked ones (their tokens are refused either way). */
    prune() {
      const at = now();
      for (const [sid, session] of state.sessions) {
        if (session.revoked || session.expiresAt <= at) state.sessions.delete(sid);
      }
    },
  };
}

/** @param {string | undefined} authorization */
function bearer(authorization) {
  return /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
}
