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
export function createSeed(today: string): {
    today: string;
    events: import("./types.mjs").EventRecord[];
    carla: {
        email: string;
        idEvento: number;
        dataEvento: string;
    };
};
export { WEDDING_DAYS_AHEAD } from "./seed/ana-events.mjs";
export namespace DEMO_LOGINS {
    namespace ana {
        export let email: string;
        export let password: string;
        export let name: string;
        export { ANA_ID_CLIENTE as idCliente };
    }
    namespace bruno {
        let email_1: string;
        export { email_1 as email };
        let password_1: string;
        export { password_1 as password };
        let name_1: string;
        export { name_1 as name };
        export { BRUNO_ID_CLIENTE as idCliente };
    }
}
export namespace CARLA {
    let email_2: string;
    export { email_2 as email };
    export let idEvento: number;
}
/**
 * @type {{ idCliente: number, name: string, email: string, password: string | null }[]}
 *   `password` in clear here; the server hashes it at start.
 */
export const SEED_CUSTOMERS: {
    idCliente: number;
    name: string;
    email: string;
    password: string | null;
}[];
/**
 * Venue id -> venue name for the seeded venues that have an event manual
 * ('/manuais/Manual de Eventos - {casa}.pdf'). Venue 90 (the convention centre) has none.
 * @type {Record<number, string>}
 */
export const VENUE_MANUALS: Record<number, string>;
import { ANA_ID_CLIENTE } from './seed/ana-events.mjs';
import { BRUNO_ID_CLIENTE } from './seed/bruno-events.mjs';
