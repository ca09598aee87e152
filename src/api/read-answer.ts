import type { Struct } from 'superstruct';
import { ApiError } from './api-error';
import { checkAnswer } from './check-answer';
import { dataWarning, type DataWarning } from './data-warning';
import { isFailureAnswer, jsonIn } from './failure-answer';
import type { HttpAnswer } from './transport';

export { sessionEnded } from './is-invalid-token';

/*
 * How an answer is read, once it has arrived: the request pipeline (./client.ts) asks for this
 * module as its first call leaves, so the forms of a failure sent with a 200, the signs that a
 * session has ended, the schemas' checks and the rows left out are not in the entry chunk
 * (docs/performance.md, "Budgets").
 */

/** What reading an answer needs of its call (a request of ./client.ts). */
interface AnsweredCall<T> {
  method: 'GET' | 'POST';
  path: string;
  /** How the host hears of the call in a data warning; defaults to the path. */
  endpoint?: string;
  schema: Struct<T, unknown>;
  /** Statuses that count as success; 200 alone unless said. */
  ok?: readonly number[];
}

/**
 * A successful answer's body as the call's type: a body that says the call failed is refused
 * (./failure-answer, read as a command's answer for a POST), the rest checked against its schema,
 * a string holding JSON read as JSON; the list items it left out are told to `onDataWarning` under
 * the call's endpoint. `body` is what the server sent: `undefined` or '' for no body at all.
 */
export function readAnswer<T>(
  { method, path, endpoint = path, schema }: AnsweredCall<T>,
  body: unknown,
  status: number,
  onDataWarning?: (warning: DataWarning) => void,
): T {
  const command = method === 'POST';
  if (isFailureAnswer(body, command)) throw new ApiError('refused', status);
  // A command's bare `true` (a Web API 2 action typed `bool`) says it succeeded and no more: read as
  // no body, the success its schema gives it (its `false` is refused above).
  const answer = checkAnswer(command && body === true ? null : jsonIn(body), schema, status);
  const warning = onDataWarning && dataWarning(endpoint, answer);
  if (warning) onDataWarning(warning);
  return answer;
}

/**
 * What the transport brought back for a call, read: its failure to arrive, a status the call does
 * not take for success, or its body by {@link readAnswer}. No Content is an answer without a body
 * where a 200 was asked for: what no body means is the call's schema's to say (an empty list; the
 * success an account call's spec gives it; an error where an object is needed: docs/resilience.md,
 * "Empty lists" and "A success with no body").
 */
export function readReply<T>(call: AnsweredCall<T>, answer: HttpAnswer | ApiError, onDataWarning?: (warning: DataWarning) => void): T {
  if (answer instanceof ApiError) throw answer;
  const { status, data } = answer;
  if (!(call.ok ?? [200]).includes(status === 204 ? 200 : status)) throw new ApiError('http', status);
  // A body that did not arrive whole (the connection broke while it was read) is no answer at all,
  // never an empty one: an empty 200 may be a command's success.
  if (data === undefined) throw new ApiError('network');
  return readAnswer(call, data, status, onDataWarning);
}
