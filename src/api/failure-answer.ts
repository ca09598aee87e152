import { readFlag } from '../lib/read-flag';

/** Where APIs say a call went well or not: `success` (.NET), `Success`, `sucesso`. */
const OUTCOME_FIELDS: ReadonlySet<string> = new Set(['success', 'sucesso']);
/** Where they put what went wrong. */
const ERROR_FIELDS: ReadonlySet<string> = new Set(['error', 'erro', 'errors', 'erros']);
/** What may come beside an error without making the body anything but an error. */
const MESSAGE_FIELDS: ReadonlySet<string> = new Set(['message', 'mensagem']);

const said = (value: unknown) =>
  value !== null && value !== undefined && value !== false && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Whether a body sent with a success status says the call failed: its `success` (any case, or
 * `sucesso`) is false in any form a flag takes, or it holds an error and nothing else but a message
 * (`{"error": "..."}`, `{"erro": "...", "mensagem": "..."}`). Such a call failed, whatever its status
 * said: never a success toast, never a navigation (docs/resilience.md, "A 200 that says it failed").
 */
export function isFailureAnswer(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const fields = Object.entries(data).map(([name, value]) => [name.toLowerCase(), value] as const);
  if (fields.some(([name, value]) => OUTCOME_FIELDS.has(name) && readFlag(value) === false)) return true;
  return (
    fields.some(([name, value]) => ERROR_FIELDS.has(name) && said(value)) &&
    fields.every(([name]) => ERROR_FIELDS.has(name) || MESSAGE_FIELDS.has(name))
  );
}
