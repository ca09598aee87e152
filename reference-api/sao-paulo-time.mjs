// @ts-check

// The provider writes dates as São Paulo wall-clock time without an offset ("2027-05-15T19:30:00").
// Intl, not a fixed -3 h: the zone's rules are the tz database's business (DST could come back).
const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * A moment as the API writes it: São Paulo wall-clock time, ISO without offset.
 * @param {number} ms since the epoch
 * @returns {string} e.g. '2026-11-23T02:42:07'
 */
export function saoPauloDateTime(ms) {
  /** @type {Record<string, string>} */
  const part = {};
  for (const { type, value } of FORMAT.formatToParts(ms)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}
