/**
 * POST /api/login, /api/RefreshToken, /api/ChangePass.
 * Every password check first takes an attempt from the throttles (counted while it runs, so
 * parallel requests cannot outrun a lock), then waits its turn at the scrypt gate.
 *
 * @param {{ state: State, tokens: SessionTokens, passwordWork: PasswordWork, passwords: Passwords }} context
 * @returns {Route[]}
 */
export function authRoutes({ state, tokens, passwordWork, passwords }: {
    state: State;
    tokens: SessionTokens;
    passwordWork: PasswordWork;
    passwords: Passwords;
}): Route[];
export type Route = import("./types.mjs").Route;
export type State = import("./create-state.mjs").State;
export type SessionTokens = ReturnType<typeof import("./session-tokens.mjs").createSessionTokens>;
export type PasswordWork = ReturnType<typeof import("./password-work.mjs").createPasswordWork>;
export type Passwords = import("./password-hash.mjs").Passwords;
