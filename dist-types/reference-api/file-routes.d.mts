/**
 * Downloads behind signed links (contracts, boletos) and the pictures of the service descriptions.
 *
 * @param {{ state: State, verifyUrl: (path: string, query: URLSearchParams) => boolean }} context
 * @returns {Route[]}
 */
export function fileRoutes({ state, verifyUrl }: {
    state: State;
    verifyUrl: (path: string, query: URLSearchParams) => boolean;
}): Route[];
export type Route = import("./types.mjs").Route;
export type Reply = import("./types.mjs").Reply;
export type RouteRequest = import("./types.mjs").RouteRequest;
export type State = import("./create-state.mjs").State;
