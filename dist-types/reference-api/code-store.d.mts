/**
 * E-mailed 6-digit codes, one live code per e-mail (a new one, never equal to it, replaces the old). A code expires after
 * `ttlSeconds` and dies after MAX_CODE_TRIES wrong tries, even for the right code afterwards. It is
 * confirmed once (SingupEmailConfirm) and then spent once (SingupUser). Only its hash is kept.
 *
 * @param {{ ttlSeconds: number, now: () => number }} options now: the server clock, in ms
 */
export function createCodeStore({ ttlSeconds, now }: {
    ttlSeconds: number;
    now: () => number;
}): {
    /**
     * @param {string} email normalised (trimmed, lower case)
     * @param {number} idCliente
     * @param {CodePurpose} purpose
     * @returns {string} the code to e-mail
     */
    issue(email: string, idCliente: number, purpose: CodePurpose): string;
    /**
     * SingupEmailConfirm: marks the code confirmed when right.
     * @param {string} email
     * @param {string} code
     * @returns {CodeCheck}
     */
    confirm(email: string, code: string): CodeCheck;
    /**
     * SingupUser: a right, confirmed code is spent and its owner returned.
     * @param {string} email
     * @param {string} code
     * @returns {{ result: CodeCheck, idCliente?: number, purpose?: CodePurpose }}
     */
    spend(email: string, code: string): {
        result: CodeCheck;
        idCliente?: number;
        purpose?: CodePurpose;
    };
    /**
     * Forgets codes an hour after they expired: until then a late try still hears "expirado" (and a
     * code dead after 5 tries still answers 429), not "inválido".
     */
    prune(): void;
    size: () => number;
};
/** @typedef {'signup' | 'recovery'} CodePurpose */
/** @typedef {'ok' | 'wrong' | 'expired' | 'exhausted' | 'unconfirmed' | 'missing'} CodeCheck */
export const MAX_CODE_TRIES: 5;
export type CodePurpose = "signup" | "recovery";
export type CodeCheck = "ok" | "wrong" | "expired" | "exhausted" | "unconfirmed" | "missing";
