import { nullable } from 'superstruct';
import type { ApiClient } from './client';
import { HOME_PATH } from './data-paths';
import { CurrentEvent } from './event-schemas';

/*
 * The current-event calls. The server keeps each customer's current event
 * (docs/architecture.md, "Where the product rules are silent"), so the data calls carry no event
 * id. They load with the signed-in screens: the entry sends GET /api/home before they have arrived
 * (src/runtime/current-event-sync.ts) and reads its answer with `getHome` once they have.
 */

/** The customer's current event, as the server holds it. */
export const getHome = (api: ApiClient) => api.request({ method: 'GET', path: HOME_PATH, schema: CurrentEvent });

/** The switch's success is the new current event: as it answers, or, when it answers with no body
 * (ASP.NET's `Ok()`, a 204), as GET /api/home then says it is (docs/resilience.md, "A success with no body"). */
export const selectEvent = async (api: ApiClient, idEvento: number | string) =>
  (await api.request({
    method: 'POST',
    path: `/api/home/${encodeURIComponent(String(idEvento))}`,
    endpoint: '/api/home/{idEvento}',
    schema: nullable(CurrentEvent),
  })) ?? getHome(api);
