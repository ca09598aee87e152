/** @typedef {import('./create-state.mjs').State} State */
/**
 * E-mails compare trimmed and case-insensitively; anything that is not a plausible address is ''.
 * @param {unknown} value
 */
export function normaliseEmail(value: unknown): string;
/**
 * @param {State} state
 * @param {string} email normalised
 */
export function findCustomerByEmail(state: State, email: string): import("./types.mjs").Customer;
export type State = import("./create-state.mjs").State;
