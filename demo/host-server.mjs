// @ts-check
// The demo host: the provider's marketing page embedding <portal-cliente>, the gift-list stand-in,
// the venue manuals and the built bundle, on their own origin (the reference API is another one).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAttributes, portalEmbed } from './portal-embed.mjs';
import { readRelease, snippetParts } from '../embed-kit/release-snippet.mjs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
};

const CDN_HEADERS = { 'Access-Control-Allow-Origin': '*' };

/** The release the demo page pins (`{{PORTAL_VERSION}}` in a page): the package's version. */
const VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/**
 * Static folders by URL prefix. `/dist/` is the bundle as a CDN would serve it: CORS open, so a
 * page on another origin can load the module and its chunks, and scripts compressed (`compressed`).
 * @type {Array<[string, string, Record<string, string>?]>}
 */
const MOUNTS = [
  ['/dist/', join(root, 'dist'), CDN_HEADERS],
  // The React and Vue host apps of docs/hosts/ (build-steps/build-host-apps.mjs).
  ['/hosts/', join(root, 'dist-hosts')],
  ['/', join(here, 'public')],
];

/**
 * @typedef {{ type: string, body: Buffer | string }} DynamicFile
 * @typedef {{ prefix: string, folder: string, bundle?: boolean }} Mount
 * @param {{ port?: number, host?: string, apiUrl: () => string, dynamic?: (pathname: string) => DynamicFile | null, mounts?: Mount[] }} options
 *   `dynamic` answers paths no file backs (the venue manuals are made on request). `mounts`: more
 *   folders to serve, before the demo's own pages; `bundle: true` serves one as the CDN serves dist/
 *   (the lab's other builds of the portal, and its pages, are served so).
 */
export async function startDemoServer({ port = 5173, host = '127.0.0.1', apiUrl, dynamic, mounts = [] }) {
  /** @type {Array<[string, string, Record<string, string>?]>} */
  const served = [
    ...mounts.map(
      ({ prefix, folder, bundle }) =>
        /** @type {[string, string, Record<string, string>?]} */ ([prefix, resolve(folder), bundle ? CDN_HEADERS : undefined]),
    ),
    ...MOUNTS,
  ];
  /** The demo's own origin, known once it listens. Never the request's Host header: that is the client's to say. */
  let origin = '';
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://demo');
      const pathname = decodedPath(url.pathname);
      if (pathname === null) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Endereço inválido');
        return;
      }
      if (pathname.startsWith(API_PREFIX)) {
        proxyToApi(req, res, apiUrl());
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const made = dynamic?.(pathname);
      if (made) {
        res.writeHead(200, { 'Content-Type': made.type, 'Cache-Control': 'no-cache' }).end(req.method === 'HEAD' ? undefined : made.body);
        return;
      }
      const file = locate(served, pathname);
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Não encontrado');
        return;
      }
      const [path, extra, prefix] = file;
      const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(path))] ?? 'application/octet-stream';
      /** @type {Record<string, string>} */
      const headers = {
        'Content-Type': type,
        'Cache-Control': cacheControl(pathname, pathname.slice(prefix.length), extra),
        'X-Content-Type-Options': 'nosniff',
        ...extra,
      };
      if (type.startsWith('text/html')) {
        // `?api=same-origin`: the page wired to the API through this host's own /api/ (see proxyToApi).
        const api = url.searchParams.get('api') === 'same-origin' ? origin : apiUrl();
        let html = await readFile(path, 'utf8');
        if (html.includes('{{PORTAL_SNIPPET_ELEMENT}}')) {
          // The pages a host makes from `npm run snippet` (docs/hosts/), for the release the demo pins.
          const options = {
            api,
            release: readRelease(VERSION),
            base: `${origin}/dist/portal-cliente/`,
            attributes: demoAttributes(origin),
          };
          const snippet = snippetParts(options);
          const withoutMap = snippetParts({ ...options, importMap: false });
          html = html
            .replaceAll('{{PORTAL_SNIPPET_HEAD}}', snippet.head)
            .replaceAll('{{PORTAL_SNIPPET_HEAD_NO_IMPORT_MAP}}', withoutMap.head)
            .replaceAll('{{PORTAL_SNIPPET_ELEMENT}}', snippet.element)
            // For a page whose CSP allows the boot script by the hash the snippet prints (no import map: that is an inline script too).
            .replaceAll('{{PORTAL_BOOT_HASH_NO_IMPORT_MAP}}', `'${withoutMap.bootHash}'`);
        }
        html = html
          .replaceAll('{{PORTAL_ELEMENT}}', portalEmbed({ api, origin }))
          .replaceAll('{{PORTAL_VERSION}}', VERSION)
          .replaceAll('{{API_BASE}}', api)
          .replaceAll('{{DEMO_ORIGIN}}', origin);
        const csp = /<meta name="x-demo-csp" content="([^"]*)">/.exec(html)?.[1];
        if (csp) headers['Content-Security-Policy'] = csp;
        res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : html);
        return;
      }
      if (extra === CDN_HEADERS) {
        const stats = statSync(path);
        headers.ETag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
        if (req.headers['if-none-match'] === headers.ETag) {
          res.writeHead(304, { ETag: headers.ETag, 'Cache-Control': headers['Cache-Control'], ...CDN_HEADERS }).end();
          return;
        }
      }
      const packed =
        extra === CDN_HEADERS && /^text\/(javascript|css)/.test(type)
          ? compressed(path, String(req.headers['accept-encoding'] ?? ''))
          : null;
      if (packed) {
        headers['Content-Encoding'] = packed.encoding;
        headers.Vary = 'Accept-Encoding';
        headers['Content-Length'] = String(packed.body.length);
        res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : packed.body);
        return;
      }
      headers['Content-Length'] = String(statSync(path).size);
      res.writeHead(200, headers);
      if (req.method === 'HEAD') res.end();
      else createReadStream(path).pipe(res);
    } catch {
      if (!res.headersSent) res.writeHead(500).end();
    }
  });

  await new Promise((done) => server.listen(port, host, () => done(undefined)));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  origin = `http://${host}:${actualPort}`;
  return {
    url: origin,
    port: actualPort,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}

/** Where this host serves the offline service worker (docs/hosts/offline.md). */
const SERVICE_WORKER = '/portal-cliente-sw.js';

/** The reference API's own paths, which this host also answers by passing them on (proxyToApi). */
const API_PREFIX = '/api/';

/**
 * The same-origin deployment (docs/performance.md): the host serves the API under its own /api/,
 * passing each request on to the API unchanged and its answer back. The portal then calls its own
 * origin: no CORS preflight before each endpoint and no second connection to open, two round trips
 * fewer on a phone. A reverse proxy rule on the provider's server does the same.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} api
 */
function proxyToApi(req, res, api) {
  const target = new URL(req.url ?? '/', api);
  const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('API indisponível');
    else res.destroy();
  });
  req.pipe(upstream);
}

/**
 * How long a browser may keep a file, as the provider's CDN says it (a returning visitor reuses the
 * bundle; docs/releases.md). A versioned release (`/dist/portal-cliente/1.0.0/...`) never changes,
 * entry included: a year, immutable. On the evergreen path the chunks and assets carry a hash of
 * their content in their names, so the same; its entry keeps its name across releases: the browser
 * asks again on each load and gets a 304 while it has not changed (its ETag). The demo's own pages,
 * styles, stand-ins and the files it makes on request (the venue manuals) are made or edited on the
 * spot: asked for again on every load (`no-cache`).
 * Not `no-store`, which a provider's page seldom sends: Firefox keeps no page served with it in its
 * back/forward cache, and the portal's life in that cache is tested on these pages
 * (tests/e2e/offline-guards.test.ts).
 * @param {string} pathname @param {string} path the path inside its mount @param {Record<string, string> | undefined} mount the mount's extra headers
 */
function cacheControl(pathname, path, mount) {
  // The browser compares the worker byte for byte on each visit; `no-cache` keeps a stale copy from
  // hiding a new release (docs/hosts/offline.md, "Serving it").
  if (pathname === SERVICE_WORKER) return 'no-cache';
  if (mount !== CDN_HEADERS) return 'no-cache';
  return /^(chunks|assets|portal-cliente)\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** @type {Map<string, Buffer>} */
const packedFiles = new Map();

/**
 * The bundle's scripts compressed as a CDN sends them (brotli 11 or gzip 9, what the browser
 * accepts; Chromium offers brotli only over HTTPS), so `npm run bench`'s phone network carries the
 * bytes a customer's phone would. Kept per file version; null when the browser takes neither.
 * @param {string} path @param {string} accepted the request's Accept-Encoding
 * @returns {{ encoding: string, body: Buffer } | null}
 */
function compressed(path, accepted) {
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return null;
  const key = `${encoding} ${statSync(path).mtimeMs} ${path}`;
  let body = packedFiles.get(key);
  if (!body) {
    const raw = readFileSync(path);
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 });
    packedFiles.set(key, body);
  }
  return { encoding, body };
}

/**
 * @param {Array<[string, string, Record<string, string>?]>} mounts @param {string} pathname
 * @returns {[string, Record<string, string> | undefined, string] | null} the file, its mount's headers and prefix
 */
function locate(mounts, pathname) {
  // The portal's offline worker, from the pinned release, at the root of this origin as a host serves
  // it (docs/hosts/offline.md): a worker's scope can only be its own folder or below.
  if (pathname === SERVICE_WORKER) return [join(root, 'dist', 'portal-cliente', VERSION, 'portal-cliente-sw.js'), undefined, '/'];
  // The provider's site stand-in: every page of it is the same placeholder.
  if (pathname.startsWith('/site/')) pathname = '/site/';
  for (const [prefix, folder, headers] of mounts) {
    if (!pathname.startsWith(prefix)) continue;
    let path = normalize(join(folder, pathname.slice(prefix.length)));
    if (path !== folder && !path.startsWith(folder + sep)) return null;
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    else if (!existsSync(path) && existsSync(`${path}.html`)) path = `${path}.html`;
    if (existsSync(path) && statSync(path).isFile()) return [path, headers, prefix];
  }
  return null;
}

/**
 * The path with its percent-escapes decoded; null when one is malformed ('/%', '/%E0%A4%A'), which
 * is the client's mistake (400), not the server's.
 * @param {string} path
 */
function decodedPath(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
