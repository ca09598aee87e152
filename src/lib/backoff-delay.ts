/** The ceiling of the first retry's wait, and of any wait (docs/resilience.md, "Offline"). */
const FIRST_CEILING_MS = 1_000;
const LONGEST_MS = 8_000;

/**
 * How long to wait before retry number `attempt` (0 for the first): exponential backoff with "full
 * jitter", a random time below 1 s, 2 s, 4 s, then 8 s at most. Random, so that the phones of a
 * whole room whose signal returns at once do not all ask in the same instant.
 *
 * @param random - A number in [0, 1); Math.random unless a test fixes it.
 * @example backoffDelay(0, () => 0.5) // 500; backoffDelay(10, () => 0.5) // 4000
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(LONGEST_MS, FIRST_CEILING_MS * 2 ** Math.max(0, attempt)));
}
