/**
 * Every request: the sweep, CORS, then armed faults, then routing, authentication, body (JSON only), route.
 *
 * @param {{
 *   state: State, router: Router, tokens: SessionTokens, allowedOrigins: readonly string[],
 *   log: (line: string) => void, held: Set<NodeJS.Timeout>, sweep: () => void
 * }} context held: timers of requests a 'timeout' fault is holding (cleared on close);
 *   sweep: forgets expired sessions and throttle entries (does its work at most once a minute)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createRequestHandler({ state, router, tokens, allowedOrigins, log, held, sweep }: {
    state: State;
    router: Router;
    tokens: SessionTokens;
    allowedOrigins: readonly string[];
    log: (line: string) => void;
    held: Set<NodeJS.Timeout>;
    sweep: () => void;
}): (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>;
export type State = import("./create-state.mjs").State;
export type Router = ReturnType<typeof import("./router.mjs").createRouter>;
export type SessionTokens = ReturnType<typeof import("./session-tokens.mjs").createSessionTokens>;
