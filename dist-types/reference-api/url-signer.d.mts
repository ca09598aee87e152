/**
 * Capability URLs for downloads: a plain <a href> cannot send a bearer token, so the link itself
 * carries an expiry and an HMAC over its path and expiry.
 *
 * @param {{ baseUrl: string, now: () => number, ttlSeconds?: number, secret?: Buffer }} options now: the server clock, in ms
 */
export function createUrlSigner({ baseUrl, now, ttlSeconds, secret }: {
    baseUrl: string;
    now: () => number;
    ttlSeconds?: number;
    secret?: Buffer;
}): {
    /**
     * @param {string} path an absolute path, already URL-encoded
     * @returns {string} absolute URL on the API origin
     */
    sign(path: string): string;
    /**
     * @param {string} path the request's pathname
     * @param {URLSearchParams} query
     */
    verify(path: string, query: URLSearchParams): boolean;
};
