// @ts-check

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
export function createRateLimiter({ limit, windowMs, lockMs, now }) {
  /** @type {Map<string, { hits: number[], lockedUntil: number, inFlight: number }>} */
  const entries = new Map();

  /** @param {string} key */
  function entryOf(key) {
    const at = now();
    const entry = entries.get(key) ?? { hits: [], lockedUntil: 0, inFlight: 0 };
    entry.hits = entry.hits.filter((hit) => at - hit < windowMs);
    entries.set(key, entry);
    return entry;
  }

  /** @param {number} until */
  const secondsUntil = (until) => Math.max(1, Math.ceil((until - now()) / 1000));

  /** @param {string} key */
  function hit(key) {
    const entry = entryOf(key);
    entry.hits.push(now());
    if (entry.hits.length >= limit) {
      entry.lockedUntil = now() + lockMs;
      entry.hits = [];
    }
  }

  return {
    /**
     * Seconds until the key may try again; 0 when it is not locked.
     * @param {string} key
     */
    retryAfter(key) {
      const entry = entries.get(key);
      return entry && entry.lockedUntil > now() ? secondsUntil(entry.lockedUntil) : 0;
    },

    hit,

    /**
     * Forgets the key's failures (a success). Attempts still in flight stay counted.
     * @param {string} key
     */
    clear(key) {
      const entry = entries.get(key);
      if (!entry) return;
      if (entry.inFlight === 0) entries.delete(key);
      else entry.hits = [];
    },

    /**
     * Takes one attempt before a slow check. Refused while the key is locked, and while the
     * failures in the window plus the attempts in flight reach the limit: then the answer is the
     * seconds to wait (1 when only attempts in flight fill it: they may yet succeed).
     * @param {string} key
     * @returns {{ retryAfter: number } | { settle: (failed: boolean) => void }}
     *   settle once: a failure is recorded as a hit, a success only gives the slot back
     */
    reserve(key) {
      const entry = entryOf(key);
      if (entry.lockedUntil > now()) return { retryAfter: secondsUntil(entry.lockedUntil) };
      if (entry.hits.length + entry.inFlight >= limit) return { retryAfter: 1 };
      entry.inFlight += 1;
      let settled = false;
      return {
        settle(failed) {
          if (settled) return;
          settled = true;
          entry.inFlight -= 1;
          if (failed) {
            entries.set(key, entry); // a clear() may have dropped it meanwhile
            hit(key);
          } else if (entry.inFlight === 0 && entry.hits.length === 0 && entry.lockedUntil <= now()) {
            entries.delete(key); // nothing to remember: a success leaves no entry behind
          }
        },
      };
    },

    /** Drops keys with nothing left to remember: no lock, no hit in the window, nothing in flight. */
    prune() {
      const at = now();
      for (const [key, entry] of entries) {
        if (entry.inFlight === 0 && entry.lockedUntil <= at && entry.hits.every((hit) => at - hit >= windowMs)) entries.delete(key);
      }
    },

    /** How many keys are remembered (for GET /dev/metrics). */
    size: () => entries.size,
  };
}
