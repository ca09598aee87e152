// @ts-check
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** @typedef {{ sub: number, typ: 'access' | 'refresh', sid: string, jti: string, iat: number, exp: number }} TokenClaims */

// Compact JWS (HS256). The header never varies, so it is compared as a whole: no "alg: none" games.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * Signs and verifies the portal's access and refresh tokens with a secret that lives only as long
 * as the server (a restart signs everybody out, which is fine for a demo).
 *
 * @param {() => number} now the server clock, in ms
 * @param {Buffer} [secret]
 */
export function createTokenSigner(now, secret = randomBytes(32)) {
  /** @param {string} data */
  const mac = (data) => createHmac('sha256', secret).update(data).digest();

  return {
    /**
     * @param {{ sub: number, typ: TokenClaims['typ'], sid: string }} subject
     * @param {number} ttlSeconds
     * @returns {{ token: string, claims: TokenClaims }}
     */
    sign(subject, ttlSeconds) {
      const seconds = now() / 1000;
      // exp is rounded up so a token lives at least ttlSeconds, even a 1-second one.
      const claims = {
        ...subject,
        jti: randomBytes(12).toString('base64url'),
        iat: Math.floor(seconds),
        exp: Math.ceil(seconds + ttlSeconds),
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${HEADER}.${payload}.${mac(`${HEADER}.${payload}`).toString('base64url')}`, claims };
    },

    /**
     * The claims of a well-signed, unexpired token of the given type; null for anything else.
     * @param {string} token
     * @param {TokenClaims['typ']} typ
     * @returns {TokenClaims | null}
     */
    verify(token, typ) {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) return null;
      const given = Buffer.from(parts[2], 'base64url');
      const expected = mac(`${parts[0]}.${parts[1]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims;
      try {
        claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (claims?.typ !== typ || typeof claims.exp !== 'number' || now() / 1000 >= claims.exp) return null;
      return claims;
    },
  };
}
