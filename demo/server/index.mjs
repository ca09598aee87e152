// @ts-check
import { createServer } from 'node:http';
import { accountRoutes } from './account-routes.mjs';
import { authRoutes } from './auth-routes.mjs';
import { createState } from './create-state.mjs';
import { devRoutes } from './dev-routes.mjs';
import { eventRoutes } from './event-routes.mjs';
import { fileRoutes } from './file-routes.mjs';
import { hashPassword } from './password-hash.mjs';
import { createRequestHandler } from './request-handler.mjs';
import { createRouter } from './router.mjs';
import { SEED_CUSTOMERS } from './seed.mjs';
import { createSessionTokens } from './session-tokens.mjs';
import { createUrlSigner } from './url-signer.mjs';

/** @typedef {import('./create-state.mjs').State} State */

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
 */

/**
 * @typedef {object} ApiServer
 * @property {string} url where the server listens, e.g. 'http://127.0.0.1:8787'
 * @property {number} port
 * @property {State} state the live in-memory state (customers, events, sessions, outbox, faults...)
 * @property {() => Promise<void>} close stops listening and drops open connections
 */

/**
 * Starts the reference API with its own freshly seeded in-memory state.
 * @param {ApiServerOptions} [options]
 * @returns {Promise<ApiServer>}
 */
export async function startApiServer(options = {}) {
  const {
    port = 8787,
    host = '127.0.0.1',
    accessTtlSeconds = 900,
    refreshTtlSeconds = 604_800,
    codeTtlSeconds = 600,
    allowedOrigins = ['http://127.0.0.1:5173', 'http://localhost:5173'],
    log = console.log,
  } = options;

  /** @type {Map<number, import('./types.mjs').PasswordHash>} */
  const seedPasswords = new Map();
  for (const { idCliente, password } of SEED_CUSTOMERS) {
    if (password) seedPasswords.set(idCliente, await hashPassword(password));
  }
  const fresh = () => createState({ seedPasswords, codeTtlSeconds, log });
  const state = fresh();

  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${urlHost(host)}:${address.port}`;
  const publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  const urlSigner = createUrlSigner({ baseUrl: publicUrl });
  const tokens = createSessionTokens({ state, accessTtlSeconds, refreshTtlSeconds });
  const router = createRouter([
    ...authRoutes({ state, tokens }),
    ...accountRoutes({ state, tokens, codeTtlSeconds }),
    ...eventRoutes({ state, publicUrl, signUrl: urlSigner.sign }),
    ...fileRoutes({ state, verifyUrl: urlSigner.verify }),
    ...devRoutes({ state, reset: () => Object.assign(state, fresh()) }),
  ]);
  /** @type {Set<NodeJS.Timeout>} */
  const held = new Set();
  server.on('request', createRequestHandler({ state, router, tokens, allowedOrigins, log, held }));

  return {
    url,
    port: address.port,
    state,
    close: () =>
      new Promise((resolve, reject) => {
        for (const timer of held) clearTimeout(timer);
        held.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** @param {string} host */
function urlHost(host) {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
