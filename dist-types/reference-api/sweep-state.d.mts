/**
 * Forgets what can no longer matter, so memory stays flat under a flood of logins for unknown
 * e-mails (each leaves a rate-limit entry) or of sessions: expired and revoked sessions, rate-limit
 * entries with no lock and no hit left in their window, long-expired codes. Called on every request;
 * works once a minute (server clock, so POST /dev/clock moves it too).
 *
 * @param {{ state: State, tokens: SessionTokens, now: () => number }} context
 * @returns {() => void}
 */
export function createSweeper({ state, tokens, now }: {
    state: State;
    tokens: SessionTokens;
    now: () => number;
}): () => void;
export type State = import("./create-state.mjs").State;
export type SessionTokens = ReturnType<typeof import("./session-tokens.mjs").createSessionTokens>;
