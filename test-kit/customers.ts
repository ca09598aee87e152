/*
 * The reference API's seed customers the tests act as (reference-api/seed.mjs), written once here.
 * Their data moves with the seed's today: read dates from the seed (test-kit/seed-of.ts).
 */

/** Ana: an account with several events, her wedding the current one. */
export const ANA = { email: 'ana.souza@exemplo.com.br', password: 'Portal@2026' };
/** Bruno: an account whose charges are all in order. */
export const BRUNO = { email: 'bruno.lima@exemplo.com.br', password: 'Portal@2026' };
/** Carla: a contract and no account yet (first access); her event's date: `carlaDateOf`. */
export const CARLA = { email: 'carla.mendes@exemplo.com.br', idEvento: '48213' };
