// @ts-check
import { tooManyAttempts } from './too-many-attempts.mjs';

/** @typedef {ReturnType<typeof import('./rate-limiter.mjs').createRateLimiter>} RateLimiter */

/**
 * Takes one attempt from each limiter before a password check, or none: when one refuses, the
 * others are given back and the request gets 429 with the longest wait.
 *
 * @param {Array<[RateLimiter, string]>} limits each limiter with its key
 * @returns {{ settle: (failed: boolean) => void }} call once the check is over
 */
export function reserveAttempts(limits) {
  /** @type {Array<(failed: boolean) => void>} */
  const taken = [];
  let wait = 0;
  for (const [limiter, key] of limits) {
    const attempt = limiter.reserve(key);
    if ('retryAfter' in attempt) wait = Math.max(wait, attempt.retryAfter);
    else taken.push(attempt.settle);
  }
  if (wait > 0) {
    for (const settle of taken) settle(false);
    throw tooManyAttempts(wait);
  }
  return { settle: (failed) => taken.forEach((settle) => settle(failed)) };
}
