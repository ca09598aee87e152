// @ts-check

/**
 * @typedef {(days: number, time?: string) => string} SeedDay
 *   The date `days` after the seed's today (negative: before), at `time` ('19:30:00'; default
 *   midnight), as the API writes dates: São Paulo wall-clock time, ISO without offset.
 */

/**
 * @param {string} today the seed's today, 'YYYY-MM-DD' (São Paulo)
 * @returns {SeedDay}
 */
export function seedDay(today) {
  return (days, time = '00:00:00') => `${addDays(today, days)}T${time}`;
}

/**
 * A calendar day `days` after `date` ('YYYY-MM-DD'), negative for before. Calendar arithmetic on
 * the date alone, so no zone or daylight-saving change can shift it.
 * @param {string} date 'YYYY-MM-DD'
 * @param {number} days
 */
function addDays(date, days) {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
