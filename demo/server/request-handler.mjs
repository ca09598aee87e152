// @ts-check
import { ALLOWED_METHODS, corsHeaders } from './cors.mjs';
import { faultReply } from './fault-reply.mjs';
import { HttpError } from './http-error.mjs';
import { readJsonBody } from './read-json-body.mjs';
import { invalidToken, json } from './reply.mjs';
import { sendReply } from './send-reply.mjs';

/** @typedef {import('./create-state.mjs').State} State */
/** @typedef {ReturnType<typeof import('./router.mjs').createRouter>} Router */
/** @typedef {ReturnType<typeof import('./session-tokens.mjs').createSessionTokens>} SessionTokens */

/** How long a 'timeout' fault holds a request before closing the connection without an answer. */
const HOLD_MS = 30_000;

/**
 * Every request: CORS, then armed faults, then routing, authentication, body, route.
 *
 * @param {{
 *   state: State, router: Router, tokens: SessionTokens, allowedOrigins: readonly string[],
 *   log: (line: string) => void, held: Set<NodeJS.Timeout>
 * }} context held: timers of requests a 'timeout' fault is holding (cleared on close)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createRequestHandler({ state, router, tokens, allowedOrigins, log, held }) {
  return async (req, res) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://api.invalid');
    const preflight = method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    const cors = corsHeaders(req.headers.origin, allowedOrigins, preflight);
    try {
      if (method === 'OPTIONS') return sendReply(res, { status: 204, headers: { Allow: ALLOWED_METHODS } }, cors);
      const match = router.match(method, url.pathname);

      // Faults come before authentication: a broken proxy answers whoever asks. /dev stays reachable.
      const kind = url.pathname.startsWith('/dev/') ? null : state.faults.take(method, url.pathname);
      if (kind) {
        log(`[faults] ${kind} -> ${method} ${url.pathname}`);
        if (kind === 'drop') return void req.socket.destroy();
        if (kind === 'timeout') {
          const timer = setTimeout(() => {
            held.delete(timer);
            req.socket.destroy();
          }, HOLD_MS);
          held.add(timer);
          return;
        }
        const reply = faultReply(kind, match && 'route' in match ? sampleOf(match.route) : undefined);
        if (reply) return sendReply(res, reply, cors);
      }

      if (!match) return sendReply(res, json(404, { message: 'Recurso não encontrado' }), cors);
      if ('allow' in match) return sendReply(res, json(405, { message: 'Método não permitido' }, { Allow: match.allow.join(', ') }), cors);
      const { route, params } = match;
      const auth = route.auth ? tokens.authenticate(req.headers.authorization) : null;
      if (route.auth && !auth) return sendReply(res, invalidToken(), cors);
      const body = method === 'POST' ? await readJsonBody(req) : {};
      const reply = await route.handler({
        path: url.pathname,
        params,
        query: url.searchParams,
        body,
        auth,
        ip: req.socket.remoteAddress ?? '',
        authorization: req.headers.authorization,
      });
      sendReply(res, reply, cors);
    } catch (error) {
      if (error instanceof HttpError) return sendReply(res, json(error.status, { message: error.message }, error.headers), cors);
      // Only the path and the error: never headers or bodies, which hold tokens and passwords.
      log(`[api] ${method} ${url.pathname} falhou: ${error instanceof Error ? error.message : String(error)}`);
      sendReply(res, json(500, { message: 'Erro interno do servidor.' }), cors);
    }
  };
}

/** @param {import('./types.mjs').Route} route */
function sampleOf(route) {
  try {
    return route.sample?.();
  } catch {
    return undefined;
  }
}
