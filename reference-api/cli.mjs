#!/usr/bin/env node
// @ts-check
// Runs the reference API: `node reference-api/cli.mjs`, or `npx portal-cliente-api` from the installed
// package (docs/hosts/testing.md). Flags, each with an env fallback: --port (API_PORT, 8787), --host
// (API_HOST, 127.0.0.1), --public-url (API_PUBLIC_URL), --origin, repeatable (API_ALLOWED_ORIGINS,
// comma-separated), --dev-routes (API_DEV_ROUTES=1: /dev/*, loopback only), --messy (API_MESSY=1: nulls,
// numeric strings, offsets, a broken row in every list), --provider (API_PROVIDER=1: the provider habits
// mode: its status words, dates, null lists, 401s, refreshes), --generated <seed> (API_GENERATED: the
// generated mode, each answer's form drawn from the catalogue of habits with that seed), --seed-date
// (the seed's today, YYYY-MM-DD).
// ACCESS_TTL_SECONDS (900) and REFRESH_TTL_SECONDS (604800) stay env only.
import { parseArgs } from 'node:util';
import { startApiServer } from './index.mjs';
import { DEMO_LOGINS } from './seed.mjs';

/**
 * @param {string} name
 * @param {string | undefined} raw
 * @param {number} fallback
 */
function integer(name, raw, fallback) {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    console.error(`${name} deve ser um número inteiro (recebido: ${raw})`);
    process.exit(1);
  }
  return Number(raw);
}

function readFlags() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'public-url': { type: 'string' },
        origin: { type: 'string', multiple: true },
        'dev-routes': { type: 'boolean' },
        messy: { type: 'boolean' },
        provider: { type: 'boolean' },
        generated: { type: 'string' },
        'seed-date': { type: 'string' },
      },
    }).values;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return process.exit(1);
  }
}

const flags = readFlags();
const env = process.env;
const origins = flags.origin ?? env.API_ALLOWED_ORIGINS?.split(',');
const devRoutes = Boolean(flags['dev-routes']) || env.API_DEV_ROUTES === '1';
const server = await startApiServer({
  port: integer('--port (API_PORT)', flags.port ?? env.API_PORT, 8787),
  host: flags.host || env.API_HOST || '127.0.0.1',
  accessTtlSeconds: integer('ACCESS_TTL_SECONDS', env.ACCESS_TTL_SECONDS, 900),
  refreshTtlSeconds: integer('REFRESH_TTL_SECONDS', env.REFRESH_TTL_SECONDS, 604_800),
  publicUrl: flags['public-url'] || env.API_PUBLIC_URL || undefined,
  allowedOrigins: origins?.map((origin) => origin.trim()).filter(Boolean),
  devRoutes,
  messy: Boolean(flags.messy) || env.API_MESSY === '1',
  provider: Boolean(flags.provider) || env.API_PROVIDER === '1',
  generated:
    (flags.generated ?? env.API_GENERATED) ? integer('--generated (API_GENERATED)', flags.generated ?? env.API_GENERATED, 0) : undefined,
  seedDate: flags['seed-date'],
}).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

const { carla } = server.seed;
console.log(`API de referência em ${server.url}`);
for (const login of Object.values(DEMO_LOGINS)) console.log(`  login: ${login.email} / ${login.password}  (${login.name})`);
console.log(`  1º acesso: EVT ${carla.idEvento}, data do evento ${carla.dataEvento}, e-mail ${carla.email}`);
console.log(
  devRoutes
    ? `  e-mails enviados: ${server.url}/dev/outbox`
    : '  rotas /dev/* desligadas (--dev-routes ou API_DEV_ROUTES=1 liga: outbox, reset, falhas, relógio)',
);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
