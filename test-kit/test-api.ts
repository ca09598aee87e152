import { startApiServer, type ApiServerOptions } from '../reference-api/index.mjs';

/**
 * The test servers' scrypt work factor (log2 N; the API's default is 14). Each sign-in, first access
 * and password change hashes once: about a thousand a run, 45 ms of CPU each at 14 and 3 ms at 10.
 * The same algorithm and code paths run, and tests/server/password-hash.test.ts checks the default.
 */
export const TEST_PASSWORD_COST = 10;

/**
 * A reference API for component tests, on a free port: any origin allowed (happy-dom's differs per
 * test), `/dev/*` mounted, quiet, and the test servers' password cost.
 */
export function startTestApi(options: ApiServerOptions = {}) {
  return startApiServer({ port: 0, allowedOrigins: ['*'], devRoutes: true, passwordCost: TEST_PASSWORD_COST, log: () => {}, ...options });
}
