/** @typedef {typeof FAULT_KINDS[number]} FaultKind */
/** @typedef {{ path: string, method: string | null, kind: FaultKind, times: number }} Fault */
/**
 * Faults armed through POST /dev/faults, each for the next `times` requests to `path`
 * (and `method`, when given).
 */
export function createFaultList(): {
    /**
     * Validates and arms a fault from a request body.
     * @param {Record<string, unknown>} body
     * @returns {Fault}
     */
    add(body: Record<string, unknown>): Fault;
    /**
     * The kind of the first fault matching this request, using up one of its times.
     * @param {string} method
     * @param {string} path
     * @returns {FaultKind | null}
     */
    take(method: string, path: string): FaultKind | null;
    list(): {
        path: string;
        method: string | null;
        kind: FaultKind;
        times: number;
    }[];
    /** Settles when the faults are next cleared (DELETE /dev/faults, /dev/reset): a 'hold' waits for it. */
    released: () => Promise<any>;
    clear(): void;
};
export const FAULT_KINDS: readonly ["shape", "types", "html", "empty", "500", "timeout", "drop", "lost", "401", "hold"];
export type FaultKind = (typeof FAULT_KINDS)[number];
export type Fault = {
    path: string;
    method: string | null;
    kind: FaultKind;
    times: number;
};
