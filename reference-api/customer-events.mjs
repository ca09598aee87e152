// @ts-check
import { HttpError } from './http-error.mjs';
import { saoPauloDateTime } from './sao-paulo-time.mjs';

/** @typedef {import('./types.mjs').EventRecord} EventRecord */
/** @typedef {import('./create-state.mjs').State} State */

/**
 * A customer's events: upcoming ones first (nearest first), then past ones (latest first). This is
 * the authorisation of every data route: the customer comes from the token, never from the request,
 * and the only event id a client sends (POST /api/home/{idEvento}) is checked against them (ownEvent).
 * @param {State} state
 * @param {number} idCliente
 * @param {number} nowMs the server clock's now
 * @returns {EventRecord[]}
 */
export function customerEvents(state, idCliente, nowMs) {
  // Compared as the provider writes dates: São Paulo wall-clock ISO strings sort as times do.
  const now = saoPauloDateTime(nowMs);
  const mine = [...state.events.values()].filter((event) => event.idCliente === idCliente);
  const upcoming = mine.filter((event) => event.dtInicio >= now).sort((a, b) => a.dtInicio.localeCompare(b.dtInicio));
  const past = mine.filter((event) => event.dtInicio < now).sort((a, b) => b.dtInicio.localeCompare(a.dtInicio));
  return [...upcoming, ...past];
}

/**
 * The event the customer last chose with POST /api/home/{idEvento}, else the nearest upcoming one.
 * @param {State} state
 * @param {number} idCliente
 * @param {number} nowMs the server clock's now
 * @returns {EventRecord}
 */
export function currentEventOf(state, idCliente, nowMs) {
  const chosen = state.events.get(state.currentEvent.get(idCliente) ?? -1);
  if (chosen && chosen.idCliente === idCliente) return chosen;
  const [first] = customerEvents(state, idCliente, nowMs);
  if (!first) throw new HttpError(404, 'Nenhum evento encontrado');
  return first;
}

/**
 * The customer's event with this id. Someone else's event answers exactly like a missing one, so
 * nobody learns which EVT numbers exist.
 * @param {State} state
 * @param {number} idCliente
 * @param {string} idEvento from the path
 * @returns {EventRecord}
 */
export function ownEvent(state, idCliente, idEvento) {
  const event = /^\d{1,9}$/.test(idEvento) ? state.events.get(Number(idEvento)) : undefined;
  if (!event || event.idCliente !== idCliente) throw new HttpError(404, 'Evento não encontrado');
  return event;
}
