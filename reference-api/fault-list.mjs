// @ts-check
import { HttpError } from './http-error.mjs';

export const FAULT_KINDS = /** @type {const} */ (['shape', 'types', 'html', 'empty', '500', 'timeout', 'drop', 'lost', '401', 'hold']);

/** @typedef {typeof FAULT_KINDS[number]} FaultKind */
/** @typedef {{ path: string, method: string | null, kind: FaultKind, times: number }} Fault */

/**
 * Faults armed through POST /dev/faults, each for the next `times` requests to `path`
 * (and `method`, when given).
 */
export function createFaultList() {
  /** @type {Fault[]} */
  let faults = [];
  /** Lets the requests a 'hold' fault is holding go on (each is handled as usual then). */
  let release = () => {};
  let released = new Promise((resolve) => (release = () => resolve(undefined)));

  return {
    /**
     * Validates and arms a fault from a request body.
     * @param {Record<string, unknown>} body
     * @returns {Fault}
     */
    add(body) {
      const { path, method, kind, times = 1 } = body;
      if (typeof path !== 'string' || !path.startsWith('/')) throw new HttpError(400, 'path deve ser um caminho, ex.: /api/servicos');
      if (!FAULT_KINDS.includes(/** @type {FaultKind} */ (kind)))
        throw new HttpError(400, `kind deve ser um de: ${FAULT_KINDS.join(', ')}`);
      if (method !== undefined && method !== null && typeof method !== 'string') throw new HttpError(400, 'method deve ser texto');
      if (!Number.isInteger(times) || /** @type {number} */ (times) < 1) throw new HttpError(400, 'times deve ser um inteiro >= 1');
      const fault = {
        path,
        method: typeof method === 'string' && method ? method.toUpperCase() : null,
        kind: /** @type {FaultKind} */ (kind),
        times: /** @type {number} */ (times),
      };
      faults.push(fault);
      return fault;
    },

    /**
     * The kind of the first fault matching this request, using up one of its times.
     * @param {string} method
     * @param {string} path
     * @returns {FaultKind | null}
     */
    take(method, path) {
      const fault = faults.find((f) => f.path === path && (f.method === null || f.method === method));
      if (!fault) return null;
      fault.times -= 1;
      if (fault.times === 0) faults = faults.filter((f) => f !== fault);
      return fault.kind;
    },

    list() {
      return faults.map((fault) => ({ ...fault }));
    },

    /** Settles when the faults are next cleared (DELETE /dev/faults, /dev/reset): a 'hold' waits for it. */
    released: () => released,

    clear() {
      faults = [];
      release();
      released = new Promise((resolve) => (release = () => resolve(undefined)));
    },
  };
}
