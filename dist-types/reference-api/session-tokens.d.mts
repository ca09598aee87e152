/**
 * Sessions and their tokens. A login starts a session (a refresh-token family); each refresh
 * rotates its refresh token; presenting an already-rotated refresh token means it was stolen or
 * replayed, so the whole session is revoked, and its access tokens stop working at once. The one
 * exception is the token rotated in the last REFRESH_GRACE_MS: it gets the pair it was rotated to.
 *
 * @param {{ state: State, accessTtlSeconds: number, refreshTtlSeconds: number, now: () => number }} options
 *   now: the server clock, in ms
 */
export function createSessionTokens({ state, accessTtlSeconds, refreshTtlSeconds, now }: {
    state: State;
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
    now: () => number;
}): {
    /** @param {Customer} customer */
    start(customer: Customer): import("./types.mjs").SessionAnswer;
    /**
     * @param {string | undefined} authorization the Authorization header
     * @returns {Auth | null}
     */
    authenticate(authorization: string | undefined): Auth | null;
    /**
     * @param {string | undefined} authorization `Bearer <refresh token>`
     * @returns {SessionAnswer | null} null: refuse with 'Token Inválido!'
     */
    rotate(authorization: string | undefined): SessionAnswer | null;
    /**
     * A refresh without rotation: the current refresh token gets a new access token and stays good.
     * @param {string | undefined} authorization `Bearer <refresh token>`
     * @returns {ReturnType<typeof issueAccess> | null} null: refuse with 'Token Inválido!'
     */
    renewAccess(authorization: string | undefined): ReturnType<(customer: Customer, session: Session) => Omit<SessionAnswer, "refresh_token">> | null;
    /**
     * Ends a customer's sessions, e.g. after a password change (keeping the one that made it).
     * @param {number} idCliente
     * @param {string} [keepSid]
     */
    revokeAll(idCliente: number, keepSid?: string): void;
    /** Forgets sessions whose tokens have all expired, and revoked ones (their tokens are refused either way). */
    prune(): void;
};
/** @typedef {import('./types.mjs').Auth} Auth */
/** @typedef {import('./types.mjs').Customer} Customer */
/** @typedef {import('./types.mjs').Session} Session */
/** @typedef {import('./types.mjs').SessionAnswer} SessionAnswer */
/** @typedef {import('./create-state.mjs').State} State */
/**
 * How long the refresh token just rotated may come back and get the same new pair. A refresh whose
 * answer is lost (the server rotated, then the connection dropped) is retried with the old token;
 * without this window the retry would look like a replay and sign the customer out.
 */
export const REFRESH_GRACE_MS: 30000;
export type Auth = import("./types.mjs").Auth;
export type Customer = import("./types.mjs").Customer;
export type Session = import("./types.mjs").Session;
export type SessionAnswer = import("./types.mjs").SessionAnswer;
export type State = import("./create-state.mjs").State;
