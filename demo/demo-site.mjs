// @ts-check
// The whole demo as one call: the reference API and the demo host on their own origins, wired to
// each other (CORS, api-base), with the venue manuals made on request. Used by `npm start`, the
// screenshots, the end-to-end tests and the lab. With `apiUrl`, the demo host alone, wired to another
// API (a staging one): no reference API is started.
import { startApiServer } from '../reference-api/index.mjs';
import { makePdf } from '../reference-api/pdf.mjs';
import { VENUE_MANUALS } from '../reference-api/seed.mjs';
import { startDemoServer } from './host-server.mjs';

const MANUAL = /^\/manuais\/Manual de Eventos - (.+)\.pdf$/;

/**
 * @param {{
 *   demoPort?: number, apiPort?: number, accessTtlSeconds?: number, refreshTtlSeconds?: number,
 *   devRoutes?: boolean, passwordCost?: number, messy?: boolean, provider?: boolean, log?: (line: string) => void,
 *   mounts?: import('./host-server.mjs').Mount[], apiUrl?: string
 * }} [options] mounts: more folders the demo host serves (the lab's pages and builds). apiUrl: another API's base URL, instead of starting the reference API. messy: the API starts in its messy fixture mode (reference-api/messy-answers.mjs); provider: in its
 *   provider habits mode (reference-api/provider-answers.mjs).
 *   devRoutes: mount the API's /dev/* (outbox, reset, faults, clock): `npm start` and the
 *   tests do; off by default, as in the API itself. passwordCost: the API's scrypt work factor (log2 N)
 */
export async function startDemoSite({
  demoPort = 5173,
  apiPort = 8787,
  accessTtlSeconds,
  refreshTtlSeconds,
  devRoutes = false,
  passwordCost,
  messy = false,
  provider = false,
  log = () => {},
  mounts = [],
  apiUrl: otherApi,
} = {}) {
  let apiUrl = otherApi?.replace(/\/+$/, '') ?? '';
  const venues = new Set(Object.values(VENUE_MANUALS));
  const demo = await startDemoServer({
    port: demoPort,
    apiUrl: () => apiUrl,
    mounts,
    dynamic(pathname) {
      const venue = MANUAL.exec(pathname)?.[1];
      if (!venue || !venues.has(venue)) return null;
      return {
        type: 'application/pdf',
        body: makePdf(`Manual de Eventos - ${venue}`, [
          `Orientações para o seu evento no ${venue}.`,
          'Horários de montagem, acesso de fornecedores e regras da casa.',
        ]),
      };
    },
  });
  const origins = [demo.url, demo.url.replace('127.0.0.1', 'localhost')];
  if (otherApi) return { demoUrl: demo.url, apiUrl, api: null, origins, close: () => demo.close() };
  const api = await startApiServer({
    port: apiPort,
    allowedOrigins: origins,
    accessTtlSeconds,
    refreshTtlSeconds,
    devRoutes,
    passwordCost,
    messy,
    provider,
    log,
  });
  apiUrl = api.url;
  return {
    demoUrl: demo.url,
    apiUrl: api.url,
    api,
    origins,
    async close() {
      await Promise.all([demo.close(), api.close()]);
    },
  };
}
