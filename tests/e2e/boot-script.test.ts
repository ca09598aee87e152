// @engines chromium firefox: the boot script reads storage and starts fetches and preloads, which each engine does its own way
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA } from '../../test-kit/customers';
import { useE2e, type OpenOptions } from '../../test-kit/use-e2e';

/*
 * The snippet's boot script (embed-kit/boot-script.mjs, docs/performance.md, "The boot script"):
 * demo/public/plain.html is `npm run snippet`'s output, with it; bare.html is the same release on a
 * bare script tag, without it. What is checked is the structure, never a time: which files and calls
 * leave, how many times, and that the portal's rules still hold for them.
 */
const e2e = useE2e();

const VERSION: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
/** The home's first calls as the build listed them for the boot script (src/api/first-calls.ts), and GET /api/home. */
const HOME_CALLS: string[] = [
  '/api/home',
  ...JSON.parse(readFileSync(`dist/portal-cliente/${VERSION}/release.json`, 'utf8')).firstScreens.calls['/'],
]
  .map((path: string) => `GET ${path}`)
  .sort();
const BOOT = 'portal-cliente.boot';

/**
 * The release's chunks a page fetched for its first screen, as paths under the release folder
 * ('chunks/x.js'). The carousel's library is left out: the home asks for it when the carousel nears
 * the viewport, after the screen is drawn, at a moment each engine's observer decides.
 */
const fetchedChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.includes('/chunks/') && !path.includes('/chunks/swiper-'))
      .map((path) => path.slice(path.indexOf('chunks/')))
      .sort(),
  );

/** What the boot script asked the browser to preload (the entry's own preload is the snippet's). */
const preloaded = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
      .map((link) => new URL(link.href).pathname)
      .filter((path) => path.includes('/chunks/'))
      .map((path) => path.slice(path.indexOf('chunks/')))
      .sort(),
  );

/** The answers the boot script left that the portal has not taken (none, once the first screen is drawn). */
const untaken = (page: Page) =>
  page.evaluate((key) => {
    const answers = (window as unknown as Record<symbol, Record<string, unknown> | undefined>)[Symbol.for(key)];
    return answers === undefined ? null : Object.keys(answers);
  }, BOOT);

/** Every GET to the API the page made, by path, and the POSTs (the refresh). */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === e2e.apiUrl) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const count = (calls: string[], call: string) => calls.filter((one) => one === call).length;

/** A 401 is the browser's console error for a failed load: it is what the test provokes. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('401'));

async function firstScreen(path: string, options: OpenOptions, ready: (page: Page) => Promise<unknown>) {
  const opened = await e2e.open({ ...options, path, fresh: true });
  await ready(opened.page);
  return opened;
}

const welcomeReady = (page: Page) => page.locator('portal-cliente').getByRole('link', { name: '1º Acesso' }).waitFor();
const homeReady = (page: Page) => page.locator('portal-cliente').getByRole('heading', { name: /^Olá/ }).waitFor();

describe('the boot script of the snippet', () => {
  it('preloads exactly the chunks a signed-out first screen fetches on a bare script tag, and calls nothing', async () => {
    const bare = await firstScreen('/bare.html', {}, welcomeReady);
    const onBare = await fetchedChunks(bare.page);
    await e2e.close(bare.context);

    let calls: string[] = [];
    const booted = await e2e.open({ path: '/plain.html', fresh: true, before: async (page) => void (calls = apiCalls(page)) });
    await welcomeReady(booted.page);
    expect(await preloaded(booted.page), 'the boot script preloads the welcome screen as the bare tag loads it').toEqual(onBare);
    expect(await fetchedChunks(booted.page), 'and the page then loads no other chunk').toEqual(onBare);
    expect(await untaken(booted.page), 'signed out, no call is started early').toBeNull();
    expect(calls, 'signed out, the welcome screen calls nothing').toEqual([]);
  });

  it("starts a signed-in visitor's home calls before the entry has arrived, and the portal takes each answer: one request per call", async () => {
    const bare = await firstScreen('/bare.html', { as: ANA }, homeReady);
    const onBare = await fetchedChunks(bare.page);
    await e2e.close(bare.context);

    let calls: string[] = [];
    let beforeEntry: string[] = [];
    const booted = await e2e.open({
      path: '/plain.html',
      as: ANA,
      fresh: true,
      // The entry is held until the home's calls have left (or a while has passed): calls
      // made before it arrives can only come from the boot script, as nothing else on the page
      // knows them.
      before: async (page) => {
        calls = apiCalls(page);
        await page.route(`**/portal-cliente/${VERSION}/portal-cliente.js`, async (route) => {
          await expect
            .poll(() => calls.length, { timeout: 15_000 })
            .toBe(HOME_CALLS.length)
            .catch(() => {});
          beforeEntry = [...calls];
          await route.continue();
        });
      },
    });
    await homeReady(booted.page);
    expect(HOME_CALLS, 'the home starts with its data calls').toEqual(expect.arrayContaining(['GET /api/home', 'GET /api/financeiro']));
    expect(beforeEntry.sort(), 'the calls made before the entry arrived').toEqual(HOME_CALLS);
    expect(await preloaded(booted.page), 'the boot script preloads the home as the bare tag loads it').toEqual(onBare);
    expect(await untaken(booted.page), 'the portal took every answer').toEqual([]);
    for (const call of HOME_CALLS) expect(count(calls, call), `${call}: asked once, by the boot script`).toBe(1);
  });

  it("sends a 401 answered to the boot script through the portal's refresh: one refresh, then the home", async () => {
    let calls: string[] = [];
    const booted = await e2e.open({
      path: '/plain.html',
      fresh: true,
      as: ANA,
      // The stored access token is no longer the server's: the boot script's calls get 'Token Inválido!'.
      init: [
        {
          script: (key: string) => {
            // A new tab's first, empty document refuses storage (Firefox).
            if (!/^https?:$/.test(location.protocol)) return;
            const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string } | null;
            if (stored?.token && !sessionStorage.getItem('e2e:stale')) {
              sessionStorage.setItem('e2e:stale', '1');
              localStorage.setItem(key, JSON.stringify({ ...stored, token: `${stored.token}-stale` }));
            }
          },
          arg: 'portal-cliente:user',
        },
      ],
      before: async (page) => void (calls = apiCalls(page)),
    });
    await homeReady(booted.page);
    expect(unexpected(booted.errors)).toEqual([]);
    expect(count(calls, 'POST /api/RefreshToken'), 'one refresh').toBe(1);
    expect(count(calls, 'GET /api/home'), 'the stale token once (the boot script), the new one once (the portal)').toBe(2);
    expect(await untaken(booted.page)).toEqual([]);
  });

  it('does nothing on hostile storage or without storage, and the portal starts as on a bare tag', async () => {
    const hostile: Array<{ name: string; init: OpenOptions['init']; storage?: OpenOptions['storage'] }> = [
      { name: 'a token that is not text', init: [], storage: { user: { token: { toString: 1 }, refreshToken: [], email: 1, name: null } } },
      {
        name: 'stored JSON that is not JSON',
        init: [
          {
            script: (key: string) => /^https?:$/.test(location.protocol) && localStorage.setItem(key, '{"token":'),
            arg: 'portal-cliente:user',
          },
        ],
      },
      {
        name: 'a storage that throws',
        init: [
          {
            script: () =>
              Object.defineProperty(window, 'localStorage', {
                get() {
                  throw new DOMException('blocked', 'SecurityError');
                },
              }),
            arg: '',
          },
        ],
      },
    ];
    for (const one of hostile) {
      let calls: string[] = [];
      const page = await e2e.open({
        path: '/plain.html',
        fresh: true,
        init: one.init,
        storage: one.storage,
        before: async (opened) => void (calls = apiCalls(opened)),
      });
      await welcomeReady(page.page);
      expect(await untaken(page.page), `${one.name}: no call started`).toBeNull();
      expect(calls, `${one.name}: nothing asked of the API`).toEqual([]);
      expect(unexpected(page.errors), `${one.name}: no error`).toEqual([]);
      await e2e.close(page.context);
    }
  });

  it('runs on a page whose CSP allows inline scripts only by the hash the snippet prints', async () => {
    const { page, errors } = await e2e.open({ path: '/boot-csp.html', as: ANA, fresh: true });
    await homeReady(page);
    expect((await preloaded(page)).length, 'the boot script ran: it preloaded the home').toBeGreaterThan(0);
    expect(await untaken(page), 'and started the calls the portal took').toEqual([]);
    expect(errors, 'no CSP violation, no error').toEqual([]);
  });
});
