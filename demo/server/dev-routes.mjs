// @ts-check
import { json } from './reply.mjs';

/** @typedef {import('./types.mjs').Route} Route */
/** @typedef {import('./create-state.mjs').State} State */

/**
 * Developer and test hooks: the outbox, fault injection and a reset to the seed. No auth: this
 * server is a demo and must never hold real data.
 *
 * @param {{ state: State, reset: () => void }} context
 * @returns {Route[]}
 */
export function devRoutes({ state, reset }) {
  return [
    { method: 'GET', path: '/dev/outbox', handler: ({ query }) => json(200, state.outbox.list(query.get('to'))) },
    { method: 'GET', path: '/dev/faults', handler: () => json(200, state.faults.list()) },
    {
      method: 'POST',
      path: '/dev/faults',
      handler: ({ body }) => {
        state.faults.add(body);
        return json(200, state.faults.list());
      },
    },
    {
      method: 'DELETE',
      path: '/dev/faults',
      handler: () => {
        state.faults.clear();
        return json(200, []);
      },
    },
    {
      // Test fixture: replaces one event's services (the XSS suite renders each payload through the
      // services overlay, over real HTTP). Restored by /dev/reset.
      method: 'POST',
      path: '/dev/servicos',
      handler: ({ body }) => {
        const event = state.events.get(Number(body?.idEvento));
        if (!event || !Array.isArray(body?.servicos)) return json(400, { message: 'Informe idEvento e servicos.' });
        event.servicos = body.servicos;
        return json(200, { count: event.servicos.length });
      },
    },
    {
      method: 'POST',
      path: '/dev/reset',
      handler: () => {
        reset();
        return json(200, { message: 'Dados de demonstração restaurados.' });
      },
    },
  ];
}
