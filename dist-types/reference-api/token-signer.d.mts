/**
 * Signs and verifies the portal's access and refresh tokens with a secret that lives only as long
 * as the server (a restart signs everybody out, which is fine for a demo).
 *
 * @param {() => number} now the server clock, in ms
 * @param {Buffer} [secret]
 */
export function createTokenSigner(now: () => number, secret?: Buffer): {
    /**
     * @param {{ sub: number, typ: TokenClaims['typ'], sid: string }} subject
     * @param {number} ttlSeconds
     * @returns {{ token: string, claims: TokenClaims }}
     */
    sign(subject: {
        sub: number;
        typ: TokenClaims["typ"];
        sid: string;
    }, ttlSeconds: number): {
        token: string;
        claims: TokenClaims;
    };
    /**
     * The claims of a well-signed, unexpired token of the given type; null for anything else.
     * @param {string} token
     * @param {TokenClaims['typ']} typ
     * @returns {TokenClaims | null}
     */
    verify(token: string, typ: TokenClaims["typ"]): TokenClaims | null;
};
export type TokenClaims = {
    sub: number;
    typ: "access" | "refresh";
    sid: string;
    jti: string;
    iat: number;
    exp: number;
};
