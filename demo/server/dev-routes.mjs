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
      // Test fixture: replaces one event's finance answer (totals and charges; a charge with
      // `boleto: true` gets a signed urlBoleto, as in the seed). Restored by /dev/reset.
      method: 'POST',
      path: '/dev/financeiro',
      handler: ({ body }) => {
        const event = state.events.get(Number(body?.idEvento));
        const financeiro = /** @type {import('./types.mjs').Finance | undefined} */ (body?.financeiro);
        if (!event || !Array.isArray(financeiro?.cobrancas)) return json(400, { message: 'Informe idEvento e financeiro com cobrancas.' });
        event.financeiro = financeiro;
        return json(200, { count: financeiro.cobrancas.length });
      },
    },
    {
      // Test fixture: replaces one event's schedule. Restored by /dev/reset.
      method: 'POST',
      path: '/dev/agenda',
      handler: ({ body }) => {
        const event = state.events.get(Number(body?.idEvento));
        if (!event || !Array.isArray(body?.agenda)) return json(400, { message: 'Informe idEvento e agenda.' });
        event.agenda = body.agenda;
        return json(200, { count: event.agenda.length });
      },
    },
    {
      // Test fixture: changes one event's own fields (a very long description, title or venue name,
      // for the layout tests). Only the fields the customer sees; restored by /dev/reset.
      method: 'POST',
      path: '/dev/evento',
      handler: ({ body }) => {
        const event = state.events.get(Number(body?.idEvento));
        if (!event) return json(400, { message: 'Informe idEvento.' });
        for (const field of ['descricao', 'titulo', 'casa', 'tipoEvento', 'dtInicio', 'dataEvento']) {
          if (typeof body?.[field] === 'string') /** @type {Record<string, unknown>} */ (event)[field] = body[field];
        }
        return json(200, { idEvento: event.idEvento });
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
