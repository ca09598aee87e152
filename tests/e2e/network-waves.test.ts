// @engines chromium: the waves are the bundle's; the network emulation and timing are CDP's
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTAL_BUILD } from '../../test-kit/bundle-files.mjs';
import { homeReadyInPage, loginReadyInPage } from '../../test-kit/screen-ready.mjs';
import { signedInSession } from '../../test-kit/signed-in-session.mjs';
import { loadFirstScreen, PHONE_NETWORK, roundTripsOf } from '../../test-kit/timed-load.mjs';
import { COMPILE_HINT, MIN_BYTES } from '../../build-steps/compile-hints';
import { DESKTOP, PHONE } from '../../test-kit/browser';
import { portalOf, useE2e } from '../../test-kit/use-e2e';
import { shapeAgenda, shapeFinance, spDay, WEDDING } from '../../test-kit/beyond-support';

/*
 * On a phone network every round trip costs, so a first screen's code must not arrive in
 * a chain of requests that each wait for the one before. The screens load on Chromium's network
 * emulation (150 ms round trip, 1.6 Mbps down), which keeps a request that had to wait apart from
 * one sent beside it; what is asserted is the structure (waves, as test-kit/timed-load.mjs `wavesOf`
 * defines them, from the requests' stacks where they say who made them), never a time. That emulation and the request timing are CDP's: this file runs in
 * Chromium only (its `@engines` line), the waves being the bundle's, whatever the engine.
 */

const MAX_WAVES = 2;

const e2e = useE2e();

type Loaded = Awaited<ReturnType<typeof loadFirstScreen>>;

const wavesMessage = (screen: string, loaded: Loaded) =>
  `${screen}: ${loaded.depth} waves of JS, at most ${MAX_WAVES} wanted (the entry, then one parallel batch). ` +
  loaded.waves.map((files, index) => `Wave ${index + 1}: ${files.join(', ')}.`).join(' ');

/** Files of the build that hold the error screen (its not-found title), in whichever chunk it travels. */
const withErrorScreen = (files: string[]) =>
  files.filter((file) => readFileSync(join(PORTAL_BUILD.dir, file), 'utf8').includes('Página não encontrada'));

/** Files of the build that do not start with V8's compile hint (build-steps/compile-hints.ts). */
const withoutHint = (files: string[]) =>
  files.filter((file) => !readFileSync(join(PORTAL_BUILD.dir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));

/** The files worth a hint: all but the smallest, which compile in no time when called. */
const worthAHint = (files: string[]) => files.filter((file) => readFileSync(join(PORTAL_BUILD.dir, file)).length >= MIN_BYTES);

/** No preload links or anything else of the portal's in the host page's head (docs/architecture.md, "Pitfalls"). */
const headLinks = (loaded: Loaded) =>
  loaded.page.evaluate(() => [...document.head.querySelectorAll('link[rel*="preload"]')].map((link) => link.outerHTML));

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('first screens on a phone network (%s)', (_, viewport) => {
  const open = (options: Pick<Parameters<typeof loadFirstScreen>[1], 'route' | 'storage' | 'ready' | 'readyArg'>) =>
    loadFirstScreen(e2e.browser, {
      demoUrl: e2e.demoUrl,
      apiUrl: e2e.apiUrl,
      build: PORTAL_BUILD,
      viewport,
      network: PHONE_NETWORK,
      stacks: true,
      ...options,
    });

  it('loads the login form in two waves of JS: the entry, then every chunk it needs at once', async () => {
    const loaded = await open({ route: '/conta/entrar', ready: loginReadyInPage });
    try {
      expect(loaded.problems, 'errors while loading the login').toEqual([]);
      expect(loaded.depth, wavesMessage('The login (/conta/entrar)', loaded)).toBeLessThanOrEqual(MAX_WAVES);
      expect(loaded.waves[0], 'the first wave is the entry alone').toEqual(['portal-cliente.js']);
      // The error screen comes with the layout: a failure is said without needing the network (docs/resilience.md, "Offline").
      expect(
        withErrorScreen(loaded.waves.flat()),
        'the error screen arrives with the login, before any of its screens can fail',
      ).toHaveLength(1);
      expect(worthAHint(loaded.waves.flat()).length, 'the entry and the sign-in screen at least').toBeGreaterThanOrEqual(2);
      expect(withoutHint(worthAHint(loaded.waves.flat())), "the login's files, each compiled as it streams in").toEqual([]);
      expect(await headLinks(loaded)).toEqual([]);
    } finally {
      await loaded.close();
    }
  });

  it('loads the home with its data in two waves, its API calls started beside the chunks and made once each', async () => {
    // Something overdue and an appointment soon: the attention panel then shows what both answers said.
    await shapeFinance(e2e.apiUrl, WEDDING, [
      { numCobranca: '9101', dataVencimento: spDay(-5), valorDocumento: 1200, statusCobranca: 'Vencido' },
    ]);
    await shapeAgenda(e2e.apiUrl, WEDDING, [
      { acao: 'Prova do menu', local: 'Sala de Degustação', dataAgenda: spDay(3, '15:00:00'), concluida: false },
    ]);
    // A returning visitor: signed in earlier (a reset of the API ends every session, so sign in now).
    const session = await signedInSession(e2e.browser, e2e.demoUrl);
    const loaded = await open({ route: '/', storage: session.storage, ready: homeReadyInPage, readyArg: session.description });
    try {
      expect(loaded.problems, 'errors while loading the home').toEqual([]);
      expect(loaded.depth, wavesMessage('The home with its data (/)', loaded)).toBeLessThanOrEqual(MAX_WAVES);
      expect(loaded.waves[0], 'the first wave is the entry alone').toEqual(['portal-cliente.js']);
      expect(
        withErrorScreen(loaded.waves.flat()),
        'the error screen arrives with the home, before any of its screens can fail',
      ).toHaveLength(1);
      // The layout, the home and its helpers are one file (vite.config.ts, 'screen-helpers').
      expect(
        worthAHint(loaded.waves.flat()).length,
        'the entry, the shell, and the layout with the home and its helpers at least',
      ).toBeGreaterThanOrEqual(3);
      expect(withoutHint(worthAHint(loaded.waves.flat())), "the home's files, each compiled as it streams in").toEqual([]);
      // Wave 2 for an API call: sent before any chunk of the first batch had arrived.
      const calls = Object.fromEntries(loaded.api.map(({ call, wave }) => [call, wave]));
      for (const call of ['GET /api/home', 'GET /api/financeiro', 'GET /api/agenda'])
        expect(
          calls[call],
          `${call} should start beside the first batch of chunks (wave ${MAX_WAVES}); calls seen: ${JSON.stringify(loaded.api)}`,
        ).toBe(MAX_WAVES);

      const panel = portalOf(loaded.page).getByRole('region', { name: 'Precisa da sua atenção' });
      await panel.getByText('Cobrança vencida').waitFor();
      await panel.getByText('Próximo compromisso').waitFor();
      const made = loaded.requests().filter((request) => request.url.startsWith(e2e.apiUrl) && !request.preflight);
      for (const path of ['/api/home', '/api/financeiro', '/api/agenda'])
        expect(
          made.filter((request) => new URL(request.url).pathname === path).length,
          `${path} calls (the screens read the answers started early)`,
        ).toBe(1);
      expect(await headLinks(loaded)).toEqual([]);
    } finally {
      await loaded.close();
    }
  });
});

describe('compile hints', () => {
  it('leave out the chunks loaded on demand, whose code may never run', () => {
    const chunks = readdirSync(join(PORTAL_BUILD.dir, 'chunks')).filter((file) => file.endsWith('.js'));
    const onDemand = chunks.filter((file) =>
      /^(swiper|dompurify|qrcode|download-calendar|contacts-modal|event-switcher-modal)-/.test(file),
    );
    expect(onDemand.length, 'the carousel, sanitiser, QR code, calendar and the two modals are chunks of their own').toBe(6);
    expect(withoutHint(onDemand.map((file) => `chunks/${file}`))).toEqual(onDemand.map((file) => `chunks/${file}`));
  });
});

/*
 * The same-origin deployment (docs/performance.md): the host serves the API under its own /api/
 * (the demo host passes it on; `?api=same-origin` wires its page to it). The portal's calls then
 * need no CORS preflight and no second connection.
 */
describe("first screens on a phone network, the API on the host's own origin", () => {
  const sameOrigin = { ...PORTAL_BUILD, hostPage: '/?api=same-origin' };

  it("loads the home with data in two waves, its calls to the host's /api/ started beside the chunks, with no preflight", async () => {
    const session = await signedInSession(e2e.browser, e2e.demoUrl);
    const loaded = await loadFirstScreen(e2e.browser, {
      demoUrl: e2e.demoUrl,
      apiUrl: e2e.demoUrl,
      build: sameOrigin,
      route: '/',
      storage: session.storage,
      ready: homeReadyInPage,
      readyArg: session.description,
      viewport: PHONE,
      network: PHONE_NETWORK,
      stacks: true,
    });
    try {
      expect(loaded.problems, 'errors while loading the home').toEqual([]);
      expect(loaded.depth, wavesMessage('The home with its data on the same origin', loaded)).toBeLessThanOrEqual(MAX_WAVES);
      const calls = Object.fromEntries(loaded.api.map(({ call, wave }) => [call, wave]));
      for (const call of ['GET /api/home', 'GET /api/financeiro', 'GET /api/agenda'])
        expect(
          calls[call],
          `${call} on the host's origin, beside the first batch of chunks; calls seen: ${JSON.stringify(loaded.api)}`,
        ).toBe(MAX_WAVES);
      const made = loaded.requests();
      expect(
        made.filter((request) => request.url.startsWith(e2e.apiUrl)).map((request) => request.url),
        "nothing goes to the API's own origin",
      ).toEqual([]);
      expect(
        made.filter((request) => request.preflight).map((request) => request.url),
        'no preflight on the same origin',
      ).toEqual([]);
    } finally {
      await loaded.close();
    }
  });
});

/*
 * A returning customer: signed in, back in the same browser session. The hashed chunks come from
 * the HTTP cache without asking, so after the host page the home waits for the entry's revalidation
 * and then its calls. The calls never use the HTTP cache (docs/security.md, "What the portal keeps
 * on a device"), and Chromium then skips its preflight cache too (services/network/cors/
 * preflight_controller.cc asks it only for requests without a cache flag): each call to the API's
 * own origin has its preflight again, within the same round trips.
 */
describe('first screens on a phone network, a returning visitor', () => {
  it("shows the home with data after at most two round trips of its own: the entry's revalidation, then the calls", async () => {
    const session = await signedInSession(e2e.browser, e2e.demoUrl);
    const context = await e2e.newContext({
      viewport: PHONE,
      storageState: { cookies: [], origins: [{ origin: session.storage.origin, localStorage: session.storage.localStorage }] },
    });
    const visit = () =>
      loadFirstScreen(e2e.browser, {
        demoUrl: e2e.demoUrl,
        apiUrl: e2e.apiUrl,
        build: PORTAL_BUILD,
        route: '/',
        ready: homeReadyInPage,
        readyArg: session.description,
        network: PHONE_NETWORK,
        context,
      });
    const first = await visit();
    await first.close();
    const again = await visit();
    try {
      expect(again.problems, 'errors on the return').toEqual([]);
      const requests = again.requests();
      // The portal's own round trips: the preflights are the browser's, and Chromium sends one before
      // each cross-origin call that skips the HTTP cache, at its own pace (docs/performance.md).
      const { roundTrips, network } = roundTripsOf(
        requests.filter((request) => !request.preflight),
        again.readyMs,
      );
      expect(roundTrips, `round trips after the host page; to the network: ${network.join(', ')}`).toBeLessThanOrEqual(2);
      const chunks = requests.filter((request) => request.file?.startsWith('chunks/'));
      expect(chunks.length, "the first screen's chunks were used again").toBeGreaterThan(0);
      expect(
        chunks.filter((request) => !request.cached).map((request) => request.file),
        'hashed chunks come from the cache, unasked',
      ).toEqual([]);
      const calls = requests.filter((request) => !request.preflight && request.url.startsWith(`${e2e.apiUrl}/api/`));
      expect(
        requests.filter((request) => request.preflight && !calls.some((call) => call.url === request.url)).map((request) => request.url),
        "preflights only for the API's calls",
      ).toEqual([]);
    } finally {
      await again.close();
    }
  });
});

/*
 * What loading the entry does before any element is on the page: it defines <portal-cliente> and
 * nothing else (no chunk, no call, no storage read, no stylesheet), so a host pays for the portal
 * only where it shows one. Then a whole element from markup renders once as it upgrades, not once
 * per attribute.
 */
describe('first screens: the entry at import', () => {
  const RENDER = 'r2wc.render';

  it('only defines the element; an element from markup then renders once, not once per attribute', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const reads = { count: 0 };
      Object.assign(window, { storageReads: reads });
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        reads.count++;
        return getItem.call(this, key);
      };
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${e2e.demoUrl}/blank.html#/conta/entrar`);
    await page.addScriptTag({ type: 'module', url: '/dist/portal-cliente.js' });
    await page.waitForFunction(() => customElements.get('portal-cliente') !== undefined);
    // Two frames: whatever the import scheduled (a timer, a microtask, a frame callback) has run.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const state = await page.evaluate(() => ({
      reads: (window as unknown as { storageReads: { count: number } }).storageReads.count,
      sheets: document.adoptedStyleSheets.length,
      styles: document.querySelectorAll('style, link[rel="stylesheet"]').length,
    }));
    expect(
      requested.filter((url) => url.startsWith('http') && !url.endsWith('/blank.html')).map((url) => new URL(url).pathname),
      'what the import fetched',
    ).toEqual(['/dist/portal-cliente.js']);
    expect(state, 'what the import touched').toEqual({ reads: 0, sheets: 0, styles: 0 });

    const renders = await page.evaluate(
      ({ api, render }) => {
        const prototype = (customElements.get('portal-cliente') as CustomElementConstructor).prototype as Record<symbol, () => void>;
        const key = Symbol.for(render);
        const original = prototype[key];
        let count = 0;
        prototype[key] = function (this: unknown) {
          count++;
          original.call(this);
        };
        const holder = document.createElement('div');
        // Six attributes, as the README's snippet writes them; inserting upgrades the element at once.
        holder.innerHTML = `<portal-cliente api-base="${api}" site-url="/site" gift-list-url="/lista" chat-app-id="demo-app" support-email="atendimento@exemplo.com.br" request-timeout="20"></portal-cliente>`;
        document.body.append(holder);
        return count;
      },
      { api: e2e.apiUrl, render: RENDER },
    );
    expect(renders, 'renders of the element while it upgraded').toBe(1);
    await portalOf(page).getByRole('button', { name: 'Acessar' }).waitFor();
  });
});
