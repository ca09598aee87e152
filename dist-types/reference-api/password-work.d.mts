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
export function createPasswordWork({ maxRunning, maxWaiting, perAddress }?: {
    maxRunning?: number;
    maxWaiting?: number;
    perAddress?: number;
}): {
    /**
     * Runs `task` when its turn comes, or throws 429 when the gate is full for this address or for all.
     * @template T
     * @param {string} address the client address
     * @param {() => Promise<T>} task
     * @returns {Promise<T>}
     */
    run<T>(address: string, task: () => Promise<T>): Promise<T>;
    /** @param {boolean} value */
    setPaused(value: boolean): void;
    /** For GET /dev/metrics: started counts every check that ran (or is running). */
    stats: () => {
        running: number;
        waiting: number;
        paused: boolean;
        started: number;
        refused: number;
    };
};
