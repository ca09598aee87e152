/**
 * @param {{ state: State, verifyUrl: (path: string, query: URLSearchParams) => boolean, now: () => number }} context
 * @returns {Route[]}
 */
export function providerRoutes({ state, verifyUrl, now }: {
    state: State;
    verifyUrl: (path: string, query: URLSearchParams) => boolean;
    now: () => number;
}): Route[];
export type Route = import("./types.mjs").Route;
export type Reply = import("./types.mjs").Reply;
export type RouteRequest = import("./types.mjs").RouteRequest;
export type Charge = import("./types.mjs").Charge;
export type Contract = import("./types.mjs").Contract;
export type EventRecord = import("./types.mjs").EventRecord;
export type State = import("./create-state.mjs").State;
