/**
 * A moment as the API writes it: São Paulo wall-clock time, ISO without offset.
 * @param {number} ms since the epoch
 * @returns {string} e.g. '2026-11-23T02:42:07'
 */
export function saoPauloDateTime(ms: number): string;
