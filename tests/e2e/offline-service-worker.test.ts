// @engines chromium firefox: service workers, their caches and the browser's offline switch are each engine's own
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock } from '../../test-kit/advance-clock';
import { ANA, DESKTOP, PHONE, signInThroughUi } from '../../test-kit/browser';
import { shotForPeople } from '../../test-kit/shots';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The opt-in offline service worker (docs/hosts/offline.md), as a host registers it: the demo's
 * /sem-sinal/ page registers /portal-cliente-sw.js for itself and the release it pins. A real worker
 * in a real browser, cut off with the browser's own offline switch.
 */
const e2e = useE2e();

const PAGE = '/sem-sinal/';
const VERSION: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
const RELEASE: { files: { path: string }[] } = JSON.parse(readFileSync(`dist/portal-cliente/${VERSION}/release.json`, 'utf8'));
/** What the worker keeps of the release: the entry, its chunks and its images. */
const RELEASE_FILES = RELEASE.files
  .map((file) => file.path)
  .filter((path) => path === 'portal-cliente.js' || /^(chunks|assets)\//.test(path));
const cacheNames = (version: string) => [`portal-cliente-sw-${version}-pages`, `portal-cliente-sw-${version}-release`];

/** The date and time a kept answer was read, as the portal says it: 'Dados de 26/11 às 14h32'. */
const READ_AT = /Dados de \d{2}\/\d{2} às \d{1,2}h\d{2}/;

/** Waits until the page's worker is active (installed: the release and the page are kept). */
const workerReady = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

/**
 * Every cache of the page's origin, with the URLs it holds, names sorted. Opening a cache makes it
 * again if it was deleted meanwhile: call it once the worker is done, never to wait for a deletion.
 */
function kept(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of (await caches.keys()).sort()) all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return all;
  });
}

/** The portal's keys in the page's storage. */
const portalKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal-cliente:')));

/**
 * Whether the document came through a service worker (a controlled document was fetched by it), and
 * the files it loaded through one (Resource Timing's `workerStart`, which Firefox 153 leaves at 0
 * even for a file its worker answered: read in Chromium only).
 */
const throughWorker = (page: Page) =>
  page.evaluate(() => ({
    document: navigator.serviceWorker.controller !== null,
    files: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).workerStart > 0)
      .map((entry) => entry.name),
  }));

const go = (page: Page, path: string) => page.evaluate((hash) => (location.hash = hash), `#${path}`);

describe('the offline service worker on the event day', () => {
  it('shows the home and the schedule read on the first visit with no network, with their time; signing out leaves nothing', async () => {
    const { page, portal, context } = await e2e.open({ path: `${PAGE}#/agenda`, as: ANA });
    const main = portal.locator('#pc-main');
    await main.getByText('Prova do bolo').waitFor();
    await go(page, '/');
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    await workerReady(page);
    const origin = new URL(e2e.demoUrl).origin;
    expect(await kept(page), 'the page and every file of the release, nothing else').toEqual({
      [`portal-cliente-sw-${VERSION}-pages`]: [`${origin}${PAGE}`],
      [`portal-cliente-sw-${VERSION}-release`]: expect.arrayContaining(
        RELEASE_FILES.map((path) => `${origin}/dist/portal-cliente/${VERSION}/${path}`),
      ),
    });

    await context.setOffline(true);
    await page.reload();
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    await main.getByText(READ_AT).first().waitFor();
    const loaded = await throughWorker(page);
    expect(loaded.document, 'the page came from the worker').toBe(true);
    if (e2e.engine === 'chromium')
      expect(loaded.files, 'the entry and the first screen came from the worker').toEqual(
        expect.arrayContaining([
          `${origin}/dist/portal-cliente/${VERSION}/portal-cliente.js`,
          // The home's screen rides in the signed-in screens' shared chunk (vite.config.ts, 'screen-helpers').
          expect.stringMatching(/\/chunks\/screen-helpers-[^/]+\.js$/),
        ]),
      );
    await shotForPeople(page, `/tmp/shots/offline-sw/${e2e.engine}-home-${DESKTOP.width}.png`, { fullPage: true });
    await page.setViewportSize(PHONE);
    await shotForPeople(page, `/tmp/shots/offline-sw/${e2e.engine}-home-${PHONE.width}.png`, { fullPage: true });
    await page.setViewportSize(DESKTOP);

    await go(page, '/agenda');
    await main.getByText('Prova do bolo').waitFor();
    await main.getByText(READ_AT).first().waitFor();

    await portal.getByRole('button', { name: /Ana/ }).first().click();
    await portal.getByRole('menuitem', { name: 'Sair' }).click();
    await expect.poll(() => page.evaluate(() => caches.keys()), { message: 'no cache left on the device', timeout: 30_000 }).toEqual([]);
    expect(await portalKeys(page), 'nothing of the portal left in storage').toEqual([]);
  });

  it('keeps nothing of the API: not the sign-in, not the refresh, not a write, not a read', async () => {
    const { page, portal } = await e2e.open({ path: `${PAGE}#/conta` });
    await workerReady(page);
    // The first visit ran before the worker: from the next one on, the page's requests pass through it.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled').toBe(true);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    await signInThroughUi(page, ANA);
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    // Past the access token's life: the next read refreshes the session first.
    await advanceClock(e2e.apiUrl, 901);
    await go(page, '/agenda');
    await portal.locator('#pc-main').getByText('Prova do bolo').waitFor();
    await go(page, '/eventos');
    await portal.getByRole('button', { name: '43318' }).click();
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    expect(calls, 'the sign-in, the refresh, a read and a write went through the controlled page').toEqual(
      expect.arrayContaining(['POST /api/login', 'POST /api/RefreshToken', 'GET /api/agenda', 'POST /api/home/43318']),
    );

    const origin = new URL(e2e.demoUrl).origin;
    const allowed = new Set([`${origin}${PAGE}`, ...RELEASE_FILES.map((path) => `${origin}/dist/portal-cliente/${VERSION}/${path}`)]);
    const urls = Object.values(await kept(page)).flat();
    expect(urls.length, 'the worker kept the page and the release').toBeGreaterThan(RELEASE_FILES.length);
    expect(
      urls.filter((url) => !allowed.has(url)),
      'only the page and the release',
    ).toEqual([]);
  });

  it("leaves a page that does not register it as it was, and never touches the host's other pages", async () => {
    const { page, portal } = await e2e.open({ path: '/#/', as: ANA });
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    const bare = () =>
      page.evaluate(async () => ({
        controlled: navigator.serviceWorker.controller !== null,
        registrations: (await navigator.serviceWorker.getRegistrations()).length,
        caches: await caches.keys(),
      }));
    expect(await bare()).toEqual({ controlled: false, registrations: 0, caches: [] });

    await page.goto(`${e2e.demoUrl}${PAGE}#/`);
    await workerReady(page);
    await page.goto(`${e2e.demoUrl}/#/`);
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    expect((await bare()).controlled, 'the home page of the host is outside the worker').toBe(false);
    expect(await throughWorker(page)).toEqual({ document: false, files: [] });
    const pages = (await kept(page))[`portal-cliente-sw-${VERSION}-pages`];
    expect(pages, 'only the page that registered it').toEqual([`${new URL(e2e.demoUrl).origin}${PAGE}`]);
  });
});

/** The worker as the build wrote it for this release. */
const BUILT_WORKER = readFileSync(`dist/portal-cliente/${VERSION}/portal-cliente-sw.js`, 'utf8');

/** The code block docs/hosts/offline.md gives under "The version that removes itself". */
function removingWorker() {
  const guide = readFileSync('docs/hosts/offline.md', 'utf8');
  const code = /### The version that removes itself[\s\S]*?```js\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!code) throw new Error('docs/hosts/offline.md has no js block under "The version that removes itself"');
  return code;
}

describe('the worker from one release to the next', () => {
  let host: Server | undefined;
  // The browser keeps its connections to the host open (the worker's own fetches among them):
  // they are cut, or `close` would wait for them to time out.
  afterEach(
    () =>
      new Promise<void>((done) => {
        if (!host) return done();
        host.close(() => done());
        host.closeAllConnections();
      }),
  );

  /**
   * A host of its own, whose worker the test changes (`serve`), registering it for
   * /area-do-cliente/ and loading the release from the demo's /dist/ as from a CDN: another origin,
   * with CORS. A worker answered as `null` is a 404.
   */
  async function openHost() {
    let worker: string | null = BUILT_WORKER;
    const cdn = `${e2e.demoUrl}/dist/portal-cliente/${VERSION}/`;
    host = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://host').pathname;
      if (path === '/portal-cliente-sw.js' && worker !== null)
        return response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' }).end(worker);
      if (path === '/area-do-cliente/')
        return response
          .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><title>Área do cliente</title><script>navigator.serviceWorker.register('/portal-cliente-sw.js?release=${encodeURIComponent(cdn)}', { scope: '/area-do-cliente/' })</script>`,
          );
      response.writeHead(404).end();
    });
    await new Promise<void>((done) => host!.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    const page = await (await e2e.newContext()).newPage();
    await page.goto(`${url}/area-do-cliente/`);
    await workerReady(page);
    const first = await kept(page);
    expect(Object.keys(first)).toEqual(cacheNames(VERSION));
    expect(first[`portal-cliente-sw-${VERSION}-release`], "the CDN's files, kept across origins").toEqual(
      expect.arrayContaining(RELEASE_FILES.map((path) => `${cdn}${path}`)),
    );
    return {
      page,
      url,
      cdn,
      serve: (next: string | null) => (worker = next),
      /** Asks the browser to look for a new worker now, as it does on a visit; false when that failed. */
      update: () =>
        page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((registration) =>
            registration!.update().then(
              () => true,
              () => false,
            ),
          ),
        ),
      registrations: () => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
    };
  }

  it("installs the next release's worker at once, which keeps its release and deletes the old release's caches", async () => {
    const NEXT = `${VERSION}-next`;
    const next = BUILT_WORKER.replace(`version:\`${VERSION}\``, `version:\`${NEXT}\``);
    expect(next, "the build writes the release's version into the worker").not.toBe(BUILT_WORKER);
    const { page, url, cdn, serve, update } = await openHost();

    serve(next);
    expect(await update()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => caches.keys().then((names) => names.sort())), {
        message: "the new release's caches alone",
        timeout: 30_000,
      })
      .toEqual(cacheNames(NEXT));
    const now = await kept(page);
    expect(now[`portal-cliente-sw-${NEXT}-release`]).toEqual(expect.arrayContaining(RELEASE_FILES.map((path) => `${cdn}${path}`)));
    expect(now[`portal-cliente-sw-${NEXT}-pages`]).toEqual([`${url}/area-do-cliente/`]);
  });

  it('stays installed when its file is gone (404), and the version the host guide gives removes it and its caches', async () => {
    const { page, serve, update, registrations } = await openHost();

    serve(null);
    expect(await update(), 'the update failed').toBe(false);
    expect(await registrations(), 'still registered').toBe(1);
    expect(Object.keys(await kept(page)), 'its caches still there').toEqual(cacheNames(VERSION));

    serve(removingWorker());
    expect(await update()).toBe(true);
    await expect.poll(registrations, { message: 'no worker left', timeout: 30_000 }).toBe(0);
    expect(await page.evaluate(() => caches.keys()), 'no cache left').toEqual([]);
  });
});
