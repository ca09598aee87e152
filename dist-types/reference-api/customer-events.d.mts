/** @typedef {import('./types.mjs').EventRecord} EventRecord */
/** @typedef {import('./create-state.mjs').State} State */
/**
 * A customer's events: upcoming ones first (nearest first), then past ones (latest first). This is
 * the authorisation of every data route: the customer comes from the token, never from the request,
 * and the only event id a client sends (POST /api/home/{idEvento}) is checked against them (ownEvent).
 * @param {State} state
 * @param {number} idCliente
 * @param {number} nowMs the server clock's now
 * @returns {EventRecord[]}
 */
export function customerEvents(state: State, idCliente: number, nowMs: number): EventRecord[];
/**
 * The event the customer last chose with POST /api/home/{idEvento}, else the nearest upcoming one.
 * @param {State} state
 * @param {number} idCliente
 * @param {number} nowMs the server clock's now
 * @returns {EventRecord}
 */
export function currentEventOf(state: State, idCliente: number, nowMs: number): EventRecord;
/**
 * The customer's event with this id. Someone else's event answers exactly like a missing one, so
 * nobody learns which EVT numbers exist.
 * @param {State} state
 * @param {number} idCliente
 * @param {string} idEvento from the path
 * @returns {EventRecord}
 */
export function ownEvent(state: State, idCliente: number, idEvento: string): EventRecord;
export type EventRecord = import("./types.mjs").EventRecord;
export type State = import("./create-state.mjs").State;
