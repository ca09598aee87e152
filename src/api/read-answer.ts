import type { Struct } from 'superstruct';
import { ApiError } from './api-error';
import { checkAnswer } from './check-answer';
import { dataWarning, type DataWarning } from './data-warning';
import { isFailureAnswer } from './failure-answer';

export { isInvalidToken } from './is-invalid-token';

/*
 * How an answer is read, once it has arrived: the request pipeline (./client.ts) asks for this
 * module as its first call leaves, so the forms of a failure sent with a 200 and of an expired
 * token, the schemas' checks and the rows left out are not in the entry chunk
 * (docs/performance.md, "Budgets").
 */

/** The server's own message: `message` in any case (ASP.NET writes `Message`), `mensagem`, or an error's text. */
export function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = new Map(Object.entries(data).map(([name, value]) => [name.toLowerCase(), value]));
  const message = ['message', 'mensagem', 'error', 'erro'].map((name) => fields.get(name)).find((value) => typeof value === 'string');
  return message as string | undefined;
}

/**
 * A successful answer's body as the call's type: a body that says the call failed is refused
 * (./failure-answer), the rest checked against `schema`; the list items it left out are told to
 * `onDataWarning` under `endpoint`.
 */
export function readAnswer<T>(
  schema: Struct<T, unknown>,
  endpoint: string,
  body: unknown,
  status: number,
  onDataWarning?: (warning: DataWarning) => void,
): T {
  if (isFailureAnswer(body)) throw new ApiError('refused', status, serverMessage(body));
  const answer = checkAnswer(body, schema, status);
  const warning = onDataWarning && dataWarning(endpoint, answer);
  if (warning) onDataWarning(warning);
  return answer;
}
