// @ts-check
/** @typedef {import('./types.mjs').Auth} Auth */
/** @typedef {import('./types.mjs').RouteRequest} RouteRequest */

/**
 * The signed-in customer of a route declared with `auth: true` (the request handler has already
 * refused the request without a valid token).
 * @param {RouteRequest} request
 * @returns {Auth}
 */
export function signedIn(request) {
  if (!request.auth) throw new Error('signedIn() used on a route without auth: true');
  return request.auth;
}
