// @ts-check
import { ANA_EVENTS, ANA_ID_CLIENTE } from './seed/ana-events.mjs';
import { BRUNO_EVENTS, BRUNO_ID_CLIENTE } from './seed/bruno-events.mjs';
import { CARLA_EVENTS, CARLA_ID_CLIENTE } from './seed/carla-events.mjs';

/** The accounts that exist from the start (name as the provider's ERP sends it: upper case). */
export const DEMO_LOGINS = {
  ana: { email: 'ana.souza@exemplo.com.br', password: 'Portal@2026', name: 'ANA PAULA SOUZA', idCliente: ANA_ID_CLIENTE },
  bruno: { email: 'bruno.lima@exemplo.com.br', password: 'Portal@2026', name: 'BRUNO HENRIQUE LIMA', idCliente: BRUNO_ID_CLIENTE },
};

/** A contract holder without a portal account: what the first-access form asks for (date as typed, dd/MM/yyyy). */
export const CARLA = { email: 'carla.mendes@exemplo.com.br', idEvento: 48213, dataEvento: '04/09/2027' };

/**
 * @type {{ idCliente: number, name: string, email: string, password: string | null }[]}
 *   `password` in clear here; the server hashes it at start.
 */
export const SEED_CUSTOMERS = [
  DEMO_LOGINS.ana,
  DEMO_LOGINS.bruno,
  { idCliente: CARLA_ID_CLIENTE, name: 'CARLA MENDES OLIVEIRA', email: CARLA.email, password: null },
];

export const SEED_EVENTS = [...ANA_EVENTS, ...BRUNO_EVENTS, ...CARLA_EVENTS];

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
