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
/** A data route's answer that is no body at all: the route sends 204 No Content. */
export const NO_CONTENT: unique symbol;
/**
 * the current event's id; today in São Paulo
 */
export type ProviderContext = {
    idEvento: number;
    today: string;
};
