/**
 * Counts hits per key in a sliding window; `limit` hits within `windowMs` lock the key for `lockMs`.
 * Used for failed logins (per e-mail and address, and per e-mail from anywhere), wrong current
 * passwords on ChangePass, refused first-access requests and codes sent per e-mail.
 *
 * Where the check behind a hit is slow (scrypt), use `reserve`: the attempt is counted before the
 * check runs, so parallel requests cannot all pass a lock that none of them has recorded yet.
 *
 * @param {{ limit: number, windowMs: number, lockMs: number, now: () => number }} options
 *   now: the server clock, in ms
 */
export function createRateLimiter({ limit, windowMs, lockMs, now }: {
    limit: number;
    windowMs: number;
    lockMs: number;
    now: () => number;
}): {
    /**
     * Seconds until the key may try again; 0 when it is not locked.
     * @param {string} key
     */
    retryAfter(key: string): number;
    hit: (key: string) => void;
    /**
     * Forgets the key's failures (a success). Attempts still in flight stay counted.
     * @param {string} key
     */
    clear(key: string): void;
    /**
     * Takes one attempt before a slow check. Refused while the key is locked, and while the
     * failures in the window plus the attempts in flight reach the limit: then the answer is the
     * seconds to wait (1 when only attempts in flight fill it: they may yet succeed).
     * @param {string} key
     * @returns {{ retryAfter: number } | { settle: (failed: boolean) => void }}
     *   settle once: a failure is recorded as a hit, a success only gives the slot back
     */
    reserve(key: string): {
        retryAfter: number;
    } | {
        settle: (failed: boolean) => void;
    };
    /** Drops keys with nothing left to remember: no lock, no hit in the window, nothing in flight. */
    prune(): void;
    /** How many keys are remembered (for GET /dev/metrics). */
    size: () => number;
};
