// @ts-check

/*
 * The generated provider mode: given a seed, every answer's form is drawn from a catalogue of habits
 * real providers' APIs have (docs/resilience.md, "Habits of the generated provider", gives each with
 * its source). Each habit is one line of HABITS: its slot (what it shapes), its id, its source and
 * what it does. The draw is deterministic per seed and per item (a hash of the seed and the item's
 * key seeds a small PRNG), so the same seed sends the same forms whatever the order of the calls,
 * and the truth of what was sent (what each charge really is, which day each date is, how a
 * command's outcome and a session's end are sent) is known: `generatedTruth` gives it to the tests,
 * which check the portal's screens against it. The values stay true where a habit keeps them (a date
 * written another way is the same day); a habit that loses a value (a placeholder date) says so in
 * the truth.
 */

import { json, text } from './reply.mjs';

/** @typedef {import('./types.mjs').Reply} Reply */
/** @typedef {import('./types.mjs').EventRecord} EventRecord */

/**
 * @typedef {{ seed: number, exclude: string[] }} GeneratedMode
 *   seed: the seed every draw starts from; exclude: habit ids never drawn (a slot whose habits are
 *   all excluded sends its first one, the contract's own form)
 */

// ---- The draw: a seeded PRNG per item ----

/** @param {string} key @returns {number} FNV-1a of the key, 32 bits */
function hash32(key) {
  let hash = 2166136261;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/**
 * mulberry32: a small PRNG whose whole state is 32 bits, enough to pick among a few habits.
 * @param {number} seed
 * @returns {() => number} numbers in [0, 1)
 */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- Forms of values ----

const DAY_MS = 86_400_000;
const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;

/** @param {string} day 'YYYY-MM-DD' @returns {number} its UTC midnight */
const utcMidnightMs = (day) => Date.parse(`${day}T00:00:00Z`);
/** @param {string} day 'YYYY-MM-DD' @returns {string} 'dd/MM/yyyy' */
const brDay = (day) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** @param {string} wall São Paulo wall clock 'YYYY-MM-DDTHH:mm:ss' @returns {number} its instant */
const instantOf = (wall) => Date.parse(`${wall}-03:00`);

/** @param {string} value any seed date or date-time @returns {string} 'YYYY-MM-DDTHH:mm:ss' */
const wallClock = (value) => (value.length === 10 ? `${value}T00:00:00` : value.slice(0, 19));

/** @param {string | number} value an amount as the seed has it (a number or pt-BR text) @returns {number} */
const amountOf = (value) => (typeof value === 'number' ? value : Number(String(value).replace(/\./g, '').replace(',', '.')));

/** @param {number} amount @returns {string} '12.300,50' */
const brAmount = (amount) => {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
};

/** @param {string} value @param {'named' | 'numeric'} form @returns {string} HTML entities for '&' and accented letters */
function escaped(value, form) {
  /** @type {Record<string, string>} */
  const marks = { '\u0301': 'acute', '\u0300': 'grave', '\u0302': 'circ', '\u0303': 'tilde', '\u0327': 'cedil' };
  return value.replaceAll('&', '&amp;').replace(/[^\x20-\x7e]/g, (char) => {
    const [letter, mark] = char.normalize('NFD');
    const name = mark && marks[mark];
    return form === 'named' && name ? `&${letter}${name};` : `&#${/** @type {number} */ (char.codePointAt(0))};`;
  });
}

// ---- The catalogue ----

/**
 * @typedef {{ id: string, slot: string, source: string } & Record<string, any>} Habit
 *   One documented habit: `slot` says what it shapes, `source` where it was found; the other fields
 *   are the slot's own (a `day` habit has `form(day)`, an `outcome` habit `refuse` and `accept`...).
 */

/** The refusal's message an envelope carries. */
const REFUSED = 'Senha atual incorreta';
/** ASP.NET Identity's description of that refusal. */
const IDENTITY_MISMATCH = { code: 'PasswordMismatch', description: 'Incorrect password.' };

/** @param {string} location @returns {Reply} a redirect, as cookie authentication's challenge sends it */
const redirect = (location) => ({ status: 302, headers: { Location: location, 'Content-Type': 'text/html; charset=utf-8' }, body: '' });

/** Where a cookie-authenticated API sends a caller it does not know: its login page. */
export const LOGIN_PAGE = '/Account/Login';

/**
 * Every habit, one line each. The first habit of each slot is the contract's own form (what the
 * reference API sends outside this mode): it is what a slot sends when every other one is excluded.
 * @type {Habit[]}
 */
export const HABITS = [
  // Outcome of a command (ChangePass, SingupUser, SingupEmailConfirm; refusals of SingupRegister and RecoveryPass too).
  { slot: 'outcome', id: 'outcome-contract', source: 'the contract: 4xx {message}, 200 {message}', refuse: null, accept: null },
  {
    slot: 'outcome',
    id: 'outcome-identity-result',
    source: "ASP.NET Core Identity's IdentityResult returned with Ok(result) (System.Text.Json, camelCase)",
    refuse: () => json(200, { succeeded: false, errors: [IDENTITY_MISMATCH] }),
    accept: () => json(200, { succeeded: true, errors: [] }),
  },
  {
    slot: 'outcome',
    id: 'outcome-asmx-d',
    source: "ASP.NET AJAX (ASMX ScriptService, WCF enableWebScript) wraps every answer in 'd'",
    refuse: () => json(200, { d: { __type: 'Resultado', Success: false, Message: REFUSED } }),
    accept: () => json(200, { d: { __type: 'Resultado', Success: true, Message: 'OK' } }),
  },
  {
    slot: 'outcome',
    id: 'outcome-data-errors',
    source: "the {data, errors} envelope (GraphQL's response format, spec section 7.1, and REST wrappers modelled on it)",
    refuse: () => json(200, { data: null, errors: [{ message: REFUSED }] }),
    accept: () => json(200, { data: { message: 'OK' }, errors: [] }),
  },
  {
    slot: 'outcome',
    id: 'outcome-erp-retorno',
    source: "Tiny ERP's and Bling's API v2: {retorno: {status: 'Erro', erros: [{erro}]}}",
    refuse: () => json(200, { retorno: { status_processamento: '2', status: 'Erro', codigo_erro: '31', erros: [{ erro: REFUSED }] } }),
    accept: () => json(200, { retorno: { status_processamento: '3', status: 'OK' } }),
  },
  {
    slot: 'outcome',
    id: 'outcome-pascal-success',
    source: "a .NET DTO serialised by Newtonsoft.Json's default contract (PascalCase): {Success, Message}",
    refuse: () => json(200, { Success: false, Message: REFUSED }),
    accept: () => json(200, { Success: true, Message: 'Operação realizada.' }),
  },
  {
    slot: 'outcome',
    id: 'outcome-sucesso-pt',
    source: 'Brazilian hand-written envelopes: {sucesso, mensagem} (the provider habits mode)',
    refuse: () => json(200, { sucesso: false, mensagem: REFUSED }),
    accept: () => json(200, { sucesso: true, mensagem: 'Senha alterada.' }),
  },
  {
    slot: 'outcome',
    id: 'outcome-status-erro',
    source: "Brazilian hand-written envelopes: {status: 'erro' | 'sucesso', mensagem}",
    refuse: () => json(200, { status: 'erro', mensagem: REFUSED }),
    accept: () => json(200, { status: 'sucesso', mensagem: 'Senha alterada.' }),
  },
  {
    slot: 'outcome',
    id: 'outcome-string-json',
    source: 'a Web API action returning JsonConvert.SerializeObject(result) as a string: JSON inside a JSON string',
    refuse: () => json(200, JSON.stringify({ success: false, message: REFUSED })),
    accept: () => json(200, JSON.stringify({ success: true, message: 'OK' })),
  },
  {
    slot: 'outcome',
    id: 'outcome-bool',
    source: 'a Web API 2 action typed bool: true or false',
    refuse: () => json(200, false),
    accept: () => json(200, true),
  },
  {
    slot: 'outcome',
    id: 'outcome-problem-details',
    source: "ASP.NET Core's ValidationProblemDetails (RFC 9457), application/problem+json",
    refuse: () => ({
      status: 400,
      headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
      body: JSON.stringify({
        type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { SenhaAntiga: [REFUSED] },
        traceId: '00-4f1c-01',
      }),
    }),
    accept: null,
  },
  {
    slot: 'outcome',
    id: 'outcome-ok-empty',
    source: "ASP.NET Core Identity's endpoints: TypedResults.Ok(), a 200 with no body",
    refuse: null,
    accept: () => ({ status: 200, headers: {}, body: '' }),
  },
  {
    slot: 'outcome',
    id: 'outcome-no-content',
    source: "ASP.NET's NoContent(): a 204 with no body",
    refuse: null,
    accept: () => ({ status: 204, headers: {}, body: '' }),
  },

  // A charge's status, by what the charge really is. `word` is what is sent (undefined: no status).
  { slot: 'status-paid', id: 'status-pago', source: 'the contract', word: 'Pago' },
  { slot: 'status-paid', id: 'status-liquidado', source: "Banco do Brasil's, Sicredi's and Sicoob's cobrança APIs", word: 'LIQUIDADO' },
  { slot: 'status-paid', id: 'status-recebido-inter', source: "Banco Inter's cobrança v3 situacao", word: 'RECEBIDO' },
  { slot: 'status-paid', id: 'status-received-asaas', source: "Asaas's payment status", word: 'RECEIVED' },
  { slot: 'status-paid', id: 'status-quitado', source: "ERPs' contas a receber", word: 'Quitado' },
  {
    slot: 'status-paid',
    id: 'status-object-liquidado',
    source: "an ORM's navigation property (Entity Framework), Banco do Brasil's state 6",
    word: { id: 6, descricao: 'Liquidado' },
  },
  {
    slot: 'status-paid',
    id: 'status-missing-paid-with-date',
    source: 'a NULL status column beside the payment date (the provider habits mode)',
    word: undefined,
    withPaymentDate: true,
  },
  { slot: 'status-paid', id: 'status-baixado-receipt', source: 'ERPs record a receipt as a "baixa" (Sankhya, Omie)', word: 'BAIXADO' },
  { slot: 'status-open', id: 'status-em-aberto', source: 'the contract', word: 'Em aberto' },
  { slot: 'status-open', id: 'status-a-receber', source: "Banco Inter's cobrança v3 situacao", word: 'A_RECEBER' },
  { slot: 'status-open', id: 'status-pending-asaas', source: "Asaas's payment status", word: 'PENDING' },
  { slot: 'status-open', id: 'status-object-aberto', source: "an ORM's navigation property", word: { codigo: 'AB', nome: 'Em aberto' } },
  { slot: 'status-open', id: 'status-missing-open', source: 'a NULL status column (a charge not yet worked on)', word: undefined },
  { slot: 'status-late', id: 'status-vencido', source: 'the contract', word: 'Vencido' },
  { slot: 'status-late', id: 'status-atrasado-inter', source: "Banco Inter's cobrança v3 situacao", word: 'ATRASADO' },
  { slot: 'status-late', id: 'status-overdue-asaas', source: "Asaas's payment status", word: 'OVERDUE' },
  {
    slot: 'status-late',
    id: 'status-open-by-date',
    source: 'ERPs leave a late charge "Em aberto" (the provider habits mode)',
    word: 'Em aberto',
  },
  {
    slot: 'status-late',
    id: 'status-baixa-protesto',
    source: "Banco do Brasil's and Sicredi's protest states: written off the portfolio to the notary, still owed",
    word: 'Baixado por protesto',
  },
  { slot: 'status-cancelled', id: 'status-cancelado', source: 'the contract', word: 'Cancelado' },
  { slot: 'status-cancelled', id: 'status-cancelled-asaas', source: "Asaas's payment status", word: 'CANCELLED' },
  { slot: 'status-cancelled', id: 'status-baixado-solicitacao', source: "Sicredi's situacao", word: 'BAIXADO POR SOLICITACAO' },
  {
    slot: 'status-cancelled',
    id: 'status-baixado-writeoff',
    source: "Banco do Brasil's state 7 and Sicoob's situacaoBoleto: a write-off, not a payment (ACBr's Sicoob v3 reader)",
    word: 'BAIXADO',
  },

  // What a charge carries beside its word: as sent, or a placeholder where a value was missing.
  { slot: 'evidence', id: 'evidence-as-is', source: 'the contract' },
  {
    slot: 'evidence',
    id: 'placeholder-payment-min-date',
    source: ".NET's default(DateTime) as Newtonsoft.Json writes it, for a payment date never set",
    set: { dataPagamento: '0001-01-01T00:00:00' },
  },
  {
    slot: 'evidence',
    id: 'placeholder-payment-sql-1900',
    source: "SQL Server's datetime when '' is written to it",
    set: { dataPagamento: '1900-01-01T00:00:00' },
  },
  {
    slot: 'evidence',
    id: 'placeholder-receipt-directory',
    source: "a receipt URL built by CONCAT with a NULL file name: the directory's address",
    receiptDirectory: true,
  },
  {
    slot: 'evidence',
    id: 'placeholder-due-min-date',
    source: ".NET's default(DateTime) for a due date never set",
    set: { dataVencimento: '0001-01-01T00:00:00' },
  },

  // A date (a SQL `date`: a calendar day).
  {
    slot: 'day',
    id: 'day-iso-local',
    source: 'the contract; System.Text.Json and Newtonsoft.Json for an Unspecified DateTime',
    form: (/** @type {string} */ day) => `${day}T00:00:00`,
  },
  {
    slot: 'day',
    id: 'day-utc-z',
    source: "Newtonsoft.Json's DateTimeZoneHandling.Utc",
    form: (/** @type {string} */ day) => `${day}T00:00:00Z`,
  },
  {
    slot: 'day',
    id: 'day-utc-ms',
    source: "JavaScript's toISOString (Node back-ends), System.Text.Json for a Utc DateTime",
    form: (/** @type {string} */ day) => `${day}T00:00:00.000Z`,
  },
  {
    slot: 'day',
    id: 'day-offset-sao-paulo',
    source: "a DateTimeOffset in São Paulo's offset",
    form: (/** @type {string} */ day) => `${day}T00:00:00-03:00`,
  },
  { slot: 'day', id: 'day-offset-utc', source: 'a DateTimeOffset at UTC', form: (/** @type {string} */ day) => `${day}T00:00:00+00:00` },
  {
    slot: 'day',
    id: 'day-ms-ajax',
    source: "ASP.NET AJAX's and WCF's DataContractJsonSerializer: /Date(ms)/ of the UTC midnight",
    form: (/** @type {string} */ day) => `/Date(${utcMidnightMs(day)})/`,
  },
  {
    slot: 'day',
    id: 'day-ms-ajax-offset',
    source: 'DataContractJsonSerializer for a Local DateTime: /Date(ms-0300)/ of São Paulo midnight',
    form: (/** @type {string} */ day) => `/Date(${utcMidnightMs(day) + SAO_PAULO_OFFSET_MS}-0300)/`,
  },
  {
    slot: 'day',
    id: 'day-sql-br',
    source: "DateTime.ToString() in pt-BR (SQL's CONVERT styles 103 and 108)",
    form: (/** @type {string} */ day) => `${brDay(day)} 00:00:00`,
  },
  {
    slot: 'day',
    id: 'day-datetime2',
    source: "SQL Server's datetime2 as text",
    form: (/** @type {string} */ day) => `${day} 00:00:00.0000000`,
  },
  { slot: 'day', id: 'day-date-only', source: "SQL Server's date through FOR JSON", form: (/** @type {string} */ day) => day },

  // A moment (a São Paulo wall-clock date-time).
  {
    slot: 'moment',
    id: 'moment-iso-local',
    source: 'the contract: São Paulo wall clock, no offset',
    form: (/** @type {string} */ wall) => wall,
  },
  {
    slot: 'moment',
    id: 'moment-offset-sao-paulo',
    source: "a DateTimeOffset in São Paulo's offset, with milliseconds",
    form: (/** @type {string} */ wall) => `${wall}.000-03:00`,
  },
  {
    slot: 'moment',
    id: 'moment-utc-instant',
    source: "the instant at UTC (toISOString, Newtonsoft's DateTimeZoneHandling.Utc on a Local DateTime)",
    form: (/** @type {string} */ wall) => new Date(instantOf(wall)).toISOString(),
  },
  {
    slot: 'moment',
    id: 'moment-ms-ajax',
    source: "DataContractJsonSerializer's /Date(ms)/ of the instant",
    form: (/** @type {string} */ wall) => `/Date(${instantOf(wall)})/`,
  },
  {
    slot: 'moment',
    id: 'moment-sql-br',
    source: 'DateTime.ToString() in pt-BR: dd/MM/yyyy HH:mm:ss',
    form: (/** @type {string} */ wall) => `${brDay(wall.slice(0, 10))} ${wall.slice(11, 19)}`,
  },
  {
    slot: 'moment',
    id: 'moment-br-short',
    source: 'a view formatting its own dates: dd/MM/yyyy HH:mm (the provider habits mode)',
    form: (/** @type {string} */ wall) => `${brDay(wall.slice(0, 10))} ${wall.slice(11, 16)}`,
  },
  {
    slot: 'moment',
    id: 'moment-datetime2',
    source: "SQL Server's datetime2 as text: yyyy-MM-dd HH:mm:ss.fffffff",
    form: (/** @type {string} */ wall) => `${wall.replace('T', ' ')}.0000000`,
  },
  {
    slot: 'moment',
    id: 'moment-bare-z',
    source: "Newtonsoft.Json's DateTimeZoneHandling.Utc on an Unspecified DateTime: the wall clock with a Z",
    form: (/** @type {string} */ wall) => `${wall}Z`,
  },

  // Amounts.
  { slot: 'money', id: 'money-number', source: 'the contract', form: (/** @type {number} */ amount) => amount },
  { slot: 'money', id: 'money-br-text', source: "SQL Server's money formatted for pt-BR: '12.300,50'", form: brAmount },
  {
    slot: 'money',
    id: 'money-decimal-text',
    source: 'a decimal written as text by a view: "12300.50"',
    form: (/** @type {number} */ amount) => amount.toFixed(2),
  },

  // Text the customer reads.
  { slot: 'text', id: 'text-plain', source: 'the contract', form: (/** @type {string} */ value) => value },
  {
    slot: 'text',
    id: 'text-entities-named',
    source: 'an ERP escaping for its own web page: &ccedil;, &amp;',
    form: (/** @type {string} */ value) => escaped(value, 'named'),
  },
  {
    slot: 'text',
    id: 'text-entities-numeric',
    source: 'an ERP escaping for its own web page: &#231;',
    form: (/** @type {string} */ value) => escaped(value, 'numeric'),
  },

  // Lists.
  { slot: 'rows', id: 'rows-once', source: 'the contract', form: (/** @type {unknown[]} */ list) => list },
  {
    slot: 'rows',
    id: 'rows-join-twice',
    source: 'a view joined twice: the first row sent again',
    form: (/** @type {unknown[]} */ list) => (list.length ? [list[0], ...list] : list),
  },

  // A refused token on a signed-in call.
  {
    slot: 'unauthorized',
    id: 'unauthorized-text',
    source: "the contract: 401 'Token Inválido!'",
    reply: () => text(401, 'Token Inválido!'),
  },
  {
    slot: 'unauthorized',
    id: 'unauthorized-aspnet-json',
    source: "ASP.NET's error as JSON: {Message}",
    reply: () => json(401, { Message: 'Token Inválido!' }),
  },
  {
    slot: 'unauthorized',
    id: 'unauthorized-jwt-bearer',
    source: "ASP.NET Core's JwtBearer: an empty 401 with WWW-Authenticate",
    reply: () => ({
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The token expired"' },
      body: '',
    }),
  },
  {
    slot: 'unauthorized',
    id: 'unauthorized-web-api-2',
    source: "Web API 2's AuthorizeAttribute",
    reply: () => json(401, { Message: 'Authorization has been denied for this request.' }),
  },
  {
    slot: 'unauthorized',
    id: 'unauthorized-302-login',
    source:
      "cookie authentication's challenge on an API route (ASP.NET Core's CookieAuthenticationHandler, Forms authentication): 302 to the login page",
    reply: (/** @type {string} */ path) => redirect(`${LOGIN_PAGE}?ReturnUrl=${encodeURIComponent(path)}`),
  },

  // A refresh refused (an expired or revoked refresh token).
  {
    slot: 'refresh-refused',
    id: 'refresh-refused-text',
    source: "the contract: 401 'Token Inválido!'",
    reply: () => text(401, 'Token Inválido!'),
  },
  {
    slot: 'refresh-refused',
    id: 'refresh-refused-json',
    source: "ASP.NET's error as JSON: {Message}",
    reply: () => json(401, { Message: 'Token Inválido!' }),
  },
  {
    slot: 'refresh-refused',
    id: 'refresh-refused-500',
    source: "Web API 2 with SecurityTokenExpiredException unhandled: 500 {Message: 'An error has occurred.'}",
    reply: () => json(500, { Message: 'An error has occurred.' }),
  },
  {
    slot: 'refresh-refused',
    id: 'refresh-refused-invalid-grant',
    source: "OAuth 2.0's token endpoint (RFC 6749, section 5.2): 400 {error: 'invalid_grant'}",
    reply: () => json(400, { error: 'invalid_grant', error_description: 'The refresh token has expired.' }),
  },
  {
    slot: 'refresh-refused',
    id: 'refresh-refused-302-login',
    source: "cookie authentication's challenge: 302 to the login page",
    reply: () => redirect(`${LOGIN_PAGE}?ReturnUrl=%2Fapi%2FRefreshToken`),
  },

  // A refresh that went through: how its answer is written.
  {
    slot: 'refresh-answer',
    id: 'refresh-rotating',
    source: 'the contract: a new access and refresh token, the identity as at login',
    shape: (/** @type {Record<string, any>} */ answer) => answer,
  },
  {
    slot: 'refresh-answer',
    id: 'refresh-access-only',
    source: 'an API that does not rotate refresh tokens (the provider habits mode)',
    keepsRefreshToken: true,
    shape: (/** @type {Record<string, any>} */ { refresh_token: _kept, ...answer }) => answer,
  },
  {
    slot: 'refresh-answer',
    id: 'refresh-blank-email',
    source: 'a C# DTO whose email is initialised with string.Empty and not filled on refresh',
    shape: (/** @type {Record<string, any>} */ answer) => ({ ...answer, email: '' }),
  },
  {
    slot: 'refresh-answer',
    id: 'refresh-email-cased',
    source: "the e-mail as the user table stores it (upper case), not as the login's was typed",
    shape: (/** @type {Record<string, any>} */ answer) => ({ ...answer, email: String(answer.email).toUpperCase() }),
  },
  {
    slot: 'refresh-answer',
    id: 'refresh-tokens-only',
    source: "OAuth 2.0's token response (RFC 6749, section 5.1): the tokens and nothing of the customer",
    shape: (/** @type {Record<string, any>} */ { access_token, refresh_token, token_type, expires_in }) => ({
      access_token,
      refresh_token,
      token_type,
      expires_in,
    }),
  },

  // Caching headers on the reads.
  { slot: 'caching', id: 'caching-no-store', source: "the contract: 'Cache-Control: no-store'", headers: {} },
  {
    slot: 'caching',
    id: 'caching-public-600',
    source: "ASP.NET's [ResponseCache(Duration = 600)] and IIS output caching: 'Cache-Control: public,max-age=600'",
    headers: { 'Cache-Control': 'public,max-age=600' },
  },
  {
    slot: 'caching',
    id: 'caching-private-300',
    source: "[ResponseCache(Duration = 300, Location = Client)]: 'Cache-Control: private,max-age=300'",
    headers: { 'Cache-Control': 'private,max-age=300' },
  },
  {
    slot: 'caching',
    id: 'caching-heuristic',
    source: 'no Cache-Control but a Last-Modified a day old: browsers cache it a tenth of its age (RFC 9111, section 4.2.2)',
    headers: { 'Cache-Control': null, 'Last-Modified': 'yesterday' },
  },
];

/** @type {Map<string, Habit>} */
const BY_ID = new Map(HABITS.map((habit) => [habit.id, habit]));

/** @type {Map<string, Habit[]>} */
const BY_SLOT = new Map();
for (const habit of HABITS) BY_SLOT.set(habit.slot, [...(BY_SLOT.get(habit.slot) ?? []), habit]);

/** @returns {string[]} every slot of the catalogue */
export const slots = () => [...BY_SLOT.keys()];

/**
 * The habit of `slot` drawn for `key` under this seed.
 * @param {GeneratedMode} mode
 * @param {string} slot
 * @param {string} key what is drawn for: the same key always draws the same habit
 * @returns {Habit}
 */
export function draw(mode, slot, key) {
  const all = /** @type {Habit[]} */ (BY_SLOT.get(slot));
  const allowed = all.filter((habit) => !mode.exclude.includes(habit.id));
  const pool = allowed.length ? allowed : all.slice(0, 1);
  return pool[Math.floor(mulberry32(hash32(`${mode.seed}|${slot}|${key}`))() * pool.length)];
}

/**
 * @param {unknown} seed
 * @param {unknown} [exclude]
 * @returns {GeneratedMode} a valid mode, or throws with what is wrong
 */
export function generatedMode(seed, exclude = []) {
  if (!Number.isSafeInteger(seed) || /** @type {number} */ (seed) < 0) throw new Error('seed deve ser um inteiro não negativo');
  if (!Array.isArray(exclude) || exclude.some((id) => !BY_ID.has(id))) {
    throw new Error(`exclude deve ser uma lista de hábitos do catálogo (${HABITS.map((habit) => habit.id).join(', ')})`);
  }
  return { seed: /** @type {number} */ (seed), exclude: [...exclude] };
}

// ---- Shaping the data answers, with their truth ----

/**
 * @typedef {{ idEvento: number, name: string, day: string, start: string, habits: string[] }} EventTruth
 *   name: the clean description; day: 'YYYY-MM-DD'; start: São Paulo wall clock 'YYYY-MM-DDTHH:mm'
 * @typedef {{
 *   numCobranca: string, state: 'paid' | 'open' | 'cancelled', late: boolean, dueDay: string | null,
 *   paidDay: string | null, amount: number, habits: string[]
 * }} ChargeTruth
 *   dueDay: null where the due date was replaced by a placeholder; paidDay: the true payment day, when one is sent
 * @typedef {{ acao: string, day: string, time: string, habits: string[] }} ScheduleTruth
 * @typedef {{ numContrato: string, idEvento: number, day: string, signedDay: string | null, habits: string[] }} ContractTruth
 */

/**
 * @param {GeneratedMode} mode
 * @param {string} key
 * @param {string} wall
 * @param {string[]} habits collects the habit drawn
 */
function dayField(mode, key, wall, habits) {
  const habit = draw(mode, 'day', key);
  habits.push(habit.id);
  return habit.form(wall.slice(0, 10));
}

/**
 * Whether the seed's API stamps its wall-clock times with a bare Z: a serialiser's setting, so it
 * holds for every time the API sends, and the host says so with the element's `api-times`.
 * @param {GeneratedMode} mode
 */
export function stampsWallClockUtc(mode) {
  return draw(mode, 'moment', 'api').id === 'moment-bare-z';
}

/** @param {GeneratedMode} mode @param {string} key @param {string} wall @param {string[]} habits */
function momentField(mode, key, wall, habits) {
  // Each time in a form of its own, unless the API stamps them all (stampsWallClockUtc).
  const habit = stampsWallClockUtc(mode)
    ? /** @type {Habit} */ (BY_ID.get('moment-bare-z'))
    : drawOtherThan(mode, 'moment', key, 'moment-bare-z');
  habits.push(habit.id);
  return habit.form(wallClock(wall));
}

/** A habit of `slot` for `key` other than `id` (that one is drawn for the whole API instead). */
function drawOtherThan(/** @type {GeneratedMode} */ mode, /** @type {string} */ slot, /** @type {string} */ key, /** @type {string} */ id) {
  return draw({ ...mode, exclude: [...mode.exclude, id] }, slot, key);
}

/** @param {GeneratedMode} mode @param {string} key @param {unknown} value @param {string[]} habits */
function textField(mode, key, value, habits) {
  if (typeof value !== 'string') return value;
  const habit = draw(mode, 'text', key);
  habits.push(habit.id);
  return habit.form(value);
}

/** @param {GeneratedMode} mode @param {string} key @param {unknown} value @param {string[]} habits */
function moneyField(mode, key, value, habits) {
  if (typeof value !== 'number' && typeof value !== 'string') return value;
  const habit = draw(mode, 'money', key);
  habits.push(habit.id);
  return habit.form(amountOf(value));
}

/** @param {GeneratedMode} mode @param {string} key @param {unknown[]} list @param {string[]} habits */
function rowsOf(mode, key, list, habits) {
  const habit = draw(mode, 'rows', key);
  habits.push(habit.id);
  return habit.form(list);
}

/**
 * An event (current event or list item) as sent, and its truth.
 * @param {GeneratedMode} mode
 * @param {Record<string, any>} event
 * @returns {{ sent: Record<string, any>, truth: EventTruth }}
 */
function generatedEvent(mode, event) {
  /** @type {string[]} */
  const habits = [];
  const key = `event:${event.idEvento}`;
  const sent = {
    ...event,
    descricao: textField(mode, `${key}:descricao`, event.descricao, habits),
    titulo: textField(mode, `${key}:titulo`, event.titulo, habits),
    casa: textField(mode, `${key}:casa`, event.casa, habits),
    dataEvento: dayField(mode, `${key}:dataEvento`, event.dataEvento, habits),
    dtInicio: momentField(mode, `${key}:dtInicio`, event.dtInicio, habits),
  };
  return {
    sent,
    truth: {
      idEvento: event.idEvento,
      name: event.descricao,
      day: event.dataEvento.slice(0, 10),
      start: wallClock(event.dtInicio).slice(0, 16),
      habits,
    },
  };
}

/** The evidence habit a charge's own payment date keeps (see generatedCharge). */
const EVIDENCE_AS_IS = /** @type {Habit} */ (HABITS.find((habit) => habit.id === 'evidence-as-is'));

/** @param {Record<string, any>} charge @param {string} today @returns {{ state: ChargeTruth['state'], late: boolean }} */
function chargeState(charge, today) {
  const status = charge.statusCobranca;
  if (status === 'Pago') return { state: 'paid', late: false };
  if (status === 'Cancelado') return { state: 'cancelled', late: false };
  return { state: 'open', late: status === 'Vencido' || String(charge.dataVencimento).slice(0, 10) < today };
}

/**
 * A charge as sent, and its truth.
 * @param {GeneratedMode} mode
 * @param {Record<string, any>} charge the clean charge (GET /api/financeiro's, or the seed's)
 * @param {{ today: string, publicUrl: string }} context
 * @returns {{ sent: Record<string, any>, truth: ChargeTruth }}
 */
function generatedCharge(mode, charge, { today, publicUrl }) {
  const { state, late } = chargeState(charge, today);
  /** @type {string[]} */
  const habits = [];
  const key = `charge:${charge.numCobranca}`;
  const slot = state === 'paid' ? 'status-paid' : state === 'cancelled' ? 'status-cancelled' : late ? 'status-late' : 'status-open';
  const status = draw(mode, slot, key);
  habits.push(status.id);
  const dueDay = charge.dataVencimento.slice(0, 10);
  const paymentDate = charge.dataPagamento ?? (status.withPaymentDate ? charge.dataVencimento : null);
  // A placeholder stands where a value was never set: a payment date the charge has is sent as it is.
  const drawn = draw(mode, 'evidence', key);
  const evidence = drawn.set?.dataPagamento && paymentDate ? EVIDENCE_AS_IS : drawn;
  habits.push(evidence.id);
  /** @type {Record<string, any>} */
  const sent = {
    ...charge,
    valorDocumento: moneyField(mode, `${key}:valor`, charge.valorDocumento, habits),
    dataVencimento: dayField(mode, `${key}:dataVencimento`, charge.dataVencimento, habits),
    ...(paymentDate && { dataPagamento: dayField(mode, `${key}:dataPagamento`, paymentDate, habits) }),
  };
  if (status.word === undefined) delete sent.statusCobranca;
  else sent.statusCobranca = status.word;
  Object.assign(sent, evidence.set);
  if (evidence.receiptDirectory) sent.urlComprovante = `${publicUrl}/provedor/comprovantes/`;
  const placeholderDue = evidence.set?.dataVencimento !== undefined;
  const placeholderPaid = evidence.set?.dataPagamento !== undefined;
  return {
    sent,
    truth: {
      numCobranca: String(charge.numCobranca),
      state,
      late,
      dueDay: placeholderDue ? null : dueDay,
      paidDay: !placeholderPaid && paymentDate ? paymentDate.slice(0, 10) : null,
      amount: amountOf(charge.valorDocumento),
      habits,
    },
  };
}

/**
 * @param {GeneratedMode} mode
 * @param {Record<string, any>} finance GET /api/financeiro, clean
 * @param {{ idEvento: number, today: string, publicUrl: string }} context
 */
function generatedFinance(mode, finance, context) {
  /** @type {string[]} */
  const habits = [];
  const key = `finance:${context.idEvento}`;
  /** @type {{ sent: Record<string, any>, truth: ChargeTruth }[]} */
  const charges = finance.cobrancas.map((/** @type {Record<string, any>} */ charge) => generatedCharge(mode, charge, context));
  const sent = {
    ...finance,
    totalEvento: moneyField(mode, `${key}:totalEvento`, finance.totalEvento, habits),
    valorEfetivo: moneyField(mode, `${key}:valorEfetivo`, finance.valorEfetivo, habits),
    valorAberto: moneyField(mode, `${key}:valorAberto`, finance.valorAberto, habits),
    cobrancas: rowsOf(
      mode,
      key,
      charges.map((charge) => charge.sent),
      habits,
    ),
  };
  return { sent, truth: { habits, charges: charges.map((charge) => charge.truth) } };
}

/**
 * @param {GeneratedMode} mode
 * @param {Record<string, any>[]} contracts
 * @param {string} key
 */
function generatedContracts(mode, contracts, key) {
  /** @type {string[]} */
  const listHabits = [];
  const shaped = contracts.map((contract) => {
    /** @type {string[]} */
    const habits = [];
    const own = `contract:${contract.idEvento}:${contract.numContrato}`;
    const sent = {
      ...contract,
      tipoAnexo: textField(mode, `${own}:tipoAnexo`, contract.tipoAnexo, habits),
      valor: moneyField(mode, `${own}:valor`, contract.valor, habits),
      dataContrato: dayField(mode, `${own}:dataContrato`, contract.dataContrato, habits),
      ...(contract.dataAssinatura && { dataAssinatura: dayField(mode, `${own}:dataAssinatura`, contract.dataAssinatura, habits) }),
    };
    const signedDay = contract.dataAssinatura ? String(contract.dataAssinatura).slice(0, 10) : null;
    return {
      sent,
      truth: { numContrato: contract.numContrato, idEvento: contract.idEvento, day: contract.dataContrato.slice(0, 10), signedDay, habits },
    };
  });
  return {
    sent: rowsOf(
      mode,
      key,
      shaped.map((one) => one.sent),
      listHabits,
    ),
    truth: shaped.map((one) => one.truth),
  };
}

/** @param {GeneratedMode} mode @param {Record<string, any>[]} schedule @param {number} idEvento */
function generatedSchedule(mode, schedule, idEvento) {
  const shaped = schedule.map((item, index) => {
    /** @type {string[]} */
    const habits = [];
    const sent = { ...item, dataAgenda: momentField(mode, `agenda:${idEvento}:${index}`, item.dataAgenda, habits) };
    const wall = wallClock(item.dataAgenda);
    return { sent, truth: { acao: item.acao, day: wall.slice(0, 10), time: wall.slice(11, 16), habits } };
  });
  return {
    sent: rowsOf(
      mode,
      `agenda:${idEvento}`,
      shaped.map((one) => one.sent),
      [],
    ),
    truth: shaped.map((one) => one.truth),
  };
}

/**
 * @typedef {{ idEvento: number, today: string, publicUrl: string }} GeneratedContext
 *   the current event's id; today in São Paulo; the API's public URL (a receipt's directory)
 */

/** @type {Record<string, (mode: GeneratedMode, answer: any, context: GeneratedContext) => unknown>} by route path */
const GENERATED = {
  '/api/home': (mode, event) => generatedEvent(mode, event).sent,
  '/api/home/:idEvento': (mode, event) => generatedEvent(mode, event).sent,
  '/api/eventos': (mode, events) =>
    rowsOf(
      mode,
      'eventos',
      events.map((/** @type {Record<string, any>} */ event) => generatedEvent(mode, event).sent),
      [],
    ),
  '/api/contatos': (mode, contacts, { idEvento }) => rowsOf(mode, `contatos:${idEvento}`, contacts, []),
  '/api/servicos': (mode, services, { idEvento }) =>
    rowsOf(
      mode,
      `servicos:${idEvento}`,
      services.map((/** @type {Record<string, any>} */ service, /** @type {number} */ index) => ({
        ...service,
        servico: textField(mode, `servico:${idEvento}:${index}`, service.servico, []),
      })),
      [],
    ),
  '/api/contratos': (mode, contracts, { idEvento }) => generatedContracts(mode, contracts, `contratos:${idEvento}`).sent,
  '/api/anexos': (mode, contracts) => generatedContracts(mode, contracts, 'anexos').sent,
  '/api/financeiro': (mode, finance, context) => generatedFinance(mode, finance, context).sent,
  '/api/agenda': (mode, schedule, { idEvento }) => generatedSchedule(mode, schedule, idEvento).sent,
};

/**
 * A data answer as the generated mode sends it; answers of other routes, and answers that are not
 * objects, pass unchanged.
 * @param {GeneratedMode} mode
 * @param {string} routePath e.g. '/api/agenda' or '/api/home/:idEvento'
 * @param {unknown} answer the clean answer
 * @param {GeneratedContext} context
 */
export function generatedAnswer(mode, routePath, answer, context) {
  const shape = Object.hasOwn(GENERATED, routePath) ? GENERATED[routePath] : undefined;
  return shape && answer !== null && typeof answer === 'object' ? shape(mode, answer, context) : answer;
}

/**
 * The caching headers a read is sent with (`null`: no such header at all).
 * @param {GeneratedMode} mode
 * @param {number} now the server's clock (a Last-Modified is dated from it)
 * @returns {Record<string, string | null>}
 */
export function generatedCaching(mode, now) {
  const { headers } = draw(mode, 'caching', 'reads');
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, value === 'yesterday' ? new Date(now - DAY_MS).toUTCString() : value]),
  );
}

// ---- Commands, refused tokens and refreshes ----

/** The account calls whose outcome the mode writes; the last two need their 200's `maskEmail`, so only their refusals change. */
const COMMANDS = ['/api/ChangePass', '/api/SingupUser', '/api/SingupEmailConfirm', '/api/SingupRegister', '/api/RecoveryPass'];
const ACCEPT_KEEPS_BODY = ['/api/SingupRegister', '/api/RecoveryPass'];

/**
 * A reply as the generated mode sends it: a command's outcome in its drawn envelope, a refused
 * token's 401 and a refused refresh in their drawn shapes, a refresh's answer written its drawn way.
 * Other replies pass unchanged.
 * @param {GeneratedMode} mode
 * @param {{ method: string, path: string, signedIn: boolean }} call signedIn: the route needs a token
 * @param {Reply} reply what the contract would send
 * @returns {Reply}
 */
export function generatedReply(mode, { method, path, signedIn }, reply) {
  if (method !== 'POST' && !signedIn) return reply;
  if (path === '/api/RefreshToken') {
    if (reply.status === 401) return draw(mode, 'refresh-refused', 'refresh').reply();
    if (reply.status !== 200 || typeof reply.body !== 'string') return reply;
    return json(200, draw(mode, 'refresh-answer', 'refresh').shape(JSON.parse(reply.body)));
  }
  if (signedIn && reply.status === 401) return draw(mode, 'unauthorized', 'session').reply(path);
  if (method !== 'POST' || !COMMANDS.includes(path) || reply.status === 429) return reply;
  const outcome = draw(mode, 'outcome', path);
  const refused = reply.status >= 400 || isRefusalBody(reply);
  if (refused && reply.status < 500 && outcome.refuse) return outcome.refuse();
  if (!refused && reply.status < 300 && outcome.accept && !ACCEPT_KEEPS_BODY.includes(path)) return outcome.accept();
  return reply;
}

/** @param {Reply} reply @returns {boolean} a 200 whose body already says it failed (the provider habits mode's) */
function isRefusalBody(reply) {
  return reply.status === 200 && typeof reply.body === 'string' && /"(?:succeeded|sucesso)":false/.test(reply.body);
}

/** @param {GeneratedMode} mode @returns {boolean} the refresh answers without rotating the refresh token */
export const keepsRefreshToken = (mode) => Boolean(draw(mode, 'refresh-answer', 'refresh').keepsRefreshToken);

// ---- The truth of a seed ----

/**
 * What the generated mode sends for every event of the seed, told as it really is: the events, and
 * for each its charges, contracts and schedule; the habits of the commands, the session's end and the
 * reads' caching. The tests check what the screens show against it.
 * @param {GeneratedMode} mode
 * @param {Iterable<EventRecord>} events the live events
 * @param {{ today: string, publicUrl: string }} context
 */
export function generatedTruth(mode, events, { today, publicUrl }) {
  const list = [...events].map((event) => {
    const { sent: _sent, truth } = generatedEvent(mode, event);
    const finance = generatedFinance(mode, { ...event.financeiro }, { idEvento: event.idEvento, today, publicUrl });
    return {
      ...truth,
      idCliente: event.idCliente,
      listHabits: finance.truth.habits,
      charges: finance.truth.charges,
      contracts: generatedContracts(
        mode,
        event.contratos.map((contract) => ({ ...contract, idEvento: event.idEvento })),
        `contratos:${event.idEvento}`,
      ).truth,
      schedule: generatedSchedule(mode, event.agenda, event.idEvento).truth,
    };
  });
  return {
    seed: mode.seed,
    exclude: mode.exclude,
    today,
    commands: Object.fromEntries(COMMANDS.map((path) => [path, draw(mode, 'outcome', path).id])),
    unauthorized: draw(mode, 'unauthorized', 'session').id,
    refreshRefused: draw(mode, 'refresh-refused', 'refresh').id,
    refreshAnswer: draw(mode, 'refresh-answer', 'refresh').id,
    caching: draw(mode, 'caching', 'reads').id,
    // The element's api-times the host sets for this API: 'sao-paulo' when it stamps its times UTC.
    apiTimes: stampsWallClockUtc(mode) ? 'sao-paulo' : null,
    events: list,
  };
}
