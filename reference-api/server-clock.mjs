// @ts-check

/**
 * The server's "now": real time plus an offset that only moves forward. Every expiry (tokens,
 * signed links, codes), throttling window, refresh grace window and "today" reads it, so a test can
 * move time with POST /dev/clock instead of waiting (a 15-minute lock, a token's 900 s) and the
 * server stays consistent with itself. /dev/reset puts the offset back to zero.
 */
export function createServerClock() {
  let offsetMs = 0;
  return {
    /** Milliseconds since the epoch, as Date.now() but moved by the offset. */
    now: () => Date.now() + offsetMs,
    /** @param {number} ms at least 0 */
    advance(ms) {
      if (!(ms >= 0) || !Number.isFinite(ms)) throw new RangeError('the clock only moves forward');
      offsetMs += ms;
    },
    offsetMs: () => offsetMs,
    reset() {
      offsetMs = 0;
    },
  };
}

/** @typedef {ReturnType<typeof createServerClock>} ServerClock */
