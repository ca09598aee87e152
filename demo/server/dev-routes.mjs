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
      method: 'POST',
      path: '/dev/reset',
      handler: () => {
        reset();
        return json(200, { message: 'Dados de demonstração restaurados.' });
      },
    },
  ];
}
