// @ts-check

/*
 * The provider habits mode: the same data, written the way the provider's SQL-backed .NET API writes
 * it on its first day (docs/resilience.md says what each shape means to the portal). Its own
 * status words ('Recebido', 'BAIXADO', 'Em aberto', a word the portal cannot know), date-only
 * columns at UTC midnight, a date as dd/MM/yyyy HH:mm, a boleto due on the last Saturday (and one
 * written 'Bloqueto Bancário'), a status sent as an object, a paid charge without a status but with
 * its payment date, placeholders that are no evidence (.NET's default date, a receipt's bare folder,
 * SQL Server's 1900-01-01 as a due date), a write-off for protest, a boleto line that fails its check digits, lists sent as null or not at all, contact types as a
 * person types them, HTML entities in names, rows repeated by a join. The values stay true: a
 * decoded name is the clean name, a UTC-midnight date the same calendar day.
 */

import { createHash } from 'node:crypto';
import { json } from './reply.mjs';

/** Ana's wedding: its schedule comes as `null` (a new event before its first appointment). */
const NULL_SCHEDULE_EVENT = 41587;
/** Ana's silver anniversary: its charges come as `null` and its schedule as a 204 with no body. */
const NO_CHARGES_EVENT = 42903;
/** The charge whose boleto line fails its general check digit. */
const BROKEN_LINE_CHARGE = '81237';

/** A data route's answer that is no body at all: the route sends 204 No Content. */
export const NO_CONTENT = Symbol('no content');

/** The combining marks the named entities stand for (src/lib/text/decode-entities.ts reads them back). */
const MARK_NAMES = { '\u0301': 'acute', '\u0300': 'grave', '\u0302': 'circ', '\u0303': 'tilde', '\u0327': 'cedil' };

/**
 * @param {unknown} value
 * @param {'named' | 'numeric'} form accented letters as '&ccedil;' or '&#231;'
 * @returns {unknown} the text as an ERP escapes it for a web page: '&' as '&amp;', accents as entities
 */
function escaped(value, form) {
  if (typeof value !== 'string') return value;
  return value.replaceAll('&', '&amp;').replace(/[^\x20-\x7e]/g, (char) => {
    const [letter, mark] = char.normalize('NFD');
    const name = mark && MARK_NAMES[/** @type {keyof typeof MARK_NAMES} */ (mark)];
    return form === 'named' && name ? `&${letter}${name};` : `&#${/** @type {number} */ (char.codePointAt(0))};`;
  });
}

/** @param {unknown} value a date or date-time @returns {unknown} that calendar day at UTC midnight, as a SQL `date` serialised by .NET */
const utcMidnight = (value) => (typeof value === 'string' ? `${value.slice(0, 10)}T00:00:00.000Z` : value);

/** @param {unknown} value '2027-05-15T19:30:00' @returns {unknown} '15/05/2027 19:30' */
const brDateTime = (value) =>
  typeof value === 'string' ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)} ${value.slice(11, 16)}` : value;

/** @param {string} today 'YYYY-MM-DD' @param {number} days @returns {string} that many days before, 'YYYY-MM-DD' */
const daysBefore = (today, days) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * @param {string} today 'YYYY-MM-DD'
 * @returns {string} the last Saturday before `today`, 'YYYY-MM-DD'
 */
export function lastSaturday(today) {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 1) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

/**
 * @param {unknown[]} list
 * @returns {unknown[]} the list with its first row sent twice, as a join that matched it twice sends it
 */
const joinedTwice = (list) => (list.length > 0 ? [list[0], ...list] : list);

/**
 * Each status word as the provider's billing writes it: paid ones as received or written off,
 * overdue as merely open (overdue is the due date's business), and the open transfer in a word the
 * portal cannot know.
 * @param {Record<string, unknown>} charge
 * @param {number} index
 */
function providerStatus(charge, index) {
  if (charge.statusCobranca === 'Pago') return index % 2 ? 'BAIXADO' : 'Recebido';
  if (charge.statusCobranca === 'Vencido') return 'Em aberto';
  if (charge.formaPagamento === 'Transferência' && charge.statusCobranca === 'Em aberto') return 'Em análise';
  return charge.statusCobranca;
}

/** @param {unknown} line @returns {unknown} the line with its general check digit (the 33rd) off by one */
const brokenLine = (line) =>
  typeof line === 'string' && line.length === 47 ? `${line.slice(0, 32)}${(Number(line[32]) + 1) % 10}${line.slice(33)}` : line;

/** @param {Record<string, any>} event GET /api/home, POST /api/home/{idEvento} */
const providerEvent = (event) => ({
  ...event,
  descricao: escaped(event.descricao, 'numeric'),
  titulo: escaped(event.titulo, 'named'),
  casa: escaped(event.casa, 'numeric'),
  dataEvento: utcMidnight(event.dataEvento),
});

/** @param {any[]} contracts GET /api/contratos, /api/anexos */
const providerContracts = (contracts) =>
  joinedTwice(
    contracts.map((contract) => ({
      ...contract,
      tipoAnexo: escaped(contract.tipoAnexo, 'named'),
      dataContrato: utcMidnight(contract.dataContrato),
    })),
  );

/** @typedef {{ idEvento: number, today: string }} ProviderContext the current event's id; today in São Paulo */

/** @type {Record<string, (answer: any, context: ProviderContext) => unknown>} by route path */
const PROVIDER = {
  '/api/home': providerEvent,
  '/api/home/:idEvento': providerEvent,
  // A join with the event's contracts sends each event once per contract line.
  '/api/eventos': (events) =>
    events.flatMap((/** @type {Record<string, any>} */ event, /** @type {number} */ index) => {
      const row = {
        ...providerEvent(event),
        dtInicio: index % 2 ? brDateTime(event.dtInicio) : event.dtInicio,
      };
      return [
        { ...row, linhaContrato: 1 },
        { ...row, linhaContrato: 2 },
      ];
    }),
  '/api/contatos': (contacts) =>
    joinedTwice(
      contacts.map((/** @type {Record<string, any>} */ contact, /** @type {number} */ index) => ({
        ...contact,
        tipo:
          /** @type {Record<string, string>} */ ({
            producao: index % 2 ? 'PRODUCAO ' : 'Produção',
            comercial: 'Comercial',
            assessoria: 'ASSESSORIA',
          })[contact.tipo] ?? contact.tipo,
      })),
    ),
  '/api/servicos': (services) =>
    joinedTwice(
      services.map((/** @type {Record<string, any>} */ service) => ({ ...service, servico: escaped(service.servico, 'numeric') })),
    ),
  '/api/contratos': providerContracts,
  '/api/anexos': providerContracts,
  '/api/financeiro': (finance, { idEvento, today }) => {
    if (idEvento === NO_CHARGES_EVENT) return { ...finance, cobrancas: null };
    /** @type {Record<string, any>[]} */
    const charges = finance.cobrancas.map((/** @type {Record<string, any>} */ charge, /** @type {number} */ index) => ({
      ...charge,
      statusCobranca: providerStatus(charge, index),
      dataVencimento: utcMidnight(charge.dataVencimento),
      linhaDigitavel: charge.numCobranca === BROKEN_LINE_CHARGE ? brokenLine(charge.linhaDigitavel) : charge.linhaDigitavel,
    }));
    const [first] = charges;
    // A boleto due on the last Saturday: payable without a fine on the next business day.
    const saturday = first && {
      numCobranca: String(Number(first.numCobranca) + 50),
      formaPagamento: 'Boleto',
      dataVencimento: utcMidnight(lastSaturday(today)),
      valorDocumento: 1500,
      statusCobranca: 'Em aberto',
      razaoSocial: first.razaoSocial,
    };
    // Where the word says nothing: a status an ORM sent as its navigation property, a charge with
    // no status that carries its payment date, and the Saturday boleto in an older bank's words.
    const silent = first
      ? [
          { statusCobranca: { id: 4, descricao: 'Liquidado' }, formaPagamento: 'PIX', dataVencimento: utcMidnight(daysBefore(today, 40)) },
          { formaPagamento: 'PIX', dataVencimento: utcMidnight(daysBefore(today, 30)), dataPagamento: daysBefore(today, 31) },
          { statusCobranca: 'Em aberto', formaPagamento: 'Bloqueto Bancário', dataVencimento: utcMidnight(lastSaturday(today)) },
        ].map((charge, index) => ({
          numCobranca: String(Number(first.numCobranca) + 51 + index),
          valorDocumento: 700 + 100 * index,
          razaoSocial: first.razaoSocial,
          ...charge,
        }))
      : [];
    // Evidence that is no evidence, and words read by their parts (docs/resilience.md, "Placeholder
    // dates", "Placeholder links", "Charge status words"): a charge without a status whose payment
    // date is .NET's default(DateTime) and whose receipt is the folder a NULL file name leaves (still
    // to pay), a write-off for protest (to pay, late), and a due date SQL Server wrote for a blank.
    const placeholders = first
      ? [
          {
            formaPagamento: 'PIX',
            dataVencimento: utcMidnight(daysBefore(today, 20)),
            dataPagamento: '0001-01-01T00:00:00',
            urlComprovante: '/provedor/comprovantes/',
          },
          { statusCobranca: 'Baixa por protesto', formaPagamento: 'PIX', dataVencimento: utcMidnight(daysBefore(today, 45)) },
          { statusCobranca: 'Em aberto', formaPagamento: 'PIX', dataVencimento: utcMidnight('1900-01-01') },
        ].map((charge, index) => ({
          numCobranca: String(Number(first.numCobranca) + 54 + index),
          valorDocumento: 400 + 100 * index,
          razaoSocial: first.razaoSocial,
          ...charge,
        }))
      : [];
    return { ...finance, cobrancas: joinedTwice(saturday ? [...charges, saturday, ...silent, ...placeholders] : charges) };
  },
  '/api/agenda': (schedule, { idEvento }) => {
    if (idEvento === NULL_SCHEDULE_EVENT) return null;
    if (idEvento === NO_CHARGES_EVENT) return NO_CONTENT;
    return joinedTwice(schedule);
  },
};

// ---- Date-only fields at UTC midnight: the payment and signing days ----
// A .NET API writes every SQL `date` column as that day's UTC midnight, not only the due and contract
// dates: the payment day (`dataPagamento`) and the signing day (`dataAssinatura`) come so too
// (docs/resilience.md, "Date fields by their kind").

/** @param {any[]} rows @param {string} field @returns {any[]} the rows with `field` at its day's UTC midnight */
const dayAtUtcMidnight = (rows, field) => rows.map((row) => (row && row[field] ? { ...row, [field]: utcMidnight(row[field]) } : row));

/** @type {Record<string, ((answer: any) => unknown) | undefined>} by route path, applied after PROVIDER */
const PROVIDER_DAYS = {
  '/api/financeiro': (finance) =>
    Array.isArray(finance.cobrancas) ? { ...finance, cobrancas: dayAtUtcMidnight(finance.cobrancas, 'dataPagamento') } : finance,
  '/api/contratos': (contracts) => dayAtUtcMidnight(contracts, 'dataAssinatura'),
  '/api/anexos': (contracts) => dayAtUtcMidnight(contracts, 'dataAssinatura'),
};

// ---- end of the payment and signing days ----

/**
 * A data answer as the provider habits mode sends it (see the top of this file); answers of other
 * routes pass unchanged. {@link NO_CONTENT} means a 204 with no body.
 *
 * @param {string} routePath the route's path, e.g. '/api/agenda' or '/api/home/:idEvento'
 * @param {unknown} answer the clean answer
 * @param {ProviderContext} context
 * @returns {unknown}
 */
export function providerAnswer(routePath, answer, context) {
  const provider = Object.hasOwn(PROVIDER, routePath) ? PROVIDER[routePath] : undefined;
  if (!provider || answer === null || typeof answer !== 'object') return answer;
  const shaped = provider(answer, context);
  const days = PROVIDER_DAYS[routePath];
  return days && shaped !== null && typeof shaped === 'object' ? days(shaped) : shaped;
}

/*
 * ---- Refusals and refused tokens in the frameworks' own shapes ----
 * (docs/resilience.md, "A 200 that says it failed" and "Expired tokens"). Kept apart from the data
 * answers above. A test or a demo sets its own (POST /dev/provider {"refusal": ..., "unauthorized":
 * ...}); /dev/reset goes back to these defaults.
 */

/**
 * How the provider habits mode refuses what an account form sent, by route: with a 200 whose body
 * says it failed. ChangePass and SingupUser answer as ASP.NET Identity's `IdentityResult` does when a
 * controller returns it with `Ok(...)` (ChangePasswordAsync's PasswordMismatch, ResetPasswordAsync's
 * InvalidToken, the password validators' codes); the first-access and recovery steps with `sucesso`
 * false. The login keeps its 401, as ASP.NET's `Unauthorized()` sends it.
 * @type {Record<string, (message: string) => unknown>}
 */
const REFUSALS = {
  '/api/ChangePass': (message) =>
    identityFailure(message === 'Senha atual incorreta' ? 'PasswordMismatch' : 'PasswordRequiresNonAlphanumeric'),
  '/api/SingupUser': (message) => identityFailure(/c[oó]digo/i.test(message) ? 'InvalidToken' : 'PasswordRequiresNonAlphanumeric'),
  '/api/SingupRegister': (message) => ({ sucesso: false, mensagem: message }),
  '/api/SingupEmailConfirm': (message) => ({ sucesso: false, mensagem: message }),
  '/api/RecoveryPass': (message) => ({ sucesso: false, mensagem: message }),
};

/** IdentityErrorDescriber's default English descriptions. */
const IDENTITY_ERRORS = {
  PasswordMismatch: 'Incorrect password.',
  InvalidToken: 'Invalid token.',
  PasswordRequiresNonAlphanumeric: 'Passwords must have at least one non alphanumeric character.',
};

/** @param {keyof typeof IDENTITY_ERRORS} code @returns {unknown} an `IdentityResult.Failed(...)` as System.Text.Json writes it */
const identityFailure = (code) => ({ succeeded: false, errors: [{ code, description: IDENTITY_ERRORS[code] }] });

/**
 * @typedef {{ status?: number, body?: unknown, headers?: Record<string, string> }} ShapedReply
 *   a status (401 unless said), a body (a string as text, anything else as JSON, none as no body) and headers
 * @typedef {{
 *   refusal?: unknown, unauthorized?: ShapedReply, refreshRefused?: ShapedReply, emptySuccess?: 200 | 204,
 *   refreshAnswer?: { rotate?: boolean, fields?: Record<string, unknown> }
 * }} ProviderShapes
 *   refusal: the body every account form's refusal is sent with (a 200), the login's included;
 *   unauthorized: how a refused token is answered: a 401 of any shape, cookie auth's challenge (a 302
 *     to /Account/Login, the default Location of any 3xx), a stack that throws on an expired token (500);
 *   refreshRefused: how RefreshToken refuses a spent or expired refresh token, in the same terms;
 *   emptySuccess: the account calls' and the event switch's success sent with that status and no
 *     body (ASP.NET Core Identity's `TypedResults.Ok()`, a controller's `Ok()` or `NoContent()`);
 *   refreshAnswer: RefreshToken rotating the refresh token after all (`rotate`), its answer's fields
 *     replaced by `fields` (`{"email": ""}`: a C# DTO's `Email = string.Empty`)
 */

/**
 * The provider habits mode's refusal of an account form's POST, or null where the route refuses as
 * any API does (a throttle's 429, a route without a 200 refusal).
 * @param {string} path
 * @param {number} status the refusal's own status
 * @param {string} message
 * @param {ProviderShapes} shapes
 * @returns {import('./types.mjs').Reply | null}
 */
export function providerRefusal(path, status, message, shapes) {
  if (status < 400 || status >= 500 || status === 429) return null;
  if (shapes.refusal !== undefined && (path in REFUSALS || path === '/api/login')) return json(200, shapes.refusal);
  return path in REFUSALS ? json(200, REFUSALS[path](message)) : null;
}

/** @param {ShapedReply | undefined} shape @returns {import('./types.mjs').Reply} ASP.NET's `{"Message": "Token Inválido!"}`, or the shape set */
function shapedRefusal(shape) {
  if (!shape) return json(401, { Message: 'Token Inválido!' });
  const { status = 401, body } = shape;
  // Cookie auth's challenge: a redirect to its sign-in page (ASP.NET's LoginPath, /Account/Login by default).
  const headers = status >= 300 && status < 400 ? { Location: '/Account/Login', ...shape.headers } : { ...shape.headers };
  if (body === undefined) return { status, headers, body: '' };
  return typeof body === 'string'
    ? { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body }
    : json(status, body, headers);
}

/**
 * The answer to a refused token in the provider habits mode: ASP.NET's `{"Message": "Token Inválido!"}`,
 * or the shape set (JwtBearer's empty 401 with `WWW-Authenticate: Bearer error="invalid_token"`, Web
 * API 2's `{"Message": "Authorization has been denied for this request."}`, cookie auth's 302 to
 * /Account/Login, a 500...).
 * @param {ProviderShapes} shapes
 * @returns {import('./types.mjs').Reply}
 */
export const providerUnauthorized = ({ unauthorized }) => shapedRefusal(unauthorized);

/**
 * RefreshToken's answer to a spent or expired refresh token in the provider habits mode, as
 * {@link providerUnauthorized} (a stack that validates the refresh token in its action and throws
 * answers 500: docs/resilience.md, "Expired tokens").
 * @param {ProviderShapes} shapes
 * @returns {import('./types.mjs').Reply}
 */
export const providerRefreshRefused = ({ refreshRefused }) => shapedRefusal(refreshRefused);

/** The routes whose success the `emptySuccess` shape sends with no body. */
const EMPTY_SUCCESS = [
  '/api/ChangePass',
  '/api/SingupUser',
  '/api/SingupEmailConfirm',
  '/api/RecoveryPass',
  '/api/SingupRegister',
  '/api/home/:idEvento',
];

/**
 * A route's success as the provider habits mode sends it: with no body at all for the account calls
 * and the event switch when `emptySuccess` is set; as it is otherwise.
 * @param {string} routePath
 * @param {import('./types.mjs').Reply} reply
 * @param {ProviderShapes} shapes
 * @returns {import('./types.mjs').Reply}
 */
export function providerSuccess(routePath, reply, { emptySuccess }) {
  return emptySuccess && EMPTY_SUCCESS.includes(routePath) && reply.status >= 200 && reply.status < 300
    ? { status: emptySuccess, headers: {}, body: '' }
    : reply;
}

/*
 * ---- Reads the browser may keep ----
 * (docs/resilience.md, "The provider habits mode of the reference API"). ASP.NET Core's
 * `[ResponseCache(Duration = 600)]` on a controller sends `Cache-Control: public,max-age=600`; IIS
 * output caching, a CDN or a proxy in front of the API send the like. A browser then keeps each
 * answer under its URL and gives it back for the next request of that URL, whoever's token asks:
 * the portal must never let it (docs/security.md, "What the portal keeps on a device").
 */

/**
 * A read as the provider's stack sends it when it marks reads cacheable: the reply with that
 * `Cache-Control` (POST /dev/provider {"cache": ...}), a `Last-Modified` of now and an `ETag` of the
 * body. Without a value, or for a reply that is not a success, the reply as it was.
 * @param {import('./types.mjs').Reply} reply
 * @param {string | null} cacheControl
 * @param {number} now the server clock
 * @returns {import('./types.mjs').Reply}
 */
export function providerCaching(reply, cacheControl, now) {
  if (!cacheControl || reply.status >= 300) return reply;
  const tag = createHash('sha256')
    .update(reply.body ?? '')
    .digest('base64url')
    .slice(0, 22);
  return {
    ...reply,
    headers: { ...reply.headers, 'Cache-Control': cacheControl, 'Last-Modified': new Date(now).toUTCString(), ETag: `"${tag}"` },
  };
}
