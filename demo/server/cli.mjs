#!/usr/bin/env node
// @ts-check
// Runs the reference API: `node demo/server/cli.mjs`.
// Env: API_PORT (8787), API_HOST (127.0.0.1), API_PUBLIC_URL, API_ALLOWED_ORIGINS (comma-separated),
// ACCESS_TTL_SECONDS (900), REFRESH_TTL_SECONDS (604800), API_DEV_ROUTES (1 mounts /dev/*: loopback only),
// API_MESSY (1 starts in the messy fixture mode: nulls, numeric strings, offsets, a broken row in every list),
// API_PROVIDER (1 starts in the provider habits mode: the provider's status words, dates, null lists, 401s, refreshes).
import { startApiServer } from './index.mjs';
import { DEMO_LOGINS } from './seed.mjs';

/**
 * @param {string} name
 * @param {number} fallback
 */
function intFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    console.error(`${name} deve ser um número inteiro (recebido: ${raw})`);
    process.exit(1);
  }
  return Number(raw);
}

const devRoutes = process.env.API_DEV_ROUTES === '1';
const server = await startApiServer({
  port: intFromEnv('API_PORT', 8787),
  host: process.env.API_HOST || '127.0.0.1',
  accessTtlSeconds: intFromEnv('ACCESS_TTL_SECONDS', 900),
  refreshTtlSeconds: intFromEnv('REFRESH_TTL_SECONDS', 604_800),
  publicUrl: process.env.API_PUBLIC_URL || undefined,
  allowedOrigins: process.env.API_ALLOWED_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  devRoutes,
  messy: process.env.API_MESSY === '1',
  provider: process.env.API_PROVIDER === '1',
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
    : '  rotas /dev/* desligadas (API_DEV_ROUTES=1 liga: outbox, reset, falhas, relógio)',
);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
