// npm start: build the bundle, then serve the demo host page and the reference API.
// DEMO_PORT and API_PORT override the ports; ACCESS_TTL_SECONDS and REFRESH_TTL_SECONDS the tokens' lives.
// The API's /dev/* routes are on (the outbox is how a demo user reads the first-access code; loopback
// only); API_DEV_ROUTES=0 turns them off. `npm start -- --messy` (or API_MESSY=1) starts the API in its
// messy fixture mode: nulls, numeric strings, offsets and a broken row in every list (POST /dev/messy switches it).
// `npm start -- --provider` (or API_PROVIDER=1) starts it in its provider habits mode: the provider's status words,
// UTC-midnight dates, null lists, entities, repeated rows, 401 and refresh shapes (POST /dev/provider switches it).
import { buildOnce } from '../dev/build-once.mjs';
import { startDemoSite } from '../dev/demo-site.mjs';
import { DEMO_LOGINS } from '../demo/server/seed.mjs';

if (!process.argv.includes('--no-build')) buildOnce();

const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const devRoutes = process.env.API_DEV_ROUTES !== '0';
const messy = process.argv.includes('--messy') || process.env.API_MESSY === '1';
const provider = process.argv.includes('--provider') || process.env.API_PROVIDER === '1';
const site = await startDemoSite({
  demoPort: number('DEMO_PORT', 5173),
  apiPort: number('API_PORT', 8787),
  accessTtlSeconds: number('ACCESS_TTL_SECONDS', undefined),
  refreshTtlSeconds: number('REFRESH_TTL_SECONDS', undefined),
  devRoutes,
  messy,
  provider,
  log: (line) => console.log(line),
});
// Seed dates are relative to today: Carla's event date is whatever this server's seed says.
const { carla } = site.api.seed;

console.log(`
  Portal do Cliente, demo
  ───────────────────────
  Página do fornecedor:   ${site.demoUrl}/
  Host hostil (CSS global agressivo, roteador próprio):  ${site.demoUrl}/hostile.html
  Host com CSP estrita:   ${site.demoUrl}/strict.html
  Sem sinal (service worker offline):  ${site.demoUrl}/sem-sinal/
  API do host (eventos e métodos):  ${site.demoUrl}/host-api.html
  Lista de presentes:     ${site.demoUrl}/lista/portal_access
  API de referência:      ${site.apiUrl}
  Respostas da API:       ${
    messy
      ? 'bagunçadas de propósito (--messy): nulos, números em texto, fusos, uma linha quebrada por lista'
      : provider
        ? 'com os hábitos do fornecedor (--provider): Recebido/BAIXADO, datas à meia-noite UTC, listas null, entidades HTML, linhas repetidas'
        : 'limpas (npm start -- --messy as bagunça, --provider os hábitos do fornecedor)'
  }
  E-mails enviados:       ${devRoutes ? `${site.apiUrl}/dev/outbox` : 'rotas /dev/* desligadas (API_DEV_ROUTES=0)'}

  Logins de demonstração:
${Object.values(DEMO_LOGINS)
  .map((l) => `    ${l.email}  senha ${l.password}`)
  .join('\n')}

  Primeiro acesso (sem conta ainda): ${carla.email}
    Número do EVT ${carla.idEvento}, data do evento ${carla.dataEvento}
`);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => site.close().then(() => process.exit(0)));
