// @ts-check
import { createServer } from 'node:http';
import { accountRoutes } from './account-routes.mjs';
import { authRoutes } from './auth-routes.mjs';
import { createState } from './create-state.mjs';
import { devRoutes } from './dev-routes.mjs';
import { eventRoutes } from './event-routes.mjs';
import { fileRoutes } from './file-routes.mjs';
import { generatedMode } from './generated-answers.mjs';
import { providerRoutes } from './provider-routes.mjs';
import { createPasswords, DEFAULT_PASSWORD_COST, MAX_PASSWORD_COST, MIN_PASSWORD_COST } from './password-hash.mjs';
import { createPasswordWork } from './password-work.mjs';
import { createRequestHandler } from './request-handler.mjs';
import { createRouter } from './router.mjs';
import { saoPauloDateTime } from './sao-paulo-time.mjs';
import { createSeed, SEED_CUSTOMERS } from './seed.mjs';
import { createServerClock } from './server-clock.mjs';
import { createSessionTokens } from './session-tokens.mjs';
import { createSweeper } from './sweep-state.mjs';
import { createUrlSigner } from './url-signer.mjs';

/** @typedef {import('./create-state.mjs').State} State */

/** @type {Map<number, Promise<Map<number, import('./types.mjs').PasswordHash>>>} cost -> the seed's hashes */
const seedHashes = new Map();

/**
 * The seed customers' password hashes, made once per process and cost: every server started in it
 * (each test file starts its own) shares them, instead of spending scrypt per customer per start.
 * @param {ReturnType<typeof createPasswords>} passwords
 */
function seedPasswordHashes(passwords) {
  let hashes = seedHashes.get(passwords.cost);
  if (!hashes) {
    hashes = (async () => {
      const made = new Map();
      for (const { idCliente, password } of SEED_CUSTOMERS) {
        if (password) made.set(idCliente, await passwords.hash(password));
      }
      return made;
    })();
    seedHashes.set(passwords.cost, hashes);
  }
  return hashes;
}

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
export async function startApiServer(options = {}) {
  const {
    port = 8787,
    host = '127.0.0.1',
    accessTtlSeconds = 900,
    refreshTtlSeconds = 604_800,
    codeTtlSeconds = 600,
    allowedOrigins = ['http://127.0.0.1:5173', 'http://localhost:5173'],
    log = console.log,
    devRoutes: withDevRoutes = false,
    passwordCost = DEFAULT_PASSWORD_COST,
    messy = false,
    provider = false,
  } = options;
  const generated =
    options.generated === undefined
      ? null
      : typeof options.generated === 'number'
        ? generatedMode(options.generated)
        : generatedMode(options.generated.seed, options.generated.exclude);
  if (options.seedDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.seedDate)) {
    throw new Error(`seedDate deve ser uma data 'AAAA-MM-DD' (recebido: ${options.seedDate})`);
  }
  if (!Number.isInteger(passwordCost) || passwordCost < MIN_PASSWORD_COST || passwordCost > MAX_PASSWORD_COST) {
    throw new Error(
      `passwordCost deve ser um inteiro de ${MIN_PASSWORD_COST} a ${MAX_PASSWORD_COST} (log2 do N do scrypt; recebido: ${passwordCost})`,
    );
  }
  if (withDevRoutes && !isLoopback(host)) {
    throw new Error(`As rotas /dev/* (API_DEV_ROUTES) não têm autenticação: só com o servidor em loopback, não em ${host}.`);
  }

  const clock = createServerClock();
  const seed = createSeed(options.seedDate ?? saoPauloDateTime(clock.now()).slice(0, 10));
  const passwords = createPasswords(passwordCost);
  const seedPasswords = await seedPasswordHashes(passwords);
  const fresh = () =>
    createState({ seedPasswords, seedEvents: seed.events, codeTtlSeconds, log, now: clock.now, messy, provider, generated });
  const state = fresh();
  const passwordWork = createPasswordWork();

  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${urlHost(host)}:${address.port}`;
  const publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  const urlSigner = createUrlSigner({ baseUrl: publicUrl, now: clock.now });
  const tokens = createSessionTokens({ state, accessTtlSeconds, refreshTtlSeconds, now: clock.now });
  const reset = () => {
    Object.assign(state, fresh());
    clock.reset();
    passwordWork.setPaused(false);
  };
  const router = createRouter([
    ...authRoutes({ state, tokens, passwordWork, passwords }),
    ...accountRoutes({ state, tokens, passwordWork, passwords, codeTtlSeconds }),
    ...eventRoutes({ state, publicUrl, signUrl: urlSigner.sign, now: clock.now }),
    ...fileRoutes({ state, verifyUrl: urlSigner.verify }),
    ...providerRoutes({ state, verifyUrl: urlSigner.verify, now: clock.now }),
    ...(withDevRoutes ? devRoutes({ state, reset, clock, passwordWork, seedDate: seed.today, publicUrl }) : []),
  ]);
  /** @type {Set<NodeJS.Timeout>} */
  const held = new Set();
  const sweep = createSweeper({ state, tokens, now: clock.now });
  server.on('request', createRequestHandler({ state, router, tokens, allowedOrigins, log, held, sweep }));

  return {
    url,
    port: address.port,
    state,
    seed,
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
function isLoopback(host) {
  return host === 'localhost' || host === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** @param {string} host */
function urlHost(host) {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
