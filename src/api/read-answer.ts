import type { Struct } from 'superstruct';
import { ApiError } from './api-error';
import { checkAnswer } from './check-answer';
import { dataWarning, type DataWarning } from './data-warning';
import { isFailureAnswer } from './failure-answer';

/*
 * How an answer is read, once it has arrived: the request pipeline (./client.ts) asks for this
 * module as its first call leaves, so the forms of a failure sent with a 200, the schemas' checks and the rows left out are not in the entry chunk
 * (docs/performance.md, "Budgets").
 */

/** What reading an answer needs of its call (a request of ./client.ts). */
interface AnsweredCall<T> {
  method: 'GET' | 'POST';
  path: string;
  /** How the host hears of the call in a data warning; defaults to the path. */
  endpoint?: string;
  schema: Struct<T, unknown>;
}

/**
 * A successful answer's body as the call's type: a body that says the call failed is refused
 * (./failure-answer, read as a command's answer for a POST), the rest checked against its schema;
 * the list items it left out are told to `onDataWarning` under the call's endpoint.
 */
export function readAnswer<T>(
  { method, path, endpoint = path, schema }: AnsweredCall<T>,
  body: unknown,
  status: number,
  onDataWarning?: (warning: DataWarning) => void,
): T {
  if (isFailureAnswer(body, method === 'POST')) throw new ApiError('refused', status);
  const answer = checkAnswer(body, schema, status);
  const warning = onDataWarning && dataWarning(endpoint, answer);
  if (warning) onDataWarning(warning);
  return answer;
}
