// @vitest-environment node
// The API client alone, on Node's own fetch: no DOM needed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import * as accountCalls from '../../src/api/account-calls';
import * as eventCalls from '../../src/api/event-calls';
import * as homeCalls from '../../src/api/current-event-calls';
import { toStoredUser } from '../../src/session/stored-session';
import { sessionTokens } from '../../src/runtime/session-tokens';
import { createSessionStore } from '../../src/session/session-store';
import { advanceClock } from '../../test-kit/advance-clock';
import { ownApi } from '../../test-kit/own-api';
import { carlaDateOf } from '../../test-kit/seed-of';

/*
 * The reference API answers 415 to a POST body that is not application/json (a
 * text/plain body is a request any page can send without a CORS preflight). The portal's own client
 * must therefore send every POST body as JSON, and the POSTs without a body must stay without one.
 */

const api = ownApi();
const endpoints = { ...accountCalls, ...homeCalls, ...eventCalls };
afterEach(() => vi.restoreAllMocks());

interface Sent {
  method: string;
  path: string;
  contentType: string | null;
  body: unknown;
  status: number;
}

/** Every request the client sends, with what it said its body was and what the server answered. */
function recordRequests() {
  const sent: Sent[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const answer = await real(input, init);
    sent.push({
      method: init?.method ?? 'GET',
      path: new URL(String(input instanceof Request ? input.url : input)).pathname,
      contentType: new Headers(init?.headers).get('content-type'),
      body: init?.body,
      status: answer.status,
    });
    return answer;
  });
  return sent;
}

describe('the API client and JSON-only POSTs', () => {
  it('sends every POST body as application/json, sends the body-less POSTs with no body, and is never answered 415', async () => {
    const session = createSessionStore(`json-posts-${Date.now()}:`);
    const client = createApiClient({ baseUrl: api.url(), timeoutMs: 15_000, tokens: sessionTokens(session) });
    const sent = recordRequests();

    const ana = { username: 'ana.souza@exemplo.com.br', password: 'Portal@2026' };
    session.signIn(toStoredUser(await endpoints.login(client, ana), { email: ana.username }));
    await endpoints.selectEvent(client, 42903);
    await endpoints.changePassword(client, { SenhaAntiga: ana.password, SenhaNova: 'Trocada#99' });
    await advanceClock(api.url(), 901); // the access token expires: the next call refreshes
    await endpoints.getServices(client);
    await endpoints.recoverPassword(client, { email: ana.username });
    const { day, month, year } = await carlaDateOf(api.url());
    const carla = 'carla.mendes@exemplo.com.br';
    await endpoints.signupRegister(client, {
      email: carla,
      idEvento: '48213',
      dtEvento_day: day,
      dtEvento_month: month,
      dtEvento_year: year,
    });
    const code = ((await (await fetch(`${api.url()}/dev/outbox?to=${carla}`)).json()) as { code: string }[]).at(-1)!.code;
    await endpoints.signupEmailConfirm(client, { email: carla, Codigo: code });
    await endpoints.signupUser(client, { email: carla, senha: 'Carla@2027', codigo: code });

    const posts = sent.filter((request) => request.method.toUpperCase() === 'POST' && !request.path.startsWith('/dev/'));
    expect(posts.map((post) => post.path)).toEqual([
      '/api/login',
      '/api/home/42903',
      '/api/ChangePass',
      '/api/RefreshToken',
      '/api/RecoveryPass',
      '/api/SingupRegister',
      '/api/SingupEmailConfirm',
      '/api/SingupUser',
    ]);
    for (const post of posts) {
      if (post.path === '/api/home/42903' || post.path === '/api/RefreshToken') {
        expect(post.body, `${post.path} has no body`).toBeUndefined();
      } else {
        expect(post.contentType, `${post.path} Content-Type`).toBe('application/json');
        expect(() => JSON.parse(String(post.body)), `${post.path} body is JSON`).not.toThrow();
      }
      expect(post.status, `${post.path} answer`).not.toBe(415);
      expect([200, 201], `${post.path} answer`).toContain(post.status);
    }
  });
});
