// @ts-check
import { HttpError } from './http-error.mjs';

/**
 * A gate for scrypt work (password checks and hashes), which costs ~50-100 ms of CPU each: at most
 * `maxRunning` at once, `maxWaiting` more in a queue, and at most `perAddress` running or waiting
 * for one client address. Beyond that the request is refused at once with 429 and Retry-After,
 * instead of queueing behind a flood: 50 bogus logins from one address take 4 places, and a
 * customer elsewhere still signs in within a few checks' time.
 *
 * `setPaused(true)` (POST /dev/password-work) holds queued work without running it, so a test can
 * line up a parallel attack and count what was admitted without depending on timing.
 *
 * @param {{ maxRunning?: number, maxWaiting?: number, perAddress?: number }} [options]
 */
export function createPasswordWork({ maxRunning = 2, maxWaiting = 16, perAddress = 4 } = {}) {
  /** @type {Array<() => void>} */
  const waiting = [];
  /** @type {Map<string, number>} address -> work running or waiting */
  const perClient = new Map();
  let running = 0;
  let paused = false;
  const counts = { started: 0, refused: 0 };

  function pump() {
    while (!paused && running < maxRunning && waiting.length > 0) {
      running += 1;
      counts.started += 1;
      /** @type {() => void} */ (waiting.shift())();
    }
  }

  return {
    /**
     * Runs `task` when its turn comes, or throws 429 when the gate is full for this address or for all.
     * @template T
     * @param {string} address the client address
     * @param {() => Promise<T>} task
     * @returns {Promise<T>}
     */
    async run(address, task) {
      const mine = perClient.get(address) ?? 0;
      if (mine >= perAddress || running + waiting.length >= maxRunning + maxWaiting) {
        counts.refused += 1;
        throw new HttpError(429, 'Muitas verificações de senha ao mesmo tempo. Tente novamente em instantes.', { 'Retry-After': '1' });
      }
      perClient.set(address, mine + 1);
      try {
        await new Promise((start) => {
          waiting.push(() => start(undefined));
          pump();
        });
        try {
          return await task();
        } finally {
          running -= 1;
          pump();
        }
      } finally {
        const left = (perClient.get(address) ?? 1) - 1;
        if (left > 0) perClient.set(address, left);
        else perClient.delete(address);
      }
    },

    /** @param {boolean} value */
    setPaused(value) {
      paused = value;
      pump();
    },

    /** For GET /dev/metrics: started counts every check that ran (or is running). */
    stats: () => ({ running, waiting: waiting.length, paused, started: counts.started, refused: counts.refused }),
  };
}
