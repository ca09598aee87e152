// @ts-check
import { createCodeStore } from './code-store.mjs';
import { createFaultList } from './fault-list.mjs';
import { createOutbox } from './outbox.mjs';
import { createRateLimiter } from './rate-limiter.mjs';
import { SEED_CUSTOMERS } from './seed.mjs';

/** @typedef {import('./types.mjs').Customer} Customer */
/** @typedef {import('./types.mjs').EventRecord} EventRecord */
/** @typedef {import('./types.mjs').PasswordHash} PasswordHash */
/** @typedef {import('./types.mjs').Session} Session */
/** @typedef {ReturnType<typeof createState>} State */

const MINUTE = 60_000;

/**
 * A fresh copy of the seeded world. POST /dev/reset swaps every field of the live state for a new
 * one of these, so whoever holds the state object sees the reset.
 *
 * @param {{
 *   seedPasswords: Map<number, PasswordHash>, seedEvents: readonly EventRecord[], codeTtlSeconds: number,
 *   log: (line: string) => void, now: () => number, messy?: boolean, provider?: boolean,
 *   generated?: import('./generated-answers.mjs').GeneratedMode | null
 * }} options
 *   seedPasswords: the seed customers' hashed passwords (hashed once per process, for speed; never changed in place);
 *   seedEvents: the seed's events (copied, so a test fixture never changes the seed); now: the server clock;
 *   messy: start in the messy fixture mode (messy-answers.mjs); provider: in the provider habits mode
 *   (provider-answers.mjs); generated: in the generated mode with this seed (generated-answers.mjs)
 */
export function createState({ seedPasswords, seedEvents, codeTtlSeconds, log, now, messy = false, provider = false, generated = null }) {
  /** @param {number} limit */
  const limiter = (limit) => createRateLimiter({ limit, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, now });
  return {
    /** @type {Map<number, Customer>} */
    customers: new Map(
      SEED_CUSTOMERS.map(({ idCliente, name, email }) => [
        idCliente,
        { idCliente, name, email, password: seedPasswords.get(idCliente) ?? null },
      ]),
    ),
    /** @type {Map<number, EventRecord>} */
    events: new Map(seedEvents.map((event) => [event.idEvento, structuredClone(event)])),
    /** @type {Map<number, number>} idCliente -> idEvento chosen with POST /api/home/{idEvento} */
    currentEvent: new Map(),
    /** @type {Map<string, Session>} */
    sessions: new Map(),
    codes: createCodeStore({ ttlSeconds: codeTtlSeconds, now }),
    /** Failed logins per e-mail + client address: 5 in 15 min lock that pair for 15 min. */
    loginFailures: limiter(5),
    /** Failed logins per e-mail from any address: a guesser spread over many addresses stops at 10. */
    accountLoginFailures: limiter(10),
    /** Wrong current passwords on ChangePass, per customer (from any address). */
    changePassFailures: limiter(5),
    /** Refused first-access requests per client address (guessing EVT numbers and dates). */
    signupFailures: limiter(10),
    /** Refused password recoveries (unknown e-mail) per client address (listing which addresses are customers). */
    recoveryFailures: limiter(10),
    /** Codes e-mailed per address, so nobody can flood a customer's inbox. */
    codesSent: limiter(10),
    outbox: createOutbox(log, now),
    faults: createFaultList(),
    /** The messy fixture mode (messy-answers.mjs): data answers written as a careless backend writes them. */
    messy,
    /**
     * The provider habits mode (provider-answers.mjs): data answers in the provider's shapes, 'Token
     * Inválido!' as ASP.NET's JSON, refreshes that do not rotate, ChangePass refusing with a 200.
     */
    provider,
    /**
     * The generated mode (generated-answers.mjs): every answer's form drawn from the catalogue of
     * habits with this seed; null when off.
     * @type {import('./generated-answers.mjs').GeneratedMode | null}
     */
    generated,
    /** @type {import('./provider-answers.mjs').ProviderShapes} the refusal and 401 shapes POST /dev/provider set */
    providerShapes: {},
    /** @type {string | null} the `Cache-Control` the provider habits mode sends its reads with (POST /dev/provider {"cache": ...}) */
    providerCache: null,
    /** @type {Map<string, unknown>} route path -> the answer POST /dev/answer set for it, sent as is to anyone */
    answers: new Map(),
  };
}

/**
 * Every rate limiter of the state: the sweep prunes them, /dev/metrics counts their entries.
 * @param {State} state
 */
export const rateLimitersOf = (state) => [
  state.loginFailures,
  state.accountLoginFailures,
  state.changePassFailures,
  state.signupFailures,
  state.recoveryFailures,
  state.codesSent,
];
