import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startApiServer } from '../../reference-api/index.mjs';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useApi } from '../../test-kit/api-harness';

/*
 * /dev/* has no auth (reading a recovery code from the outbox takes over any account), so
 * it is mounted only when asked for, and never on an address other machines can reach.
 */

const DEV_PATHS = [
  ['GET', '/dev/outbox'],
  ['GET', '/dev/faults'],
  ['POST', '/dev/faults'],
  ['DELETE', '/dev/faults'],
  ['POST', '/dev/servicos'],
  ['POST', '/dev/financeiro'],
  ['POST', '/dev/agenda'],
  ['POST', '/dev/reset'],
  ['GET', '/dev/clock'],
  ['POST', '/dev/clock'],
  ['GET', '/dev/metrics'],
  ['POST', '/dev/password-work'],
  ['POST', '/dev/messy'],
  ['POST', '/dev/answer'],
  ['DELETE', '/dev/answer'],
] as const;

/** Runs reference-api/cli.mjs with `env`; resolves with its output once it printed its URL or exited. */
async function runCli(env: Record<string, string>) {
  const child = spawn(process.execPath, ['reference-api/cli.mjs'], {
    env: { ...process.env, API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null }));
  const listening = new Promise<{ url: string }>((resolve) => {
    child.stdout.on('data', () => {
      const url = /API de referência em (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url });
    });
  });
  const first = await Promise.race([exited, listening]);
  return {
    first,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('dev routes are off by default', () => {
  it('answers 404 on every /dev path of a server started without them, and the outbox keeps its codes', async () => {
    const server = await startApiServer({ port: 0, log: () => {} });
    try {
      const recovery = await fetch(`${server.url}/api/RecoveryPass`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_LOGINS.ana.email }),
      });
      expect(recovery.status, 'a code was e-mailed').toBe(200);
      for (const [method, path] of DEV_PATHS) {
        const answer = await fetch(server.url + path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(await answer.text(), `${method} ${path}`).not.toMatch(/\d{6}/);
      }
    } finally {
      await server.close();
    }
  });

  it.each(['0.0.0.0', '::', '192.168.0.10'])('refuses to start with dev routes on %s', async (host) => {
    await expect(startApiServer({ port: 0, host, devRoutes: true, log: () => {} })).rejects.toThrow(/loopback/);
  });

  it('the command line mounts them with API_DEV_ROUTES=1 only, and stops with a message when asked to on a public address', async () => {
    const plain = await runCli({});
    try {
      expect('url' in plain.first, plain.output()).toBe(true);
      const { url } = plain.first as { url: string };
      expect((await fetch(`${url}/dev/outbox`)).status).toBe(404);
      expect(plain.output()).toMatch(/API_DEV_ROUTES=1/);
    } finally {
      await plain.stop();
    }

    const dev = await runCli({ API_DEV_ROUTES: '1' });
    try {
      const { url } = dev.first as { url: string };
      expect((await fetch(`${url}/dev/outbox`)).status).toBe(200);
    } finally {
      await dev.stop();
    }

    const exposed = await runCli({ API_DEV_ROUTES: '1', API_HOST: '0.0.0.0' });
    expect(exposed.first, exposed.output()).toEqual({ code: 1 });
    expect(exposed.output()).toMatch(/loopback/);
  });
});

describe('the test clock (/dev/clock)', () => {
  const api = useApi();

  it("tells the server's now in UTC and in São Paulo wall-clock time, with the seed's date", async () => {
    const { status, json } = await api.call('GET', '/dev/clock');
    expect(status).toBe(200);
    expect(json).toEqual({
      now: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      saoPaulo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      offsetSeconds: 0,
      seedDate: api.server.seed.today,
    });
    // Brazil has kept UTC-3 all year since 2019.
    expect(Date.parse(`${json.saoPaulo}-03:00`)).toBe(Math.floor(Date.parse(json.now) / 1000) * 1000);
  });

  it('moves time forward for tokens, and /dev/reset puts it back', async () => {
    const { access_token } = await api.login();
    const moved = await api.call('POST', '/dev/clock', { body: { advanceSeconds: 901 } });
    expect(moved.json.offsetSeconds).toBe(901);
    expect(Date.parse(moved.json.now) - Date.now()).toBeGreaterThan(900_000);
    expect((await api.call('GET', '/api/home', { token: access_token })).text, 'a 900-second token, 901 s later').toBe('Token Inválido!');
    await api.call('POST', '/dev/reset');
    expect((await api.call('GET', '/dev/clock')).json.offsetSeconds).toBe(0);
  });

  it.each([[-1], ['60'], [null], [400 * 86_400]])(
    'answers 400 to advanceSeconds %j (time only moves forward, by numbers, up to a year)',
    async (advanceSeconds) => {
      const answer = await api.call('POST', '/dev/clock', { body: { advanceSeconds } });
      expect(answer.status).toBe(400);
      expect((await api.call('GET', '/dev/clock')).json.offsetSeconds).toBe(0);
    },
  );
});

describe('cross-site and rebound requests to /dev/*', () => {
  const api = useApi();

  /** A raw request with exactly these headers (fetch would not let a test set Host). */
  function raw(method: string, path: string, headers: Record<string, string>, body?: string) {
    const url = new URL(api.url + path);
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const call = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, agent: false },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  }

  it.each([
    ['an HTML form', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=1'],
    ['a text/plain no-cors fetch', { 'Content-Type': 'text/plain' }, '{}'],
    ['a no-cors fetch without a body', {}, undefined],
  ])('refuses a write sent as %s, and every session survives', async (_, headers, body) => {
    const { access_token } = await api.login();
    const host = new URL(api.url).host;
    const reset = await raw('POST', '/dev/reset', { Host: host, Origin: 'http://127.0.0.1:9999', ...headers }, body);
    expect(reset.status).toBe(415);
    expect((await raw('DELETE', '/dev/faults', { Host: host, ...headers }, body)).status).toBe(415);
    expect((await api.call('GET', '/api/home', { token: access_token })).status, 'the session survived').toBe(200);
  });

  it('refuses any Host that is not a loopback name, for reads and writes alike', async () => {
    await api.call('POST', '/api/RecoveryPass', { body: { email: DEMO_LOGINS.ana.email } });
    const port = new URL(api.url).port;
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1.evil.example:${port}`, `localhost.evil.example`]) {
      const outbox = await raw('GET', '/dev/outbox', { Host: host });
      expect(outbox.status, host).toBe(403);
      expect(outbox.text, host).not.toMatch(/\d{6}/);
      expect((await raw('POST', '/dev/reset', { Host: host, 'Content-Type': 'application/json' }, '{}')).status, host).toBe(403);
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'localhost', `[::1]:${port}`]) {
      expect((await raw('GET', '/dev/outbox', { Host: host })).status, host).toBe(200);
    }
    expect((await raw('POST', '/dev/reset', { Host: `localhost:${port}`, 'Content-Type': 'application/json' })).status).toBe(200);
  });
});
