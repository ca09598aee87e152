// @ts-check
/** @typedef {import('./types.mjs').Route} Route */

/**
 * Matches a request against the routes. Paths are case-sensitive, as the contract writes them.
 *
 * @param {Route[]} routes
 */
export function createRouter(routes) {
  const compiled = routes.map((route) => ({ route, segments: route.path.split('/') }));

  return {
    /**
     * @param {string} method
     * @param {string} path
     * @returns {{ route: Route, params: Record<string, string> } | { allow: string[] } | null}
     *   the route, or the methods the path does allow (-> 405), or null (-> 404)
     */
    match(method, path) {
      const parts = path.split('/');
      /** @type {string[]} */
      const allow = [];
      for (const { route, segments } of compiled) {
        const params = matchSegments(segments, parts);
        if (!params) continue;
        if (route.method === method) return { route, params };
        allow.push(route.method);
      }
      return allow.length ? { allow } : null;
    },
  };
}

/**
 * @param {string[]} segments
 * @param {string[]} parts
 */
function matchSegments(segments, parts) {
  if (segments.length !== parts.length) return null;
  /** @type {Record<string, string>} */
  const params = {};
  for (let i = 0; i < segments.length; i += 1) {
    if (segments[i].startsWith(':')) {
      if (!parts[i]) return null;
      try {
        params[segments[i].slice(1)] = decodeURIComponent(parts[i]);
      } catch {
        return null;
      }
    } else if (segments[i] !== parts[i]) {
      return null;
    }
  }
  return params;
}
