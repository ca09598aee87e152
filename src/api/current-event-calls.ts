import type { ApiClient } from './client';
import { CurrentEvent } from './schemas';

/*
 * The current-event calls. The server keeps each customer's current event
 * (docs/architecture.md, "Where the product rules are silent"), so the data calls carry no event id. In a file of their own: GET
 * /api/home is asked before any screen's code arrives, so it rides in the entry chunk; the rest
 * of the API does not.
 */

/** The customer's current event, as the server holds it. */
export const getHome = (api: ApiClient) => api.request({ method: 'GET', path: '/api/home', schema: CurrentEvent });

export const selectEvent = (api: ApiClient, idEvento: number | string) =>
  api.request({
    method: 'POST',
    path: `/api/home/${encodeURIComponent(String(idEvento))}`,
    endpoint: '/api/home/{idEvento}',
    schema: CurrentEvent,
  });
