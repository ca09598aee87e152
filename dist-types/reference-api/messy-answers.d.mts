/**
 * A data answer as the messy fixture mode sends it (see the top of this file); answers of other
 * routes pass unchanged.
 *
 * @param {string} routePath the route's path, e.g. '/api/agenda' or '/api/home/:idEvento'
 * @param {unknown} answer the clean answer
 */
export function messyAnswer(routePath: string, answer: unknown): unknown;
