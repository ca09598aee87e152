import { readFlag } from '../lib/read-flag';
import { wordKey } from '../lib/word-key';

/**
 * The fields in which frameworks and APIs say how a call went, by name as wordKey reads it (any
 * case, no separators: `IsSuccess`, `is_success`); their sources are in docs/resilience.md, "A 200
 * that says it failed". Group 1: a yes/no outcome (`success`, Identity's `succeeded`, `sucesso`,
 * `ok`, `isSuccess`, FluentValidation's `isValid`). Group 2: an outcome in a word or a status code
 * (`{"status": "error"}`, `{"resultado": "Erro"}`, RFC 9457's `"status": 400`). Group 3: what went
 * wrong (ModelState, Identity's `errors`, Web API 2's `ModelState` and `ExceptionMessage`). Group 4:
 * an envelope (ASMX's `d`, `data`; `result` may be one too). The rest: what an error carries
 * besides (messages, RFC 9457's members, trace ids, Web API 2's details).
 */
const FIELD =
  /^(?:(success|succeeded|sucesso|ok|issuccess|valid|isvalid)|(status|statuscode|result|resultado|situacao)|(errors?|erros?|modelstate|exceptionmessage)|(d|data)|message|mensagem|messagedetail|title|detail|type|instance|traceid)$/;
/** An outcome that says it failed: in a word, `false`, or a status of 400 to 599. */
const FAILED = /^(error|erro|fail|failure|falha|failed|falhou|false|[45]\d\d)$/;

/** Whether a field says anything: not null, false, 0, '', [] nor {}. */
const said = (value: unknown) => !!value && (typeof value !== 'object' || Object.keys(value).length > 0);

/**
 * Whether a body sent with a success status says the call failed (docs/resilience.md, "A 200 that
 * says it failed"): a yes/no outcome false in any form a flag takes; an outcome word that says error
 * or failure, or a status of 400 to 599 (a problem details); or what went wrong (`errors`,
 * `ModelState`...) with nothing beside it but what an error carries. For a `command` (a POST, whose
 * answer is its outcome) what went wrong fails the call whatever is beside it; a read's data beside
 * it is left to the schema. An envelope (`{"d": {"Success": false}}`) is read the same way, once.
 */
export function isFailureAnswer(data: unknown, command?: boolean, wrapped?: boolean): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const fields = Object.entries(data).map(([name, value]) => [FIELD.exec(wordKey(name)), value] as const);
  const quiet = fields.every(([field, value]) => field || !said(value));
  return fields.some(
    ([field, value]) =>
      !!field &&
      ((field[1] && readFlag(value) === false) ||
        (field[2] && FAILED.test(wordKey(String(value)))) ||
        (field[3] && said(value) && (command || quiet)) ||
        (!wrapped && (field[4] || field[2]) && isFailureAnswer(value, command, true))),
  );
}
