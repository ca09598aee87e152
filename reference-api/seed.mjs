// @ts-check
import { ANA_ID_CLIENTE, anaEvents } from './seed/ana-events.mjs';
import { BRUNO_ID_CLIENTE, brunoEvents } from './seed/bruno-events.mjs';
import { CARLA_ID_CLIENTE, carlaEvents } from './seed/carla-events.mjs';
import { seedDay } from './seed/seed-day.mjs';

export { WEDDING_DAYS_AHEAD } from './seed/ana-events.mjs';

/** The accounts that exist from the start (name as the provider's ERP sends it: upper case). */
export const DEMO_LOGINS = {
  ana: { email: 'ana.souza@exemplo.com.br', password: 'Portal@2026', name: 'ANA PAULA SOUZA', idCliente: ANA_ID_CLIENTE },
  bruno: { email: 'bruno.lima@exemplo.com.br', password: 'Portal@2026', name: 'BRUNO HENRIQUE LIMA', idCliente: BRUNO_ID_CLIENTE },
};

/** A contract holder without a portal account. Her event's date moves with the seed: see createSeed. */
export const CARLA = { email: 'carla.mendes@exemplo.com.br', idEvento: 48213 };

/**
 * @type {{ idCliente: number, name: string, email: string, password: string | null }[]}
 *   `password` in clear here; the server hashes it at start.
 */
export const SEED_CUSTOMERS = [
  DEMO_LOGINS.ana,
  DEMO_LOGINS.bruno,
  { idCliente: CARLA_ID_CLIENTE, name: 'CARLA MENDES OLIVEIRA', email: CARLA.email, password: null },
];

/**
 * The seeded events, dated relative to `today` so the demo and the tests never age: Ana's wedding
 * WEDDING_DAYS_AHEAD days ahead, one of her events in the past, an overdue charge, a charge due in
 * 4 days, an appointment within 15 days, completed ones in the past. On every event a `Pago` charge
 * is due in the past and an `Em aberto` one today or later; contracts are dated in the past. The
 * server's seed day is fixed for its life (a restart moves it), so a demo left running drifts (81238
 * falls overdue after 4 days); POST /dev/clock moves "now" without moving the seed.
 *
 * @param {string} today 'YYYY-MM-DD', São Paulo (the server passes its own today at start)
 * @returns {{
 *   today: string, events: import('./types.mjs').EventRecord[],
 *   carla: { email: string, idEvento: number, dataEvento: string }
 * }} carla.dataEvento: her event's date as the first-access form asks for it (dd/MM/yyyy)
 */
export function createSeed(today) {
  const day = seedDay(today);
  const events = [...anaEvents(day), ...brunoEvents(day), ...carlaEvents(day)];
  const carlaEvent = /** @type {import('./types.mjs').EventRecord} */ (events.find((event) => event.idEvento === CARLA.idEvento));
  const dataEvento = carlaEvent.dataEvento.slice(0, 10).split('-').reverse().join('/');
  return { today, events, carla: { ...CARLA, dataEvento } };
}

/**
 * Venue id -> venue name for the seeded venues that have an event manual
 * ('/manuais/Manual de Eventos - {casa}.pdf'). Venue 90 (the convention centre) has none.
 * @type {Record<number, string>}
 */
export const VENUE_MANUALS = {
  2: 'Casa das Hortênsias',
  5: 'Casa Bellavista',
  8: 'Terraço Paulista',
  12: 'Espaço Villa Jardim',
  55: 'Villa Giardino',
  61: 'Estância Boa Vista',
};
