import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestApi } from '../../test-kit/test-api';

/*
 * `npm start -- --api URL` (demo/start.mjs): the demo host page against another API, with no
 * reference API started. It prints the origin that API must allow and says whether it does.
 */

/** Runs the start script until it has said its verdict on the API; then stops it. */
async function start(api: string) {
  const child = spawn(process.execPath, ['demo/start.mjs', '--no-build', '--api', api], {
    env: { ...process.env, DEMO_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const verdict = new Promise<void>((resolve, reject) => {
    const hear = (text: string) => {
      out += text;
      if (/[✓✗] A API/.test(out)) resolve();
    };
    child.stdout.setEncoding('utf8').on('data', hear);
    child.stderr.setEncoding('utf8').on('data', hear);
    child.once('exit', () => reject(new Error(`npm start ended before its verdict:\n${out}`)));
  });
  try {
    await verdict;
    const demoUrl = /Página do fornecedor:\s+(http:\S+)\//.exec(out)![1]!;
    const page = await (await fetch(`${demoUrl}/`)).text();
    return { out, demoUrl, page };
  } finally {
    child.kill();
  }
}

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

describe('npm start -- --api URL', () => {
  it('serves the demo page against that API, prints the origin to allow, and says the API accepts it', async () => {
    const api = await startTestApi();
    try {
      const { out, demoUrl, page } = await start(api.url);
      expect(out).toContain(`Origem que a API deve permitir (CORS):  ${demoUrl}`);
      expect(out).toContain('(nenhuma API de referência iniciada)');
      expect(out).toContain(`✓ A API em ${api.url} aceita a origem ${demoUrl}.`);
      expect(page).toContain(`api-base="${api.url}"`);
    } finally {
      await api.close();
    }
  });

  it('says when that API refuses the origin', async () => {
    const api = await startTestApi({ allowedOrigins: ['https://www.exemplo.com.br'] });
    try {
      const { out, demoUrl } = await start(api.url);
      expect(out).toContain(`✗ A API em ${api.url} recusa a origem ${demoUrl}`);
      expect(out).toContain(`Inclua ${demoUrl} nas origens permitidas do CORS da API.`);
    } finally {
      await api.close();
    }
  });

  it('says when that API cannot be reached', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const { out } = await start(url);
    expect(out).toMatch(new RegExp(`✗ A API em ${url} não respondeu \\(.+\\)\\. Confira o endereço e se ela está no ar\\.`));
  });
});
