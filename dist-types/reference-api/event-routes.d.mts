/** @typedef {import('./types.mjs').Customer} Customer */
/** @typedef {import('./types.mjs').Route} Route */
/** @typedef {import('./create-state.mjs').State} State */
/**
 * The signed-in customer's data. Every answer is computed from the customer in the token and the
 * event the server remembers for them: no request parameter can point at somebody else's event.
 *
 * @param {{ state: State, publicUrl: string, signUrl: (path: string) => string, now: () => number }} context
 *   now: the server clock, which says which events are upcoming
 * @returns {Route[]}
 */
export function eventRoutes({ state, publicUrl, signUrl, now }: {
    state: State;
    publicUrl: string;
    signUrl: (path: string) => string;
    now: () => number;
}): Route[];
export type Customer = import("./types.mjs").Customer;
export type Route = import("./types.mjs").Route;
export type State = import("./create-state.mjs").State;
