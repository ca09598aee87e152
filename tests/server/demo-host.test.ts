import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSite } from '../../demo/demo-site.mjs';
import { startDemoServer } from '../../demo/host-server.mjs';
import { TEST_PASSWORD_COST } from '../../test-kit/test-api';

/*
 * The demo host page server (demo/host-server.mjs). It writes its own origin into the
 * pages it serves; the Host header is the client's to say, and must never end up in the HTML.
 */

let demo: Awaited<ReturnType<typeof startDemoServer>>;
beforeAll(async () => {
  demo = await startDemoServer({
    port: 0,
    apiUrl: () => 'http://127.0.0.1:8787',
    dynamic: (pathname) => (pathname === '/made-on-request.pdf' ? { type: 'application/pdf', body: '%PDF-1.4' } : null),
  });
});
afterAll(() => demo?.close());

/** A GET with a raw path and a Host header of our choosing (fetch would normalise both). */
function get(path: string, host?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port: demo.port, path, method: 'GET', agent: false, headers: host ? { Host: host } : {} },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

describe('the demo host', () => {
  it('writes its own origin into the page, never the Host header', async () => {
    const evil = 'evil.example"><script>alert(1)</script>';
    for (const page of ['/', '/strict.html']) {
      const { status, body } = await get(page, evil);
      expect(status, page).toBe(200);
      expect(body, page).not.toContain('evil.example');
      expect(body, page).toContain(`gift-list-url="${demo.url}/lista"`);
    }
  });

  it.each(['/%', '/%E0%A4%A', '/dist/%zz.js'])('answers 400, not 500, to the malformed escape in %s', async (path) => {
    expect((await get(path)).status).toBe(400);
  });

  it('still serves well-escaped paths', async () => {
    expect((await get('/index.html')).status).toBe(200);
    expect((await get('/lista/portal%5Faccess')).status).toBe(200);
  });

  it('caches the bundle as a CDN would: hashed chunks for a year, the entry revalidated by its ETag, pages asked for on every load', async () => {
    // The build (npm test makes it first) names each chunk after a hash of its content.
    const chunk = `/dist/chunks/${readdirSync('dist/chunks')[0]}`;
    const chunkAnswer = await fetch(demo.url + chunk);
    expect(chunkAnswer.status).toBe(200);
    expect(chunkAnswer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const entry = await fetch(`${demo.url}/dist/portal-cliente.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const etag = entry.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${demo.url}/dist/portal-cliente.js`, { headers: { 'If-None-Match': etag! } });
    expect(again.status, 'unchanged since: 304').toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    const stale = await fetch(`${demo.url}/dist/portal-cliente.js`, { headers: { 'If-None-Match': '"an-older-build"' } });
    expect(stale.status, 'another version: the file').toBe(200);

    // Asked for again on every load, yet never `no-store`: that keeps a page out of Firefox's back/forward cache.
    for (const page of ['/', '/host.css', '/strict.html', '/made-on-request.pdf'])
      expect((await fetch(demo.url + page)).headers.get('cache-control'), page).toBe('no-cache');
  });
});

/*
 * The same-origin deployment (docs/performance.md): the demo host answers /api/ by passing each
 * request on to the API, and `?api=same-origin` wires its page to that path on its own origin.
 */
describe('the demo host serving the API under its own /api/', () => {
  let site: Awaited<ReturnType<typeof startDemoSite>>;
  beforeAll(async () => {
    site = await startDemoSite({ demoPort: 0, apiPort: 0, passwordCost: TEST_PASSWORD_COST });
  });
  afterAll(() => site?.close());

  it("passes calls of every method on to the API and its answers back, and wires its page to them with '?api=same-origin'", async () => {
    const login = (base: string) =>
      fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'ana.souza@exemplo.com.br', password: 'errada' }),
      });
    const [direct, passed] = [await login(site.apiUrl), await login(site.demoUrl)];
    expect(passed.status).toBe(direct.status);
    expect(await passed.json()).toEqual(await direct.json());

    const page = await (await fetch(`${site.demoUrl}/?api=same-origin`)).text();
    expect(page).toContain(`api-base="${site.demoUrl}"`);
    expect(await (await fetch(`${site.demoUrl}/`)).text(), 'the plain page still calls the API on its own origin').toContain(
      `api-base="${site.apiUrl}"`,
    );
  });
});
