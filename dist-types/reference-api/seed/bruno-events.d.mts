/**
 * Bruno's single event. No value here (names, phones, services, numbers, amounts) appears in
 * Ana's data, so a test can prove that nothing of his leaks into her answers.
 * @param {SeedDay} day dates relative to the seed's today
 * @returns {EventRecord[]}
 */
export function brunoEvents(day: SeedDay): EventRecord[];
/** @typedef {import('../types.mjs').EventRecord} EventRecord */
/** @typedef {import('./seed-day.mjs').SeedDay} SeedDay */
export const BRUNO_ID_CLIENTE: 10877;
export type EventRecord = import("../types.mjs").EventRecord;
export type SeedDay = import("./seed-day.mjs").SeedDay;
