/**
 * @typedef {object} ApiServerOptions
 * @property {number} [port] TCP port; 0 picks a free one. Default 8787.
 * @property {string} [host] Interface to listen on. Default '127.0.0.1'.
 * @property {number} [accessTtlSeconds] Access-token lifetime. Default 900.
 * @property {number} [refreshTtlSeconds] Refresh-token lifetime. Default 604800 (7 days).
 * @property {number} [codeTtlSeconds] Lifetime of an e-mailed code. Default 600.
 * @property {readonly string[]} [allowedOrigins] Origins allowed by CORS; '*' allows any.
 *   Default ['http://127.0.0.1:5173', 'http://localhost:5173'].
 * @property {(line: string) => void} [log] Where the outbox and errors are printed. Default console.log.
 * @property {string} [publicUrl] Origin used in download links. Default the server's own http://host:port.
 * @property {boolean} [devRoutes] Mount /dev/* (outbox, reset, faults, fixtures, clock, metrics): they have
 *   no auth, so only on a loopback host (any other host throws). Default false.
 * @property {number} [passwordCost] scrypt's work factor, as log2 N, an integer from 4 to 17. Default 14 (about
 *   50 ms a hash); the test servers use 10, the same algorithm with a sixteenth of the work.
 * @property {boolean} [messy] Start in the messy fixture mode (messy-answers.mjs): nulls, numeric strings,
 *   offsets and a broken row in every list. POST /dev/messy switches it; /dev/reset goes back to this. Default false.
 * @property {boolean} [provider] Start in the provider habits mode (provider-answers.mjs): the provider's status
 *   words, dates, null lists, entities, repeated rows, 401 and refresh shapes, ChangePass's 200 refusal. POST
 *   /dev/provider switches it; /dev/reset goes back to this. Default false.
 * @property {number | { seed: number, exclude?: string[] }} [generated] Start in the generated mode
 *   (generated-answers.mjs) with this seed: every answer's form drawn from the catalogue of habits
 *   (`exclude`: habit ids never drawn). POST /dev/generated switches it; /dev/reset goes back to this.
 *   Default off.
 * @property {string} [seedDate] The seed's "today" ('YYYY-MM-DD'), which its dates are relative to.
 *   Default today in São Paulo at start; it stays the same across /dev/reset.
 */
/**
 * @typedef {object} ApiServer
 * @property {string} url where the server listens, e.g. 'http://127.0.0.1:8787'
 * @property {number} port
 * @property {State} state the live in-memory state (customers, events, sessions, outbox, faults...)
 * @property {ReturnType<typeof createSeed>} seed the seed this server started from (its today, events, Carla's date)
 * @property {() => Promise<void>} close stops listening and drops open connections
 */
/**
 * Starts the reference API with its own freshly seeded in-memory state.
 * @param {ApiServerOptions} [options]
 * @returns {Promise<ApiServer>}
 */
export function startApiServer(options?: ApiServerOptions): Promise<ApiServer>;
export type ApiServerOptions = {
    /**
     * TCP port; 0 picks a free one. Default 8787.
     */
    port?: number;
    /**
     * Interface to listen on. Default '127.0.0.1'.
     */
    host?: string;
    /**
     * Access-token lifetime. Default 900.
     */
    accessTtlSeconds?: number;
    /**
     * Refresh-token lifetime. Default 604800 (7 days).
     */
    refreshTtlSeconds?: number;
    /**
     * Lifetime of an e-mailed code. Default 600.
     */
    codeTtlSeconds?: number;
    /**
     * Origins allowed by CORS; '*' allows any.
     * Default ['http://127.0.0.1:5173', 'http://localhost:5173'].
     */
    allowedOrigins?: readonly string[];
    /**
     * Where the outbox and errors are printed. Default console.log.
     */
    log?: (line: string) => void;
    /**
     * Origin used in download links. Default the server's own http://host:port.
     */
    publicUrl?: string;
    /**
     * Mount /dev/* (outbox, reset, faults, fixtures, clock, metrics): they have
     * no auth, so only on a loopback host (any other host throws). Default false.
     */
    devRoutes?: boolean;
    /**
     * scrypt's work factor, as log2 N, an integer from 4 to 17. Default 14 (about
     * 50 ms a hash); the test servers use 10, the same algorithm with a sixteenth of the work.
     */
    passwordCost?: number;
    /**
     * Start in the messy fixture mode (messy-answers.mjs): nulls, numeric strings,
     * offsets and a broken row in every list. POST /dev/messy switches it; /dev/reset goes back to this. Default false.
     */
    messy?: boolean;
    /**
     * Start in the provider habits mode (provider-answers.mjs): the provider's status
     * words, dates, null lists, entities, repeated rows, 401 and refresh shapes, ChangePass's 200 refusal. POST
     * /dev/provider switches it; /dev/reset goes back to this. Default false.
     */
    provider?: boolean;
    /**
     * Start in the generated mode
     * (generated-answers.mjs) with this seed: every answer's form drawn from the catalogue of habits
     * (`exclude`: habit ids never drawn). POST /dev/generated switches it; /dev/reset goes back to this.
     * Default off.
     */
    generated?: number | {
        seed: number;
        exclude?: string[];
    };
    /**
     * The seed's "today" ('YYYY-MM-DD'), which its dates are relative to.
     * Default today in São Paulo at start; it stays the same across /dev/reset.
     */
    seedDate?: string;
};
export type ApiServer = {
    /**
     * where the server listens, e.g. 'http://127.0.0.1:8787'
     */
    url: string;
    port: number;
    /**
     * the live in-memory state (customers, events, sessions, outbox, faults...)
     */
    state: State;
    /**
     * the seed this server started from (its today, events, Carla's date)
     */
    seed: ReturnType<typeof createSeed>;
    /**
     * stops listening and drops open connections
     */
    close: () => Promise<void>;
};
export type State = import("./create-state.mjs").State;
import { createSeed } from './seed.mjs';
