// @ts-check

/**
 * Counts hits per key in a sliding window; `limit` hits within `windowMs` lock the key for `lockMs`.
 * Used for failed logins (e-mail + address), failed first-access requests and codes sent per e-mail.
 *
 * @param {{ limit: number, windowMs: number, lockMs: number }} options
 */
export function createRateLimiter({ limit, windowMs, lockMs }) {
  /** @type {Map<string, { hits: number[], lockedUntil: number }>} */
  const entries = new Map();

  return {
    /**
     * Seconds until the key may try again; 0 when it is not locked.
     * @param {string} key
     */
    retryAfter(key) {
      const entry = entries.get(key);
      const left = entry ? entry.lockedUntil - Date.now() : 0;
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },

    /** @param {string} key */
    hit(key) {
      const now = Date.now();
      const entry = entries.get(key) ?? { hits: [], lockedUntil: 0 };
      entry.hits = entry.hits.filter((at) => now - at < windowMs).concat(now);
      if (entry.hits.length >= limit) {
        entry.lockedUntil = now + lockMs;
        entry.hits = [];
      }
      entries.set(key, entry);
    },

    /** @param {string} key */
    clear(key) {
      entries.delete(key);
    },
  };
}
