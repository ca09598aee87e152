import { readFlag } from '../lib/fields/read-flag';
import { wordKey } from '../lib/text/word-key';

/*
 * How a call went, read from the whole body by the meaning of its field names, as wordKey reads them
 * (any case, no separators: `IsSuccess`, `is_success`), misspelt as people write them. Their sources
 * are in docs/resilience.md, "A 200 that says it failed".
 */

/** A yes/no outcome, true when it went well: `success`, `sucess`, `succes`, `sucesso`, `isSucess`,
 * Identity's `succeeded` (and `succeded`), `bemSucedido`, `ok`, `isValid`, HttpResponseMessage's `IsSuccessStatusCode`. */
const SUCCESS = /^(?:is|was|foi|com|bem)?(?:su+c+e+s+(?:o|ful|fully)?|su+c+e+d+(?:e+d|id[oa])?|ok|valid[oa]?|exito)(?:statuscode)?$/;
/** What went wrong, said by any value but an empty one: `error(s)`, `erro(s)`, `hasErrors`, `isError`,
 * `mensagemErro`, `errorMessage`, `falha`, `failed`, Web API 2's `ExceptionMessage` and `ModelState`, OAuth's `error_description`. */
const FAILURE =
  /^(?:is|has|have|tem|teve|possui|houve|msg|mensagem|message|descricao|description|codigo|cod|texto|detalhes?)?(?:err(?:o|or)s?|falhas?|fail(?:ed|ures?)?|exception|excecao|modelstate)(?:msg|mensagem|messages?|descricao|description|code|codigo|cod|details?|list|lista)?$/;
/** An outcome in a word or a code: `status`, `statusCode`, `situacao`, `result`, `resultado`, Tiny's and Bling's `retorno`. */
const OUTCOME = /status|situac|result|retorno|outcome/;
/** An outcome word or code that says it failed: error, erro, fail, falha, false, recusado... or a status of 400 to 599. */
const FAILED = /^(?:err|fail|falh|false$|nok$|notok$|invalid|exception|excecao|rejeitad|recusad|negad|[45]\d\d$)/;
/** What an error carries besides: messages, RFC 9457's members, trace ids. */
const CARRIER =
  /^(?:messages?|mensage(?:m|ns)|msg|messagedetail|title|titulo|detail|detalhes?|type|tipo|instance|traceid|code|codigo|timestamp|path)$/;
/** A value that says no error: nothing, 'none', 'nenhum', 'ok'. */
const NONE = /^(?:none|nenhuma?|null|nil|ok|sucesso|success|semerros?|noerrors?)$/;

/**
 * JSON inside a string (ASMX's and WCF's double encoding, `{"d": "{\"Success\":false}"}`) read as
 * JSON; anything else as it is.
 */
export function jsonIn(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      // Text that only looks like JSON stays text.
    }
  }
  return value;
}

/** Whether a field says anything: not null, false, 0, '0', 'N', '', [], {} nor a word for none. */
const said = (value: unknown): boolean =>
  typeof value === 'object'
    ? !!value && Object.keys(value).length > 0
    : !!value && readFlag(value) !== false && +(value as string) !== 0 && !NONE.test(wordKey(String(value)));

/**
 * Whether a body sent with a success status says the call failed (docs/resilience.md, "A 200 that
 * says it failed"), at any depth and under any envelope, known by name or not (Tiny's and Bling's
 * `{"retorno": {"status": "Erro", "erros": [...]}}`, `{"Result": {"Success": false}}`, ASMX's `d`),
 * a string holding JSON read as JSON: a yes/no outcome false in any form a flag takes; an outcome
 * word that says error or failure, or a status of 400 to 599; or what went wrong (`errors`,
 * `ModelState`...) with nothing beside it but what an error carries. For a `command` (a POST, whose
 * answer is its outcome) what went wrong fails the call whatever is beside it, and the items of its
 * lists are its outcome too; a read's data beside it, and its rows, are left to the schema.
 */
export function isFailureAnswer(data: unknown, command?: boolean): boolean {
  const node = jsonIn(data);
  // A command's bare `false`: a Web API 2 action typed `bool` saying it did not (its `true` is the
  // success, ./read-answer).
  if (typeof node !== 'object' || node === null) return !!command && node === false;
  if (Array.isArray(node)) return !!command && node.some((item) => isFailureAnswer(item, command));
  const fields = Object.entries(node).map(([name, value]) => [wordKey(name), jsonIn(value)] as const);
  const marker = (name: string) => SUCCESS.test(name) || FAILURE.test(name) || OUTCOME.test(name);
  const quiet = fields.every(([name, value]) => marker(name) || CARRIER.test(name) || !said(value));
  return fields.some(([name, value]) =>
    FAILURE.test(name)
      ? said(value) && (!!command || quiet)
      : typeof value === 'object'
        ? isFailureAnswer(value, command)
        : SUCCESS.test(name)
          ? readFlag(value) === false
          : OUTCOME.test(name) && FAILED.test(wordKey(String(value))),
  );
}
