/** @typedef {ReturnType<typeof import('./rate-limiter.mjs').createRateLimiter>} RateLimiter */
/**
 * Takes one attempt from each limiter before a password check, or none: when one refuses, the
 * others are given back and the request gets 429 with the longest wait.
 *
 * @param {Array<[RateLimiter, string]>} limits each limiter with its key
 * @returns {{ settle: (failed: boolean) => void }} call once the check is over
 */
export function reserveAttempts(limits: Array<[RateLimiter, string]>): {
    settle: (failed: boolean) => void;
};
export type RateLimiter = ReturnType<typeof import("./rate-limiter.mjs").createRateLimiter>;
