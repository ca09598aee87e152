import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../demo/host-server.mjs';
import { makeSnippet, readRelease } from '../../embed-kit/release-snippet.mjs';

/*
 * The versioned release the build writes (build-steps/release.mjs), the snippet made from it
 * (embed-kit/release-snippet.mjs, printed by embed-kit/snippet.mjs), and the demo host serving both paths as a CDN would (docs/releases.md).
 * npm test builds first; the browsers' side is tests/e2e/release-integrity.test.ts.
 */
const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
const folder = `dist/portal-cliente/${version}`;
const release = readRelease(version);
const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

let demo: Awaited<ReturnType<typeof startDemoServer>>;
beforeAll(async () => {
  demo = await startDemoServer({ port: 0, apiUrl: () => 'http://127.0.0.1:8787' });
});
afterAll(() => demo?.close());

describe('the versioned release', () => {
  it("lists every file of its folder with its size and hash, and the entry's integrity", () => {
    expect(release.version).toBe(version);
    expect(release.files.length).toBeGreaterThan(10);
    for (const file of release.files) {
      const bytes = readFileSync(`${folder}/${file.path}`);
      expect({ path: file.path, size: bytes.length, integrity: sha384(bytes) }).toEqual(file);
    }
    expect(release.integrity).toBe(sha384(readFileSync(`${folder}/portal-cliente.js`)));
  });

  it('holds the same files as the evergreen path: the entry, every chunk and asset', () => {
    for (const file of release.files)
      expect(readFileSync(`${folder}/${file.path}`).equals(readFileSync(`dist/${file.path}`)), file.path).toBe(true);
    expect(release.files.filter((file) => file.path.startsWith('chunks/')).length).toBeGreaterThan(5);
  });

  it('is served immutable for a year, entry included, where the evergreen entry is revalidated', async () => {
    for (const file of ['portal-cliente.js', release.files.find((one) => one.path.startsWith('chunks/'))!.path, 'release.json']) {
      const answer = await fetch(`${demo.url}/${folder}/${file}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('access-control-allow-origin'), file).toBe('*');
    }
    expect((await fetch(`${demo.url}/dist/portal-cliente.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('is the one the demo page loads', async () => {
    const page = await (await fetch(`${demo.url}/`)).text();
    expect(page).toContain(`<script type="module" src="/${folder}/portal-cliente.js"></script>`);
  });
});

describe('the snippet', () => {
  const snippet = makeSnippet({
    api: 'https://api.example.com.br/v1/',
    release,
    base: 'https://cdn.example.com.br/pc/',
    attributes: { 'site-url': 'https://www.example.com.br/?a=1&b="2"' },
  });
  const entryUrl = `https://cdn.example.com.br/pc/${version}/portal-cliente.js`;

  it('opens a connection to the API origin early, as the API calls will use it (anonymous CORS)', () => {
    expect(snippet).toContain('<link rel="preconnect" href="https://api.example.com.br" crossorigin>');
  });

  it('preloads and loads the entry with its integrity', () => {
    expect(snippet).toContain(`<link rel="modulepreload" href="${entryUrl}" integrity="${release.integrity}" crossorigin>`);
    expect(snippet).toContain(`<script type="module" src="${entryUrl}" integrity="${release.integrity}" crossorigin></script>`);
  });

  it("pins every chunk in an import map, before the entry's script", () => {
    const map = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(snippet)![1]);
    const chunks = release.files.filter((file) => file.path.startsWith('chunks/'));
    expect(map).toEqual({
      integrity: Object.fromEntries(chunks.map((file) => [`https://cdn.example.com.br/pc/${version}/${file.path}`, file.integrity])),
    });
    expect(snippet.indexOf('type="importmap"')).toBeLessThan(snippet.indexOf('rel="modulepreload"'));
  });

  it('carries the boot script inline, at most 1 KB gzip, with the sha256 a strict CSP allows it by', () => {
    const [, hash, text] = /script-src '(sha256-[^']+)'[^\n]*\n<script>([^<]*)<\/script>/.exec(snippet) ?? [];
    expect(text, 'the boot script follows the comment that gives its hash').toBeDefined();
    expect(hash).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
    expect(gzipSync(text, { level: 9 }).length, 'the boot script, gzip').toBeLessThanOrEqual(1024);
    expect(snippet.indexOf('<script>'), 'before the entry, so its preloads and calls leave first').toBeLessThan(
      snippet.indexOf('<script type="module"'),
    );
    for (const file of new Set([...Object.values(release.firstScreens.areas), ...Object.values(release.firstScreens.screens)].flat()))
      expect(text, `it names ${file}`).toContain(JSON.stringify(file.replace(/^chunks\/|\.js$/g, '')));
    expect(text, "the API's calls go to the API given").toContain('"a":"https://api.example.com.br/v1"');
  });

  it('writes a nonce on its inline scripts when asked, and leaves the boot script out with boot: false', () => {
    const withNonce = makeSnippet({ api: 'https://api.example.com.br', release, nonce: 'r4nd"om' });
    expect(withNonce.match(/<script type="importmap" nonce="r4nd&quot;om">/g)).toHaveLength(1);
    expect(withNonce.match(/<script nonce="r4nd&quot;om">\(function\(/g)).toHaveLength(1);
    const bare = makeSnippet({ api: 'https://api.example.com.br', release, boot: false });
    expect(bare).not.toContain('portal-cliente.boot');
    expect(bare).toContain('<script type="module"');
  });

  it('writes the element with its attributes, escaped', () => {
    expect(snippet).toContain(
      '<portal-cliente api-base="https://api.example.com.br/v1/" site-url="https://www.example.com.br/?a=1&amp;b=&quot;2&quot;"></portal-cliente>',
    );
  });

  it('is what npm run snippet prints, and names the options it takes when given another', async () => {
    const run = (args: string[]) => promisify(execFile)(process.execPath, ['embed-kit/snippet.mjs', ...args], { encoding: 'utf8' });
    const printed = await run([
      '--api',
      'https://api.example.com.br/v1/',
      '--base',
      'https://cdn.example.com.br/pc/',
      '--site-url',
      'https://www.example.com.br/?a=1&b="2"',
    ]);
    expect(printed.stdout.trim()).toBe(snippet);
    await expect(run(['--api', 'https://api.example.com.br', '--site-ulr', 'x'])).rejects.toThrow(
      /Unknown option --site-ulr\. Options: .*--site-url/,
    );
    await expect(run(['--api', 'https://api.example.com.br', '--version', '0.0.1'])).rejects.toThrow(/No release 0\.0\.1/);
  });
});
