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
 * @typedef {{ refusal?: unknown, unauthorized?: { body?: unknown, headers?: Record<string, string> } }} ProviderShapes
 *   refusal: the body every account form's refusal is sent with (a 200), the login's included;
 *   unauthorized: the 401 a refused token gets: a string body is sent as text, anything else as JSON, none as no body
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
 * The 401 of a refused token in the provider habits mode: ASP.NET's `{"Message": "Token Inválido!"}`,
 * or the shape set (JwtBearer's empty body with `WWW-Authenticate: Bearer error="invalid_token"`,
 * Web API 2's `{"Message": "Authorization has been denied for this request."}`...).
 * @param {ProviderShapes} shapes
 * @returns {import('./types.mjs').Reply}
 */
export function providerUnauthorized({ unauthorized }: ProviderShapes): import("./types.mjs").Reply;
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
/**
 * refusal: the body every account form's refusal is sent with (a 200), the login's included;
 * unauthorized: the 401 a refused token gets: a string body is sent as text, anything else as JSON, none as no body
 */
export type ProviderShapes = {
    refusal?: unknown;
    unauthorized?: {
        body?: unknown;
        headers?: Record<string, string>;
    };
};
/**
 * the current event's id; today in São Paulo
 */
export type ProviderContext = {
    idEvento: number;
    today: string;
};
