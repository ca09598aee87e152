// @ts-check
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Capability URLs for downloads: a plain <a href> cannot send a bearer token, so the link itself
 * carries an expiry and an HMAC over its path and expiry.
 *
 * @param {{ baseUrl: string, now: () => number, ttlSeconds?: number, secret?: Buffer }} options now: the server clock, in ms
 */
export function createUrlSigner({ baseUrl, now, ttlSeconds = 3600, secret = randomBytes(32) }) {
  /** @param {string} path @param {string} exp */
  const mac = (path, exp) => createHmac('sha256', secret).update(`${path}\n${exp}`).digest();

  return {
    /**
     * @param {string} path an absolute path, already URL-encoded
     * @returns {string} absolute URL on the API origin
     */
    sign(path) {
      const exp = String(Math.floor(now() / 1000) + ttlSeconds);
      return `${baseUrl}${path}?exp=${exp}&sig=${mac(path, exp).toString('base64url')}`;
    },

    /**
     * @param {string} path the request's pathname
     * @param {URLSearchParams} query
     */
    verify(path, query) {
      const exp = query.get('exp') ?? '';
      const given = Buffer.from(query.get('sig') ?? '', 'base64url');
      const expected = mac(path, exp);
      return /^\d{1,12}$/.test(exp) && Number(exp) > now() / 1000 && given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
