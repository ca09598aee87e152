/** @typedef {import('./types.mjs').Customer} Customer */
/** @typedef {import('./types.mjs').Route} Route */
/** @typedef {import('./create-state.mjs').State} State */
/** @typedef {import('./code-store.mjs').CodeCheck} CodeCheck */
/** @typedef {import('./code-store.mjs').CodePurpose} CodePurpose */
/** @typedef {ReturnType<typeof import('./session-tokens.mjs').createSessionTokens>} SessionTokens */
/** @typedef {ReturnType<typeof import('./password-work.mjs').createPasswordWork>} PasswordWork */
/** @typedef {import('./password-hash.mjs').Passwords} Passwords */
/**
 * First access (SingupRegister -> SingupEmailConfirm -> SingupUser) and password recovery
 * (RecoveryPass -> the same two last steps). The paths keep the provider's spelling ("Singup").
 *
 * @param {{ state: State, tokens: SessionTokens, passwordWork: PasswordWork, passwords: Passwords, codeTtlSeconds: number }} context
 * @returns {Route[]}
 */
export function accountRoutes({ state, tokens, passwordWork, passwords, codeTtlSeconds }: {
    state: State;
    tokens: SessionTokens;
    passwordWork: PasswordWork;
    passwords: Passwords;
    codeTtlSeconds: number;
}): Route[];
/**
 * Every RecoveryPass answer leaves no sooner than this after its request came in, found or not, so
 * the time taken does not tell a customer's address from a stranger's (the found path also writes
 * and e-mails a code). docs/security.md says what the answers themselves still reveal.
 */
export const RECOVERY_ANSWER_MS: 200;
export type Customer = import("./types.mjs").Customer;
export type Route = import("./types.mjs").Route;
export type State = import("./create-state.mjs").State;
export type CodeCheck = import("./code-store.mjs").CodeCheck;
export type CodePurpose = import("./code-store.mjs").CodePurpose;
export type SessionTokens = ReturnType<typeof import("./session-tokens.mjs").createSessionTokens>;
export type PasswordWork = ReturnType<typeof import("./password-work.mjs").createPasswordWork>;
export type Passwords = import("./password-hash.mjs").Passwords;
