import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startApiServer, type ApiServerOptions } from '../reference-api/index.mjs';
import { TEST_PASSWORD_COST } from './test-api';
import { DEMO_LOGINS } from '../reference-api/seed.mjs';

type ApiServer = Awaited<ReturnType<typeof startApiServer>>;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the answers' fields freely; their assertions check them
  json: any;
}

export interface Metrics {
  sessions: number;
  rateLimitEntries: number;
  codes: number;
  outbox: number;
  passwordWork: { running: number; waiting: number; paused: boolean; started: number; refused: number };
  memory: { rss: number; heapUsed: number };
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
    server = await startApiServer({ port: 0, log: () => {}, devRoutes: true, passwordCost: TEST_PASSWORD_COST, ...options });
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
      // A /dev/* write says JSON even without a body (the reference API refuses it otherwise).
      if (path.startsWith('/dev/') && method !== 'GET') (init.headers as Record<string, string>)['Content-Type'] ??= 'application/json';
      if (body !== undefined) {
        (init.headers as Record<string, string>)['Content-Type'] = headers['Content-Type'] ?? 'application/json';
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

    /**
     * The same call from another loopback address (127.0.0.2, 127.0.0.3...: Linux answers all of
     * 127/8), so a test can play clients behind different addresses.
     */
    callFrom(address: string, method: string, path: string, { token, body, headers = {} }: CallOptions = {}): Promise<Answer> {
      const url = new URL(api.url + path);
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const sent: Record<string, string> = { Accept: 'application/json', ...headers };
      if (token) sent.Authorization = `Bearer ${token}`;
      if (payload !== undefined) sent['Content-Type'] ??= 'application/json';
      return new Promise((resolve, reject) => {
        const call = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname + url.search,
            method,
            headers: sent,
            localAddress: address,
            agent: false,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let json: unknown;
              try {
                json = JSON.parse(text);
              } catch {
                json = undefined;
              }
              const responseHeaders = new Headers();
              for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') responseHeaders.set(name, value);
              resolve({ status: res.statusCode ?? 0, headers: responseHeaders, text, json });
            });
          },
        );
        call.on('error', reject);
        call.end(payload);
      });
    },

    /** Signs in and returns the login answer (fails the test on anything but 200). */
    async login(who: { email: string; password: string } = DEMO_LOGINS.ana) {
      const answer = await api.call('POST', '/api/login', { body: { username: who.email, password: who.password } });
      if (answer.status !== 200) throw new Error(`login of ${who.email} answered ${answer.status}: ${answer.text}`);
      return answer.json as { access_token: string; refresh_token: string; name: string; email: string; idCliente: number };
    },

    /**
     * Moves the server's clock forward (POST /dev/clock): expiry and lock tests move time instead of
     * waiting for it. /dev/reset (before every test) puts it back.
     */
    async advanceClock(seconds: number) {
      const answer = await api.call('POST', '/dev/clock', { body: { advanceSeconds: seconds } });
      expect(answer.status, `POST /dev/clock ${seconds} s`).toBe(200);
    },

    /** The server's own counters (GET /dev/metrics): password checks, sessions, throttle entries. */
    async metrics(): Promise<Metrics> {
      return (await api.call('GET', '/dev/metrics')).json as Metrics;
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
