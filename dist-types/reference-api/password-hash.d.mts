/**
 * Hashing and checking at one cost: what the routes use.
 * @param {number} [cost] log2 of scrypt's N
 */
export function createPasswords(cost?: number): {
    cost: number;
    /** @param {string} password */
    hash: (password: string) => Promise<import("./types.mjs").PasswordHash>;
    /** @param {string} password @param {PasswordHash | null} stored */
    verify: (password: string, stored: PasswordHash | null) => Promise<boolean>;
};
/** @typedef {import('./types.mjs').PasswordHash} PasswordHash */
/**
 * scrypt's work factor as log2 N. 14 (N = 16384) keeps a hash near 50 ms of CPU, so the demo starts
 * and answers fast; a production server would use more. The test servers use less
 * (test-kit/test-api.ts): the same algorithm and code paths, a sixteenth of the work.
 */
export const DEFAULT_PASSWORD_COST: 14;
/** The costs a server accepts: below 4 scrypt is hardly any work; 17 is OWASP's advice (128 MB a hash). */
export const MIN_PASSWORD_COST: 4;
export const MAX_PASSWORD_COST: 17;
export type PasswordHash = import("./types.mjs").PasswordHash;
export type Passwords = ReturnType<typeof createPasswords>;
