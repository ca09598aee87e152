// @ts-check
import { json, text, JSON_TYPE } from './reply.mjs';

/** @typedef {import('./types.mjs').Reply} Reply */
/** @typedef {import('./fault-list.mjs').FaultKind} FaultKind */

/**
 * The broken answer a fault stands for, or null for the faults that give no answer at all
 * ('timeout', 'drop', 'lost'), which the request handler deals with on the socket.
 *
 * @param {FaultKind} kind
 * @param {unknown} sample a typical answer of the faulted route, for 'shape' and 'types'
 * @returns {Reply | null}
 */
export function faultReply(kind, sample) {
  switch (kind) {
    case 'shape':
      return json(200, Array.isArray(sample) ? { unexpected: true } : []);
    case 'types':
      return json(200, scrambleTypes(sample));
    case 'html':
      return text(200, '<!doctype html><h1>Bad gateway</h1>', 'text/html; charset=utf-8');
    case 'empty':
      return { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: '' };
    case '500':
      return json(500, { message: 'Internal Server Error' });
    default:
      return null;
  }
}

/**
 * Same keys, wrong value types, of kinds no lenient reader can take for the right one: numbers
 * become objects, strings lists, booleans strings, nulls objects. (A number where text belongs, or
 * text where a number belongs, is what the messy fixture mode sends: the portal reads those.)
 * Arrays keep their items (each scrambled) so only the types are wrong.
 * @param {unknown} value
 * @returns {unknown}
 */
function scrambleTypes(value) {
  if (Array.isArray(value)) return value.map(scrambleTypes);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrambleTypes(item)]));
  }
  if (typeof value === 'number') return { valor: value };
  if (typeof value === 'string') return [value.length];
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return {};
}
