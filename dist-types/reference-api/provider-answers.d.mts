/**
 * @param {string} today 'YYYY-MM-DD'
 * @returns {string} the last Saturday before `today`, 'YYYY-MM-DD'
 */
export function lastSaturday(today: string): string;
/**
 * A data answer as the provider habits mode sends it (see the top of this file); answers of other
 * routes pass unchanged. {@link NO_CONTENT} means a 204 with no body.
 *
 * @param {string} routePath the route's path, e.g. '/api/agenda' or '/api/home/:idEvento'
 * @param {unknown} answer the clean answer
 * @param {ProviderContext} context
 * @returns {unknown}
 */
export function providerAnswer(routePath: string, answer: unknown, context: ProviderContext): unknown;
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
export function providerRefusal(path: string, status: number, message: string, shapes: ProviderShapes): import("./types.mjs").Reply | null;
/**
 * A route's success as the provider habits mode sends it: with no body at all for the account calls
 * and the event switch when `emptySuccess` is set; as it is otherwise.
 * @param {string} routePath
 * @param {import('./types.mjs').Reply} reply
 * @param {ProviderShapes} shapes
 * @returns {import('./types.mjs').Reply}
 */
export function providerSuccess(routePath: string, reply: import("./types.mjs").Reply, { emptySuccess }: ProviderShapes): import("./types.mjs").Reply;
/**
 * A read as the provider's stack sends it when it marks reads cacheable: the reply with that
 * `Cache-Control` (POST /dev/provider {"cache": ...}), a `Last-Modified` of now and an `ETag` of the
 * body. Without a value, or for a reply that is not a success, the reply as it was.
 * @param {import('./types.mjs').Reply} reply
 * @param {string | null} cacheControl
 * @param {number} now the server clock
 * @returns {import('./types.mjs').Reply}
 */
export function providerCaching(reply: import("./types.mjs").Reply, cacheControl: string | null, now: number): import("./types.mjs").Reply;
/** A data route's answer that is no body at all: the route sends 204 No Content. */
export const NO_CONTENT: unique symbol;
export function providerUnauthorized({ unauthorized }: ProviderShapes): import("./types.mjs").Reply;
export function providerRefreshRefused({ refreshRefused }: ProviderShapes): import("./types.mjs").Reply;
/**
 * a status (401 unless said), a body (a string as text, anything else as JSON, none as no body) and headers
 */
export type ShapedReply = {
    status?: number;
    body?: unknown;
    headers?: Record<string, string>;
};
/**
 * refusal: the body every account form's refusal is sent with (a 200), the login's included;
 * unauthorized: how a refused token is answered: a 401 of any shape, cookie auth's challenge (a 302
 * to /Account/Login, the default Location of any 3xx), a stack that throws on an expired token (500);
 * refreshRefused: how RefreshToken refuses a spent or expired refresh token, in the same terms;
 * emptySuccess: the account calls' and the event switch's success sent with that status and no
 * body (ASP.NET Core Identity's `TypedResults.Ok()`, a controller's `Ok()` or `NoContent()`);
 * refreshAnswer: RefreshToken rotating the refresh token after all (`rotate`), its answer's fields
 * replaced by `fields` (`{"email": ""}`: a C# DTO's `Email = string.Empty`)
 */
export type ProviderShapes = {
    refusal?: unknown;
    unauthorized?: ShapedReply;
    refreshRefused?: ShapedReply;
    emptySuccess?: 200 | 204;
    refreshAnswer?: {
        rotate?: boolean;
        fields?: Record<string, unknown>;
    };
};
/**
 * the current event's id; today in São Paulo
 */
export type ProviderContext = {
    idEvento: number;
    today: string;
};
