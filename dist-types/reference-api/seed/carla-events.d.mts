/**
 * Carla's wedding. She has a contract but no portal account yet: the first-access flow creates it.
 * @param {SeedDay} day dates relative to the seed's today
 * @returns {EventRecord[]}
 */
export function carlaEvents(day: SeedDay): EventRecord[];
/** @typedef {import('../types.mjs').EventRecord} EventRecord */
/** @typedef {import('./seed-day.mjs').SeedDay} SeedDay */
export const CARLA_ID_CLIENTE: 11042;
export type EventRecord = import("../types.mjs").EventRecord;
export type SeedDay = import("./seed-day.mjs").SeedDay;
