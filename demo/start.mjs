// npm start: build the bundle, then serve the demo host page and the reference API.
// DEMO_PORT and API_PORT override the ports; ACCESS_TTL_SECONDS and REFRESH_TTL_SECONDS the tokens' lives.
// The API's /dev/* routes are on (the outbox is how a demo user reads the first-access code; loopback
// only); API_DEV_ROUTES=0 turns them off. `npm start -- --messy` (or API_MESSY=1) starts the API in its
// messy fixture mode: nulls, numeric strings, offsets and a broken row in every list (POST /dev/messy switches it).
// `npm start -- --provider` (or API_PROVIDER=1) starts it in its provider habits mode: the provider's status words,
// UTC-midnight dates, null lists, entities, repeated rows, 401 and refresh shapes (POST /dev/provider switches it).
// `npm start -- --api URL` serves the demo host page against another API (a staging one) and starts no
// reference API: it prints the origin that API must allow, and says when it cannot be reached or refuses it.
import { parseArgs } from 'node:util';
import { checkApiOrigin } from './check-api-origin.mjs';
import { DEMO_LOGINS } from '../reference-api/seed.mjs';
import { buildOnce } from '../build-steps/build-once.mjs';
import { startDemoSite } from './demo-site.mjs';

const { values: flags } = parseArgs({
  options: { api: { type: 'string' }, messy: { type: 'boolean' }, provider: { type: 'boolean' }, 'no-build': { type: 'boolean' } },
});
if (flags.api !== undefined && !URL.canParse(flags.api)) {
  console.error(`--api precisa do endereço da API (ex.: https://api-homologacao.exemplo.com.br); recebido: ${flags.api}`);
  process.exit(2);
}
if (!flags['no-build']) buildOnce();

const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const devRoutes = process.env.API_DEV_ROUTES !== '0';
const messy = Boolean(flags.messy) || process.env.API_MESSY === '1';
const provider = Boolean(flags.provider) || process.env.API_PROVIDER === '1';
const site = await startDemoSite({
  demoPort: number('DEMO_PORT', 5173),
  apiPort: number('API_PORT', 8787),
  accessTtlSeconds: number('ACCESS_TTL_SECONDS', undefined),
  refreshTtlSeconds: number('REFRESH_TTL_SECONDS', undefined),
  devRoutes,
  messy,
  provider,
  apiUrl: flags.api,
  log: (line) => console.log(line),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => site.close().then(() => process.exit(0)));

if (!site.api) {
  const origin = site.origins[0];
  console.log(`
  Portal do Cliente, demo contra outra API
  ─────────────────────────────────────────
  Página do fornecedor:   ${site.demoUrl}/
  API:                    ${site.apiUrl}  (nenhuma API de referência iniciada)
  Origem que a API deve permitir (CORS):  ${site.origins.join('  e  ')}
    com os cabeçalhos Authorization, Content-Type e Accept (docs/api-contract.md, "CORS")
  Entre com uma conta de teste dessa API. Para conferir a API campo a campo:
    npm run doctor -- --api ${site.apiUrl} --email E --password P --origin ${origin}
`);
  const check = await checkApiOrigin(site.apiUrl, origin);
  (check.ok ? console.log : console.error)(`  ${check.ok ? '✓' : '✗'} ${check.message}\n`);
} else {
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
  Outra API (homologação): npm start -- --api URL

  Logins de demonstração:
${Object.values(DEMO_LOGINS)
  .map((l) => `    ${l.email}  senha ${l.password}`)
  .join('\n')}

  Primeiro acesso (sem conta ainda): ${carla.email}
    Número do EVT ${carla.idEvento}, data do evento ${carla.dataEvento}
`);
}
