// @ts-check
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** @typedef {import('./types.mjs').PasswordHash} PasswordHash */

// N=2^14 keeps a hash near 50 ms, so start-up and tests stay fast; a production server would use more.
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * @param {string} password
 * @param {Buffer} salt
 * @returns {Promise<Buffer>}
 */
function derive(password, salt) {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, SCRYPT, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * @param {string} password
 * @returns {Promise<PasswordHash>}
 */
export async function hashPassword(password) {
  const salt = randomBytes(16);
  return { salt, hash: await derive(password, salt) };
}

// Checked against when there is no account, so a wrong e-mail takes as long as a wrong password.
const DUMMY = hashPassword('not-a-real-password');

/**
 * @param {string} password
 * @param {PasswordHash | null} stored null when the account does not exist (or has no password yet)
 * @returns {Promise<boolean>}
 */
export async function verifyPassword(password, stored) {
  const record = stored ?? (await DUMMY);
  const key = await derive(password, record.salt);
  return timingSafeEqual(key, record.hash) && stored !== null;
}
