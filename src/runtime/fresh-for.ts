/**
 * How long an answer of the API stays fresh: 5 minutes. The data cache keeps answers that long
 * without asking again, an answer fetched early for the first screen is used only within it, and
 * the server's word on the current event is asked again on focus once it is older.
 */
export const FRESH_MS = 5 * 60_000;
