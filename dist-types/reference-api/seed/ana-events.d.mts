/**
 * Ana's five events: her wedding (default current event: the nearest upcoming), her parents' silver
 * anniversary, her daughter's 15th birthday, her company's convention (venue without a manual) and
 * a past one. Money comes both as numbers and as pt-BR strings, on purpose.
 * @param {SeedDay} day dates relative to the seed's today
 * @returns {EventRecord[]}
 */
export function anaEvents(day: SeedDay): EventRecord[];
/** @typedef {import('../types.mjs').EventRecord} EventRecord */
/** @typedef {import('./seed-day.mjs').SeedDay} SeedDay */
export const ANA_ID_CLIENTE: 10234;
/** Days from the seed's today to Ana's wedding (her default current event): about six months. */
export const WEDDING_DAYS_AHEAD: 173;
export type EventRecord = import("../types.mjs").EventRecord;
export type SeedDay = import("./seed-day.mjs").SeedDay;
