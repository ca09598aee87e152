// @ts-check
import { currentEventOf, customerEvents, ownEvent } from './customer-events.mjs';
import { contractsView, currentEventView, eventListItemView, financeView, servicesView } from './event-views.mjs';
import { generatedAnswer, generatedCaching } from './generated-answers.mjs';
import { messyAnswer } from './messy-answers.mjs';
import { NO_CONTENT, providerAnswer, providerCaching } from './provider-answers.mjs';
import { json } from './reply.mjs';
import { saoPauloDateTime } from './sao-paulo-time.mjs';
import { signedIn } from './signed-in.mjs';

/** @typedef {import('./types.mjs').Customer} Customer */
/** @typedef {import('./types.mjs').Route} Route */
/** @typedef {import('./create-state.mjs').State} State */

/**
 * The signed-in customer's data. Every answer is computed from the customer in the token and the
 * event the server remembers for them: no request parameter can point at somebody else's event.
 *
 * @param {{ state: State, publicUrl: string, signUrl: (path: string) => string, now: () => number }} context
 *   now: the server clock, which says which events are upcoming
 * @returns {Route[]}
 */
export function eventRoutes({ state, publicUrl, signUrl, now }) {
  /** @param {Customer} customer */
  const current = (customer) => currentEventOf(state, customer.idCliente, now());
  // The first seeded customer (Ana) stands in for "a typical answer" in the shape/types faults.
  /**
   * What a data route sends: the answer a test set with POST /dev/answer, else the real one, messy
   * in the messy fixture mode, in its drawn forms (and with its drawn caching headers) in the
   * generated mode, in the provider's shapes in the provider habits mode.
   * @param {string} path the route's path
   * @param {unknown} answer
   * @param {Customer} customer
   * @returns {import('./types.mjs').Reply}
   */
  const served = (path, answer, customer) => {
    if (state.answers.has(path)) return json(200, state.answers.get(path));
    if (state.messy) return json(200, messyAnswer(path, answer));
    if (!state.generated && !state.provider) return json(200, answer);
    // Only the modes that reshape an answer ask for the current event: a customer may have none.
    const context = { idEvento: current(customer).idEvento, today: saoPauloDateTime(now()).slice(0, 10) };
    if (state.generated) {
      return json(200, generatedAnswer(state.generated, path, answer, { ...context, publicUrl }), generatedCaching(state.generated, now()));
    }
    const sent = providerAnswer(path, answer, context);
    return sent === NO_CONTENT ? { status: 204 } : json(200, sent);
  };
  const sampleCustomer = () => /** @type {Customer} */ (state.customers.values().next().value);

  /**
   * @param {string} path
   * @param {(customer: Customer) => unknown} answer
   * @returns {Route}
   */
  const read = (path, answer) => ({
    method: 'GET',
    path,
    auth: true,
    handler: (request) => {
      const { customer } = signedIn(request);
      const reply = served(path, answer(customer), customer);
      // A read the provider's stack marks cacheable, when POST /dev/provider asked for it.
      return state.provider ? providerCaching(reply, state.providerCache, now()) : reply;
    },
    sample: () => answer(sampleCustomer()),
  });

  return [
    read('/api/home', (customer) => currentEventView(current(customer))),
    {
      method: 'POST',
      path: '/api/home/:idEvento',
      auth: true,
      sample: () => currentEventView(current(sampleCustomer())),
      handler(request) {
        const { customer } = signedIn(request);
        const event = ownEvent(state, customer.idCliente, request.params.idEvento);
        state.currentEvent.set(customer.idCliente, event.idEvento);
        return served('/api/home/:idEvento', currentEventView(event), customer);
      },
    },
    read('/api/eventos', (customer) => customerEvents(state, customer.idCliente, now()).map(eventListItemView)),
    read('/api/contatos', (customer) => current(customer).contatos),
    read('/api/servicos', (customer) => servicesView(current(customer), publicUrl)),
    read('/api/contratos', (customer) => contractsView(current(customer), signUrl)),
    read('/api/anexos', (customer) => customerEvents(state, customer.idCliente, now()).flatMap((event) => contractsView(event, signUrl))),
    read('/api/financeiro', (customer) => financeView(current(customer), signUrl)),
    read('/api/agenda', (customer) => current(customer).agenda),
  ];
}
