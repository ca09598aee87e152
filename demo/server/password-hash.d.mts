/**
 * @param {string} password
 * @returns {Promise<PasswordHash>}
 */
export function hashPassword(password: string): Promise<PasswordHash>;
/**
 * @param {string} password
 * @param {PasswordHash | null} stored null when the account does not exist (or has no password yet)
 * @returns {Promise<boolean>}
 */
export function verifyPassword(password: string, stored: PasswordHash | null): Promise<boolean>;
export type PasswordHash = import("./types.mjs").PasswordHash;
