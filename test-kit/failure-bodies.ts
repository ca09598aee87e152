import fc from 'fast-check';

/*
 * Bodies an API sends with a 200 to say a call failed, and bodies that say it went well, in the
 * forms real frameworks write them (docs/resilience.md, "A 200 that says it failed"); and the 401s
 * a refused token gets (docs/resilience.md, "Expired tokens"). Field names come in any casing a
 * serialiser or a person gives them; values in the forms JSON libraries send.
 */

/** A field name as System.Text.Json (camelCase), Newtonsoft (PascalCase), a DBA (UPPER, snake) or a person writes it. */
export const casing = (name: string) =>
  fc.constantFrom(
    name,
    name[0].toUpperCase() + name.slice(1),
    name.toLowerCase(),
    name.toUpperCase(),
    name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase(),
  );

const message = fc.constantFrom('Senha atual incorreta', 'Incorrect password.', 'Erro ao processar', 'Não foi possível concluir');
/** What often comes beside the outcome: a message, a trace id, an empty error list. */
const beside = fc.dictionary(
  fc.oneof(casing('message'), casing('mensagem'), casing('traceId'), casing('title')),
  fc.oneof(message, fc.constant('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00')),
  { maxKeys: 2 },
);

/** An outcome flag false, as a boolean, a string a JSON library wrote, a BIT or a CHAR(1). */
const FLAG_FALSE = [false, 'false', 'False', 'FALSE', 0, '0', 'N', 'n', 'não', 'nao', 'no'];
/**
 * The names a yes/no outcome goes by in public .NET and Brazilian code, misspellings included
 * (docs/resilience.md, "A 200 that says it failed"): each in any casing.
 */
export const SUCCESS_NAMES = [
  'success',
  'sucess',
  'succes',
  'sucesso',
  'isSucess',
  'isSuccess',
  'isSuccessful',
  'isSucessful',
  'succeeded',
  'succeded',
  'bemSucedido',
  'ok',
  'isOk',
  'valid',
  'isValid',
  'isSuccessStatusCode',
];
const flagFailure = fc
  .record({
    name: fc.constantFrom(...SUCCESS_NAMES).chain(casing),
    value: fc.constantFrom(...FLAG_FALSE),
  })
  .map(({ name, value }) => ({ [name]: value }));

/** An outcome in a word: `status`, `resultado`, `result`, `situacao` saying error or failure. */
const wordFailure = fc
  .record({
    name: fc.constantFrom('status', 'resultado', 'result', 'situacao', 'situação').chain(casing),
    value: fc.constantFrom(
      'error',
      'erro',
      'fail',
      'failure',
      'falha',
      'failed',
      'falhou',
      'ERROR',
      'Erro',
      'FALHA',
      'Failed',
      false,
      'false',
    ),
  })
  .map(({ name, value }) => ({ [name]: value }));

const statusCode = fc.oneof(fc.integer({ min: 400, max: 599 }), fc.integer({ min: 400, max: 599 }).map(String));

/** RFC 7807/9457 problem details, as ASP.NET Core's ProblemDetails and ValidationProblemDetails write them. */
const problem = fc
  .record(
    {
      type: fc.constantFrom('https://tools.ietf.org/html/rfc9110#section-15.5.1', 'about:blank', 'https://httpstatuses.io/400'),
      title: fc.constantFrom('One or more validation errors occurred.', 'Bad Request', 'Unauthorized'),
      status: statusCode,
      detail: message,
      traceId: fc.constant('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00'),
      errors: fc.constant({ SenhaNova: ['The SenhaNova field is required.'] }),
    },
    { requiredKeys: ['status'] },
  )
  .chain((body) => fc.constantFrom(body, { ...body, statusCode: body.status, status: undefined }));

/** What went wrong: Identity's error list, a ModelState dictionary, a list of texts, one text. */
const errorValue = fc.oneof(
  fc.constant([{ code: 'PasswordMismatch', description: 'Incorrect password.' }]),
  fc.constant({ Senha: ['A senha deve ter ao menos 8 caracteres.'] }),
  fc.constant({ 'model.SenhaAntiga': ['Senha atual incorreta'] }),
  fc.array(message, { minLength: 1, maxLength: 3 }),
  message,
);
/** The names what went wrong goes by, misspellings and Portuguese included. */
export const FAILURE_NAMES = [
  'errors',
  'erros',
  'error',
  'erro',
  'modelState',
  'exceptionMessage',
  'mensagemErro',
  'errorMessage',
  'msgErro',
  'descricaoErro',
  'error_description',
  'falha',
  'falhas',
  'failure',
];
/** The flags that say an error happened, true in any form a flag takes. */
const FAILURE_FLAGS = ['hasErrors', 'hasError', 'isError', 'temErro', 'failed', 'isFailure', 'houveErro'];
const errorsFailure = fc
  .oneof(
    fc.record({ name: fc.constantFrom(...FAILURE_NAMES).chain(casing), value: errorValue }),
    fc.record({ name: fc.constantFrom(...FAILURE_FLAGS).chain(casing), value: fc.constantFrom(true, 'true', 'True', 1, '1', 'S', 'sim') }),
  )
  .map(({ name, value }) => ({ [name]: value }));

/** ASP.NET Identity's IdentityResult.Failed, in System.Text.Json's and Newtonsoft's casing. */
const identityResult = fc.constantFrom(
  { succeeded: false, errors: [{ code: 'PasswordMismatch', description: 'Incorrect password.' }] },
  { Succeeded: false, Errors: [{ Code: 'InvalidToken', Description: 'Invalid token.' }] },
);
/** Web API 2's HttpError for an invalid model: `Message` and `ModelState`. */
const httpError = fc.constant({ Message: 'The request is invalid.', ModelState: { 'model.SenhaNova': ['Senha fraca'] } });

/** One level of envelope: none, ASMX's `d`, `data`, ABP's `result`. */
const wrapped = (body: fc.Arbitrary<Record<string, unknown>>) =>
  fc.tuple(body, fc.constantFrom(null, 'd', 'data', 'result')).map(([inner, wrapper]) => (wrapper ? { [wrapper]: inner } : inner));

/**
 * A body that says the call failed: every form, with what comes beside it, and maybe in an
 * envelope. Each fails any call; `besideData` adds a data field (a command's answer still failed).
 */
export const failureBody = wrapped(
  fc
    .tuple(fc.oneof(flagFailure, wordFailure, problem, errorsFailure, identityResult, httpError), beside)
    .map(([failure, extra]) => JSON.parse(JSON.stringify({ ...extra, ...failure })) as Record<string, unknown>),
);

/** A name nobody's list could know: an envelope's, a field's, any casing. Never one that says what went wrong. */
const anyName = fc
  .stringMatching(/^[A-Za-z][A-Za-z_]{0,11}$/)
  .filter((name) => !/err|falh|fail|exce|modelstate/i.test(name.replace(/_/g, '')));

/**
 * Envelopes of any name, up to four deep, each maybe sent as a string holding its JSON (ASMX's and
 * WCF's double encoding), maybe beside other fields (Tiny's `status_processamento`), maybe as an
 * item of a list (Tiny's `registros`): the same outcome, wherever it is.
 */
const enveloped = (body: fc.Arbitrary<unknown>, { lists = true } = {}) =>
  fc
    .tuple(
      body,
      fc.array(
        fc.record({
          name: fc.oneof(fc.constantFrom('retorno', 'Result', 'response', 'd', 'data', 'Resultado', 'payload'), anyName),
          encoded: fc.boolean(),
          listed: lists ? fc.boolean() : fc.constant(false),
          beside: fc.option(fc.constantFrom({ status_processamento: '3' }, { pagina: 1 }, { versao: '2.0' }), { nil: undefined }),
        }),
        { maxLength: 4 },
      ),
    )
    .map(([inner, levels]) =>
      levels.reduce<unknown>(
        (value, { name, encoded, listed, beside }) => ({ ...beside, [name]: encoded ? JSON.stringify(value) : listed ? [value] : value }),
        inner,
      ),
    );

/** Envelopes met in the field: an ERP's envelope (Tiny's and Bling's v2), a result object, a response envelope, ASMX's `d` as a string. */
export const ENVELOPE_EXAMPLES = [
  { retorno: { status: 'Erro', erros: [{ erro: 'Senha atual incorreta' }] } },
  { retorno: { status_processamento: '2', status: 'Erro', codigo_erro: '31', erros: [{ erro: 'Registro inválido' }] } },
  { Result: { Success: false } },
  { response: { status: 'error' } },
  { d: '{"Success":false}' },
  { retorno: { erros: [{ erro: { cod: 14, msg: 'Senha atual incorreta' } }] } },
];

/** A failure anywhere in a command's answer: every form, under any envelope, encoding and depth, the envelopes met in the field (ENVELOPE_EXAMPLES) among them. */
export const deepFailureBody = fc.oneof(
  { arbitrary: fc.constantFrom(...ENVELOPE_EXAMPLES), weight: 1 },
  { arbitrary: enveloped(fc.oneof(flagFailure, wordFailure, problem, errorsFailure, identityResult, httpError)), weight: 4 },
);

/** The same, for a read: envelopes and strings, never a list (a read's rows are its data). */
export const deepReadFailureBody = enveloped(fc.oneof(flagFailure, wordFailure, problem, errorsFailure, identityResult, httpError), {
  lists: false,
});

/** A failure beside data: a POST's answer with it failed, whatever else it holds. */
export const failureBesideData = fc
  .tuple(fc.oneof(flagFailure, wordFailure, errorsFailure, identityResult), fc.constantFrom({ id: 7 }, { email: 'ana@exemplo.com.br' }))
  .map(([failure, data]) => ({ ...data, ...failure }));

/** A body that says the call went well, with the fields a careless reader takes for a failure. */
export const successBody = fc
  .tuple(
    fc.oneof(
      fc.record({
        name: fc.constantFrom(...SUCCESS_NAMES).chain(casing),
        value: fc.constantFrom(true, 'true', 'True', 1, 'S', 'sim'),
      }),
      fc.record({
        name: fc.constantFrom('status', 'resultado', 'result', 'situacao').chain(casing),
        value: fc.constantFrom('ok', 'OK', 'success', 'Sucesso', 'sucesso', 'concluido', 200, '200', true, 0),
      }),
      fc.record({
        name: fc.constantFrom(...FAILURE_NAMES, ...FAILURE_FLAGS).chain(casing),
        value: fc.constantFrom([], {}, null, '', false, 0, '0', 'N', 'false', '[]', 'nenhum'),
      }),
    ),
    fc.option(message, { nil: undefined }),
  )
  .map(([{ name, value }, text]) => (text === undefined ? { [name]: value } : { [name]: value, message: text }));

/** A success under any envelope, encoding and depth (a success never reads as a failure wherever it is). */
export const deepSuccessBody = enveloped(successBody);

const JWT_CHALLENGE = `Bearer error="invalid_token", error_description="The token expired at '10/09/2027 12:00:00'"`;

/**
 * The 401 a refused token gets, as the reference API's provider mode sends it (POST /dev/provider
 * `unauthorized`): no body (JwtBearer), text, JSON in any casing (Web API 2's `Message`, a pt-BR
 * `message`), a problem details; with or without JwtBearer's challenge, exposed to a page on
 * another origin or not.
 */
export const unauthorizedShape = fc.record({
  body: fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('Token Inválido!', 'Unauthorized', 'Authorization has been denied for this request.', ''),
    fc
      .tuple(casing('message'), fc.constantFrom('Authorization has been denied for this request.', 'Token Inválido!', 'Sessão expirada'))
      .map(([name, text]) => ({ [name]: text })),
    fc.constant({ type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2', title: 'Unauthorized', status: 401, traceId: '00-1-2-00' }),
  ),
  headers: fc.constantFrom(
    {},
    { 'WWW-Authenticate': JWT_CHALLENGE },
    { 'WWW-Authenticate': JWT_CHALLENGE, 'Access-Control-Expose-Headers': 'WWW-Authenticate' },
    { 'WWW-Authenticate': 'Bearer' },
  ),
});

/** What a stack that throws on an expired token writes (Web API 2's HttpError of IdentityModel's exception). */
const EXPIRED_500 = { Message: 'An error has occurred.', ExceptionMessage: 'IDX10223: Lifetime validation failed. The token is expired.' };

/**
 * How APIs answer a call whose session has ended without a 401 (docs/resilience.md, "Expired
 * tokens"), as the reference API's provider mode sends them (POST /dev/provider `unauthorized`):
 * cookie auth's challenge, a 302 to its sign-in page (which the browser follows to a 200 HTML page)
 * or to a path the API does not have (a 404, as an API-only app with Identity answers); a 500 from a
 * stack that throws on an expired token; a 403; a sign-in page served in place. `challenge`: the
 * redirects, a sign whatever the token; the others are signs only with a JWT past its own expiry.
 */
export const sessionEndShape = fc.oneof(
  fc
    .constantFrom(
      {},
      { Location: '/Account/Login?ReturnUrl=%2Fapi%2Fservicos' },
      { Location: '/Account/Nowhere' },
      { Location: '/Account/Login', 'WWW-Authenticate': 'Cookies' },
    )
    .map((headers) => ({ challenge: true, shape: { status: 302, headers } })),
  fc
    .record({
      status: fc.constantFrom(500, 403, 400),
      body: fc.constantFrom(undefined, EXPIRED_500, 'Internal Server Error', { sucesso: false, mensagem: 'Token expirado' }),
    })
    .map((shape) => ({ challenge: false, shape })),
  fc.constant({ challenge: false, shape: { status: 200, body: '<!doctype html><title>Entrar</title><form action="/Account/Login">' } }),
);
