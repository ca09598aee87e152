// @ts-check
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** @typedef {import('./types.mjs').PasswordHash} PasswordHash */

/**
 * scrypt's work factor as log2 N. 14 (N = 16384) keeps a hash near 50 ms of CPU, so the demo starts
 * and answers fast; a production server would use more. The test servers use less
 * (test-kit/test-api.ts): the same algorithm and code paths, a sixteenth of the work.
 */
export const DEFAULT_PASSWORD_COST = 14;
/** The costs a server accepts: below 4 scrypt is hardly any work; 17 is OWASP's advice (128 MB a hash). */
export const MIN_PASSWORD_COST = 4;
export const MAX_PASSWORD_COST = 17;
const KEY_LENGTH = 32;

/**
 * @param {string} password
 * @param {Buffer} salt
 * @param {number} cost log2 N
 * @returns {Promise<Buffer>}
 */
function derive(password, salt, cost) {
  // scrypt needs about 128 * N * r bytes; Node refuses more than `maxmem`, so allow twice that.
  const params = { N: 2 ** cost, r: 8, p: 1, maxmem: 2 * 128 * 2 ** cost * 8 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * @param {string} password
 * @param {number} [cost] log2 of scrypt's N; the hash keeps it, so a check always uses the cost it was made with
 * @returns {Promise<PasswordHash>}
 */
async function hashPassword(password, cost = DEFAULT_PASSWORD_COST) {
  const salt = randomBytes(16);
  return { salt, cost, hash: await derive(password, salt, cost) };
}

/** @type {Map<number, Promise<PasswordHash>>} cost -> a hash of no account's password */
const dummies = new Map();

/**
 * Checked against when there is no account, so a wrong e-mail takes as long as a wrong password.
 * @param {number} cost
 */
function dummyHash(cost) {
  let dummy = dummies.get(cost);
  if (!dummy) dummies.set(cost, (dummy = hashPassword('not-a-real-password', cost)));
  return dummy;
}

/**
 * @param {string} password
 * @param {PasswordHash | null} stored null when the account does not exist (or has no password yet)
 * @param {number} [cost] the server's cost, for the check against no account
 * @returns {Promise<boolean>}
 */
async function verifyPassword(password, stored, cost = DEFAULT_PASSWORD_COST) {
  const record = stored ?? (await dummyHash(cost));
  const key = await derive(password, record.salt, record.cost);
  return timingSafeEqual(key, record.hash) && stored !== null;
}

/**
 * Hashing and checking at one cost: what the routes use.
 * @param {number} [cost] log2 of scrypt's N
 */
export function createPasswords(cost = DEFAULT_PASSWORD_COST) {
  return {
    cost,
    /** @param {string} password */
    hash: (password) => hashPassword(password, cost),
    /** @param {string} password @param {PasswordHash | null} stored */
    verify: (password, stored) => verifyPassword(password, stored, cost),
  };
}

/** @typedef {ReturnType<typeof createPasswords>} Passwords */
