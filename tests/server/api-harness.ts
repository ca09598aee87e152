import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startApiServer, type ApiServerOptions } from '../../demo/server/index.mjs';
import { DEMO_LOGINS } from '../../demo/server/seed.mjs';

type ApiServer = Awaited<ReturnType<typeof startApiServer>>;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: any;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One reference API per test file (its own seeded state), reset to the seed before every test.
 * Talks to it over real HTTP.
 */
export function useApi(options: ApiServerOptions = {}) {
  let server: ApiServer | undefined;
  beforeAll(async () => {
    server = await startApiServer({ port: 0, log: () => {}, ...options });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await api.call('POST', '/dev/reset');
  });

  const api = {
    get url() {
      if (!server) throw new Error('the API server has not started');
      return server.url;
    },
    get server() {
      if (!server) throw new Error('the API server has not started');
      return server;
    },

    async call(method: string, path: string, { token, body, headers = {} }: CallOptions = {}): Promise<Answer> {
      const init: RequestInit = { method, headers: { Accept: 'application/json', ...headers } };
      if (token) (init.headers as Record<string, string>).Authorization = `Bearer ${token}`;
      if (body !== undefined) {
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
      }
      const response = await fetch(api.url + path, init);
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, text, json };
    },

    /** Signs in and returns the login answer (fails the test on anything but 200). */
    async login(who: { email: string; password: string } = DEMO_LOGINS.ana) {
      const answer = await api.call('POST', '/api/login', { body: { username: who.email, password: who.password } });
      if (answer.status !== 200) throw new Error(`login of ${who.email} answered ${answer.status}: ${answer.text}`);
      return answer.json as { access_token: string; refresh_token: string; name: string; email: string; idCliente: number };
    },

    /** The newest code e-mailed to this address, read from the outbox. */
    async lastCode(email: string): Promise<string> {
      const { json } = await api.call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
      const mail = (json as { code: string }[]).at(-1);
      if (!mail) throw new Error(`no e-mail was sent to ${email}`);
      return mail.code;
    },
  };
  return api;
}

/**
 * Expiry tests move the clock instead of sleeping: the server runs in this process, so faking
 * `Date` alone moves its clock too (timers and sockets keep real time).
 */
export function useClock() {
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    freeze() {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now());
    },
    advance(ms: number) {
      vi.setSystemTime(Date.now() + ms);
    },
  };
}
