/**
 * A moment given as São Paulo's wall clock, independently of the code under test: São Paulo has
 * been UTC-3 all year since 2019, so 12h00 there is 15h00 UTC. `month` is 0-based, as in `Date`.
 * The date tests state every "now" this way, so their expectations hold in any TZ they run under
 * (vitest.config.ts runs this folder under five zones).
 */
export const sp = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) =>
  new Date(Date.UTC(year, month, day, hours + 3, minutes, seconds, ms));
