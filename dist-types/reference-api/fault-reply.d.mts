/** @typedef {import('./types.mjs').Reply} Reply */
/** @typedef {import('./fault-list.mjs').FaultKind} FaultKind */
/**
 * The broken answer a fault stands for, or null for the faults that give no answer at all
 * ('timeout', 'drop', 'lost'), which the request handler deals with on the socket.
 *
 * @param {FaultKind} kind
 * @param {unknown} sample a typical answer of the faulted route, for 'shape' and 'types'
 * @returns {Reply | null}
 */
export function faultReply(kind: FaultKind, sample: unknown): Reply | null;
export type Reply = import("./types.mjs").Reply;
export type FaultKind = import("./fault-list.mjs").FaultKind;
