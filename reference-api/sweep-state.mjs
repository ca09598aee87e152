// @ts-check

import { rateLimitersOf } from './create-state.mjs';

/** @typedef {import('./create-state.mjs').State} State */
/** @typedef {ReturnType<typeof import('./session-tokens.mjs').createSessionTokens>} SessionTokens */

/** At most one sweep per minute of the server clock: cheap enough to run from any request. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Forgets what can no longer matter, so memory stays flat under a flood of logins for unknown
 * e-mails (each leaves a rate-limit entry) or of sessions: expired and revoked sessions, rate-limit
 * entries with no lock and no hit left in their window, long-expired codes. Called on every request;
 * works once a minute (server clock, so POST /dev/clock moves it too).
 *
 * @param {{ state: State, tokens: SessionTokens, now: () => number }} context
 * @returns {() => void}
 */
export function createSweeper({ state, tokens, now }) {
  let last = now();
  return () => {
    const at = now();
    // /dev/reset puts the clock back: then a sweep is due at once rather than in the "future".
    if (at >= last && at - last < SWEEP_EVERY_MS) return;
    last = at;
    tokens.prune();
    for (const limiter of rateLimitersOf(state)) limiter.prune();
    state.codes.prune();
  };
}
