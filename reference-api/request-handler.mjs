// @ts-check
import { ALLOWED_METHODS, corsHeaders } from './cors.mjs';
import { devRefusal } from './dev-guard.mjs';
import { faultReply } from './fault-reply.mjs';
import { generatedReply } from './generated-answers.mjs';
import { HttpError } from './http-error.mjs';
import { readJsonBody } from './read-json-body.mjs';
import { providerRefusal, providerSuccess, providerUnauthorized } from './provider-answers.mjs';
import { invalidToken, json } from './reply.mjs';
import { sendReply } from './send-reply.mjs';

/** @typedef {import('./create-state.mjs').State} State */
/** @typedef {ReturnType<typeof import('./router.mjs').createRouter>} Router */
/** @typedef {ReturnType<typeof import('./session-tokens.mjs').createSessionTokens>} SessionTokens */

/** How long a 'timeout' fault holds a request before closing the connection without an answer. */
const HOLD_MS = 30_000;
/** Request targets are paths; this only gives them something to resolve against. */
const BASE = 'http://api.invalid';

/**
 * Every request: the sweep, CORS, then armed faults, then routing, authentication, body (JSON only), route.
 *
 * @param {{
 *   state: State, router: Router, tokens: SessionTokens, allowedOrigins: readonly string[],
 *   log: (line: string) => void, held: Set<NodeJS.Timeout>, sweep: () => void
 * }} context held: timers of requests a 'timeout' fault is holding (cleared on close);
 *   sweep: forgets expired sessions and throttle entries (does its work at most once a minute)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createRequestHandler({ state, router, tokens, allowedOrigins, log, held, sweep }) {
  return async (req, res) => {
    const method = req.method ?? 'GET';
    let path = '';
    const preflight = method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    const cors = corsHeaders(req.headers.origin, allowedOrigins, preflight);
    // A 'lost' fault: the request is handled (a refresh rotates), then its answer never leaves.
    let lost = false;
    // Whether the route needs a token: in the generated mode its 401 takes the drawn shape.
    let signedIn = false;
    /** @param {import('./types.mjs').Reply} reply */
    const answer = (reply) => {
      if (lost) return void req.socket.destroy();
      // The generated mode writes commands' outcomes, refused tokens and refreshes its drawn ways.
      sendReply(res, state.generated ? generatedReply(state.generated, { method, path, signedIn }, reply) : reply, cors);
    };
    try {
      sweep();
      if (method === 'OPTIONS') return sendReply(res, { status: 204, headers: { Allow: ALLOWED_METHODS } }, cors);
      if (!URL.canParse(req.url ?? '/', BASE)) throw new HttpError(400, 'Endereço inválido.');
      const url = new URL(req.url ?? '/', BASE);
      path = url.pathname;
      if (path.startsWith('/dev/')) {
        const refusal = devRefusal(method, req.headers);
        if (refusal) throw refusal;
      }
      const match = router.match(method, path);

      // Faults come before authentication: a broken proxy answers whoever asks. /dev stays reachable.
      const kind = path.startsWith('/dev/') ? null : state.faults.take(method, path);
      if (kind) {
        log(`[faults] ${kind} -> ${method} ${path}`);
        if (kind === 'drop') return void req.socket.destroy();
        lost = kind === 'lost';
        // A 'hold': the request waits until the faults are cleared, then is handled as usual (an
        // answer that arrives late, after whatever the test did meanwhile).
        if (kind === 'hold') await state.faults.released();
        if (kind === 'timeout') {
          const timer = setTimeout(() => {
            held.delete(timer);
            req.socket.destroy();
          }, HOLD_MS);
          held.add(timer);
          return;
        }
        // '401': a refused token, in the provider habits mode's shape when it is on.
        const reply =
          kind === 'hold'
            ? null
            : kind === '401'
              ? state.provider
                ? providerUnauthorized(state.providerShapes)
                : invalidToken()
              : faultReply(kind, match && 'route' in match ? sampleOf(match.route) : undefined);
        if (reply) return sendReply(res, reply, cors);
      }

      if (!match) return answer(json(404, { message: 'Recurso não encontrado' }));
      if ('allow' in match) return answer(json(405, { message: 'Método não permitido' }, { Allow: match.allow.join(', ') }));
      const { route, params } = match;
      signedIn = Boolean(route.auth);
      const auth = route.auth ? tokens.authenticate(req.headers.authorization) : null;
      if (route.auth && !auth) return answer(state.provider ? providerUnauthorized(state.providerShapes) : invalidToken());
      const body = method === 'POST' ? await readJsonBody(req) : {};
      const reply = await route.handler({
        path,
        params,
        query: url.searchParams,
        body,
        auth,
        ip: req.socket.remoteAddress ?? '',
        authorization: req.headers.authorization,
      });
      answer(state.provider ? providerSuccess(route.path, reply, state.providerShapes) : reply);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      if (error instanceof HttpError) {
        // The provider habits mode refuses an account form's POST with a 200 that says it failed.
        const refusal = state.provider && method === 'POST' && providerRefusal(path, error.status, error.message, state.providerShapes);
        return answer(refusal || json(error.status, { message: error.message }, error.headers));
      }
      // Only the path and the error: never headers or bodies, which hold tokens and passwords.
      log(`[api] ${method} ${path} falhou: ${error instanceof Error ? error.message : String(error)}`);
      answer(json(500, { message: 'Erro interno do servidor.' }));
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
