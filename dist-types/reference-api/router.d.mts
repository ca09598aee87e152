/** @typedef {import('./types.mjs').Route} Route */
/**
 * Matches a request against the routes. Paths are case-sensitive, as the contract writes them.
 *
 * @param {Route[]} routes
 */
export function createRouter(routes: Route[]): {
    /**
     * @param {string} method
     * @param {string} path
     * @returns {{ route: Route, params: Record<string, string> } | { allow: string[] } | null}
     *   the route, or the methods the path does allow (-> 405), or null (-> 404)
     */
    match(method: string, path: string): {
        route: Route;
        params: Record<string, string>;
    } | {
        allow: string[];
    } | null;
};
export type Route = import("./types.mjs").Route;
