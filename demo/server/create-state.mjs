// @ts-check
import { createCodeStore } from './code-store.mjs';
import { createFaultList } from './fault-list.mjs';
import { createOutbox } from './outbox.mjs';
import { createRateLimiter } from './rate-limiter.mjs';
import { SEED_CUSTOMERS, SEED_EVENTS } from './seed.mjs';

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
 * @param {{ seedPasswords: Map<number, PasswordHash>, codeTtlSeconds: number, log: (line: string) => void }} options
 *   seedPasswords: the seed customers' hashed passwords (hashed once per server start, for speed)
 */
export function createState({ seedPasswords, codeTtlSeconds, log }) {
  return {
    /** @type {Map<number, Customer>} */
    customers: new Map(
      SEED_CUSTOMERS.map(({ idCliente, name, email }) => [idCliente, { idCliente, name, email, password: seedPasswords.get(idCliente) ?? null }]),
    ),
    /** @type {Map<number, EventRecord>} */
    events: new Map(SEED_EVENTS.map((event) => [event.idEvento, structuredClone(event)])),
    /** @type {Map<number, number>} idCliente -> idEvento chosen with POST /api/home/{idEvento} */
    currentEvent: new Map(),
    /** @type {Map<string, Session>} */
    sessions: new Map(),
    codes: createCodeStore({ ttlSeconds: codeTtlSeconds }),
    /** Failed logins per e-mail + client address: 5 in 15 min lock that pair for 15 min. */
    loginFailures: createRateLimiter({ limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }),
    /** Wrong current passwords on ChangePass, per customer. */
    changePassFailures: createRateLimiter({ limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }),
    /** Refused first-access requests per client address (guessing EVT numbers and dates). */
    signupFailures: createRateLimiter({ limit: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }),
    /** Codes e-mailed per address, so nobody can flood a customer's inbox. */
    codesSent: createRateLimiter({ limit: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }),
    outbox: createOutbox(log),
    faults: createFaultList(),
  };
}
