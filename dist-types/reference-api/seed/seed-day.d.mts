/**
 * @typedef {(days: number, time?: string) => string} SeedDay
 *   The date `days` after the seed's today (negative: before), at `time` ('19:30:00'; default
 *   midnight), as the API writes dates: São Paulo wall-clock time, ISO without offset.
 */
/**
 * @param {string} today the seed's today, 'YYYY-MM-DD' (São Paulo)
 * @returns {SeedDay}
 */
export function seedDay(today: string): SeedDay;
/**
 * The date `days` after the seed's today (negative: before), at `time` ('19:30:00'; default
 * midnight), as the API writes dates: São Paulo wall-clock time, ISO without offset.
 */
export type SeedDay = (days: number, time?: string) => string;
