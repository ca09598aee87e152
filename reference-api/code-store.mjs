// @ts-check
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** @typedef {'signup' | 'recovery'} CodePurpose */
/** @typedef {'ok' | 'wrong' | 'expired' | 'exhausted' | 'unconfirmed' | 'missing'} CodeCheck */

export const MAX_CODE_TRIES = 5;
const FORGET_AFTER_MS = 3_600_000;

/** @param {string} code */
const digest = (code) => createHash('sha256').update(code).digest();

/**
 * E-mailed 6-digit codes, one live code per e-mail (a new one, never equal to it, replaces the old). A code expires after
 * `ttlSeconds` and dies after MAX_CODE_TRIES wrong tries, even for the right code afterwards. It is
 * confirmed once (SingupEmailConfirm) and then spent once (SingupUser). Only its hash is kept.
 *
 * @param {{ ttlSeconds: number, now: () => number }} options now: the server clock, in ms
 */
export function createCodeStore({ ttlSeconds, now }) {
  /** @type {Map<string, { hash: Buffer, idCliente: number, purpose: CodePurpose, expiresAt: number, wrongTries: number, confirmed: boolean }>} */
  const codes = new Map();

  /**
   * @param {string} email
   * @param {string} code
   * @returns {CodeCheck}
   */
  function check(email, code) {
    const entry = codes.get(email);
    if (!entry) return 'missing';
    if (entry.wrongTries >= MAX_CODE_TRIES) return 'exhausted';
    if (now() >= entry.expiresAt) return 'expired';
    if (!timingSafeEqual(digest(code), entry.hash)) {
      entry.wrongTries += 1;
      return 'wrong';
    }
    return 'ok';
  }

  return {
    /**
     * @param {string} email normalised (trimmed, lower case)
     * @param {number} idCliente
     * @param {CodePurpose} purpose
     * @returns {string} the code to e-mail
     */
    issue(email, idCliente, purpose) {
      // A new code is never the one it replaces: the customer asked because the old one was lost or spent.
      const previous = codes.get(email)?.hash;
      let code;
      do code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      while (previous && digest(code).equals(previous));
      codes.set(email, { hash: digest(code), idCliente, purpose, expiresAt: now() + ttlSeconds * 1000, wrongTries: 0, confirmed: false });
      return code;
    },

    /**
     * SingupEmailConfirm: marks the code confirmed when right.
     * @param {string} email
     * @param {string} code
     * @returns {CodeCheck}
     */
    confirm(email, code) {
      const result = check(email, code);
      const entry = codes.get(email);
      if (result === 'ok' && entry) entry.confirmed = true;
      return result;
    },

    /**
     * SingupUser: a right, confirmed code is spent and its owner returned.
     * @param {string} email
     * @param {string} code
     * @returns {{ result: CodeCheck, idCliente?: number, purpose?: CodePurpose }}
     */
    spend(email, code) {
      const result = check(email, code);
      const entry = codes.get(email);
      if (result !== 'ok' || !entry) return { result };
      if (!entry.confirmed) return { result: 'unconfirmed' };
      codes.delete(email);
      return { result, idCliente: entry.idCliente, purpose: entry.purpose };
    },

    /**
     * Forgets codes an hour after they expired: until then a late try still hears "expirado" (and a
     * code dead after 5 tries still answers 429), not "inválido".
     */
    prune() {
      const at = now();
      for (const [email, entry] of codes) if (at >= entry.expiresAt + FORGET_AFTER_MS) codes.delete(email);
    },

    size: () => codes.size,
  };
}
