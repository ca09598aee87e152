/**
 * Counts hits per key in a sliding window; `limit` hits within `windowMs` lock the key for `lockMs`.
 * Used for failed logins (e-mail + address), failed first-access requests and codes sent per e-mail.
 *
 * @param {{ limit: number, windowMs: number, lockMs: number }} options
 */
export function createRateLimiter({ limit, windowMs, lockMs }: {
    limit: number;
    windowMs: number;
    lockMs: number;
}): {
    /**
     * Seconds until the key may try again; 0 when it is not locked.
     * @param {string} key
     */
    retryAfter(key: string): number;
    /** @param {string} key */
    hit(key: string): void;
    /** @param {string} key */
    clear(key: string): void;
};
