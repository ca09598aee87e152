/** An ISO date or date-time and the zone mark after it: "Z", "+00:00", "-0300". */
const ZONED = /^(\d{4}-\d\d-\d\d(?:[T ][\d:.]+)?)(?:Z|[+-]\d\d:?\d\d)$/;

/**
 * A date text as São Paulo's wall clock: its zone mark dropped, so the digits it shows are the time
 * the portal reads on São Paulo's clock (`toDate` reads a text without an offset so). For an API
 * whose times are São Paulo wall-clock times stamped with a zone they are not in, the host's
 * `api-times="sao-paulo"` (docs/resilience.md, "Date fields by their kind"). A text with no mark,
 * "dd/MM/yyyy" included, is returned as it is.
 *
 * @param text - A date as the answers' readers keep it (src/lib/dates/read-date.ts): the old
 *   "/Date(ms)/" is by then its UTC text, so its wall clock is its UTC clock.
 * @example wallClock('2027-05-15T19:30:00Z') // "2027-05-15T19:30:00"
 */
export const wallClock = (text: string): string => text.replace(ZONED, '$1');
