// @engines chromium: the bundle's sizes and what a first screen loads are the same in every engine
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HEAVY_LIBRARIES,
  KB,
  librariesIn,
  PORTAL_BUILD,
  sizesOf,
  snapshot,
  splitRequests,
  staticClosure,
} from '../../test-kit/bundle-files.mjs';
import { loadRoute } from '../../test-kit/load-route.mjs';
import { homeReadyInPage, loginReadyInPage } from '../../test-kit/screen-ready.mjs';
import { freshContext, signedInSession } from '../../test-kit/signed-in-session.mjs';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The size budgets, measured on the built bundle (dist/) as the demo host serves it. Sizes
 * only, never timings (those are the lab's, `npm run lab`). 1 KB = 1000 bytes; each file gzipped on its own.
 * What a first screen needs is what the browser really requested from the bundle until the screen was
 * ready and the bundle requests had gone quiet.
 */
/**
 * The owner's stack in full (react-hook-form, date-fns), loaded only where used, within these.
 * Paying with Pix adds nothing to a first screen: the QR code chunk (lean-qr's encoder, 2 KB) is fetched
 * only by 'Pagar com Pix' or 'Imprimir'.
 */
const BUDGET = { entry: 30 * KB, login: 45 * KB, home: 55 * KB, allJs: 150 * KB };
const build = PORTAL_BUILD;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

interface Screen {
  code: string[];
  images: string[];
  gzip: Map<string, number>;
  libraries: Map<string, string[]>;
  errors: string[];
}

/** Loads a route in a fresh context and sizes what the portal requested, from the bytes served. */
async function loadScreen(browser: Browser, options: Omit<Parameters<typeof loadRoute>[1], 'demoUrl' | 'build'>): Promise<Screen> {
  const loaded = await loadRoute(browser, { demoUrl: e2e.demoUrl, build, ...options });
  const { code, images } = splitRequests(loaded.files);
  const read = (file: string) => loaded.contents.get(file) ?? Buffer.alloc(0);
  return {
    code,
    images,
    gzip: new Map(code.map((file) => [file, sizesOf(read(file)).gzip])),
    libraries: new Map(code.map((file) => [file, librariesIn([read(file)])])),
    errors: loaded.errors,
  };
}

const total = (screen: Screen) => [...screen.gzip.values()].reduce((sum, size) => sum + size, 0);

/** "chunks/x.js 30.2 KB (swiper), ..." biggest first: what to look at when a budget breaks. */
const breakdown = (screen: Screen) =>
  [...screen.gzip]
    .sort((a, b) => b[1] - a[1])
    .map(([file, size]) => `${file} ${kb(size)}${screen.libraries.get(file)?.length ? ` (${screen.libraries.get(file)?.join(', ')})` : ''}`)
    .join(', ');

const budgetMessage = (budget: string, size: number, limit: number, detail: string) =>
  `${budget} budget: ${kb(size)} gzip measured, the limit is ${kb(limit)}. ${detail}`;

const librariesOf = (screen: Screen) => [...new Set([...screen.libraries.values()].flat())].sort();

const e2e = useE2e({ reset: 'file' });

/** The offline service worker (docs/hosts/offline.md): a host's page loads it only when it registers it; the portal never does. */
const SERVICE_WORKER = 'portal-cliente-sw.js';

describe('the bundle on disk', () => {
  const disk = snapshot(build.dir);
  const js = disk.files.filter((file) => file.endsWith('.js') && file !== SERVICE_WORKER);

  it('keeps the entry chunk within 30 KB gzip', () => {
    const size = sizesOf(disk.read('portal-cliente.js')).gzip;
    expect(size, budgetMessage('Entry chunk (dist/portal-cliente.js)', size, BUDGET.entry, '')).toBeLessThanOrEqual(BUDGET.entry);
  });

  it("keeps all of the portal's JS within 150 KB gzip", () => {
    const sizes = js.map((file) => [file, sizesOf(disk.read(file)).gzip] as const).sort((a, b) => b[1] - a[1]);
    const size = sizes.reduce((sum, [, one]) => sum + one, 0);
    const biggest = sizes
      .slice(0, 5)
      .map(([file, one]) => `${file} ${kb(one)}`)
      .join(', ');
    expect(size, budgetMessage(`All JS (${js.length} files in dist/)`, size, BUDGET.allJs, `Biggest: ${biggest}.`)).toBeLessThanOrEqual(
      BUDGET.allJs,
    );
  });

  it('keeps the offline service worker within 5 KB gzip, most of it the list of the files it keeps', () => {
    const size = sizesOf(disk.read(SERVICE_WORKER)).gzip;
    expect(size, budgetMessage(`The offline service worker (dist/${SERVICE_WORKER})`, size, 5 * KB, '')).toBeLessThanOrEqual(5 * KB);
  });

  it('holds swiper, DOMPurify and the QR code library each in a lazy chunk, outside the entry and its static imports', () => {
    const shell = staticClosure(disk.read, 'portal-cliente.js');
    for (const library of Object.keys(HEAVY_LIBRARIES)) {
      const holders = js.filter((file) => librariesIn([disk.read(file)]).includes(library));
      expect(holders.length, `${library} should be in exactly one chunk of dist/, found in: ${holders.join(', ') || 'none'}`).toBe(1);
      expect(shell, `${library} (${holders[0]}) is loaded with the entry`).not.toContain(holders[0]);
    }
  });
});

describe('the signed-out login screen (/conta/entrar), loaded in the browser', () => {
  let screen: Screen;
  beforeAll(async () => {
    screen = await loadScreen(e2e.browser, { route: '/conta/entrar', ready: (page: Page) => page.waitForFunction(loginReadyInPage) });
  });

  it('needs at most 45 KB gzip of code', () => {
    const size = total(screen);
    expect(screen.errors).toEqual([]);
    expect(
      size,
      budgetMessage(
        `First screen signed out (/conta/entrar, ${screen.code.length} files)`,
        size,
        BUDGET.login,
        `It loaded: ${breakdown(screen)}.`,
      ),
    ).toBeLessThanOrEqual(BUDGET.login);
  });

  it('loads neither swiper, DOMPurify nor the QR code library', () => {
    expect(librariesOf(screen), `the login loaded: ${breakdown(screen)}`).not.toContain('swiper');
    expect(librariesOf(screen), `the login loaded: ${breakdown(screen)}`).not.toContain('dompurify');
    expect(librariesOf(screen), `the login loaded: ${breakdown(screen)}`).not.toContain('qrcode');
    expect(screen.images).toEqual([]);
  });
});

describe('the signed-in home with its data, loaded in the browser', () => {
  let screen: Screen;
  let description: string;
  let storage: Awaited<ReturnType<typeof signedInSession>>['storage'];
  beforeAll(async () => {
    ({ storage, description } = await signedInSession(e2e.browser, e2e.demoUrl));
    screen = await loadScreen(e2e.browser, {
      route: '/',
      storage,
      ready: (page: Page) => page.waitForFunction(homeReadyInPage, description),
    });
  });

  it('needs at most 55 KB gzip of code', () => {
    const size = total(screen);
    expect(screen.errors).toEqual([]);
    expect(
      size,
      budgetMessage(
        `First screen signed in (home with data, ${screen.code.length} files)`,
        size,
        BUDGET.home,
        `It loaded: ${breakdown(screen)}.`,
      ),
    ).toBeLessThanOrEqual(BUDGET.home);
  });

  it('loads no DOMPurify and no QR code library', () => {
    expect(librariesOf(screen), `the home loaded: ${breakdown(screen)}`).not.toContain('dompurify');
    expect(librariesOf(screen), `the home loaded: ${breakdown(screen)}`).not.toContain('qrcode');
  });

  it('shows the service cards with lazy, sized images in a modern format', async () => {
    const context = await freshContext(e2e.browser, storage);
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.demoUrl}/#/`);
      await page.waitForFunction(homeReadyInPage, description);
      const portal = page.locator('portal-cliente');
      // The carousel may wait until it is scrolled to: bring the promotional block into view first.
      await portal.getByRole('heading', { name: 'Aprimore o seu evento com especialistas em sintonia.' }).scrollIntoViewIfNeeded();
      const cards = portal.locator('img');
      await cards.last().waitFor({ state: 'attached' });
      await cards.last().scrollIntoViewIfNeeded();
      const images = await cards.evaluateAll((elements) =>
        (elements as HTMLImageElement[]).map((img) => ({
          src: img.getAttribute('src') ?? '',
          srcset: img.getAttribute('srcset') ?? '',
          loading: img.getAttribute('loading'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        })),
      );
      expect(images.length, 'the home shows the eight service cards (loop mode may clone some)').toBeGreaterThanOrEqual(8);
      for (const image of images) {
        const label = `card image ${image.src}`;
        expect(image.loading, `${label} is not loading="lazy"`).toBe('lazy');
        expect(Number(image.width) > 0 && Number(image.height) > 0, `${label} has no width and height attributes`).toBe(true);
        const urls = [image.src, ...image.srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])].filter(Boolean);
        for (const url of urls) expect(url, `${label}: ${url} is not WebP or AVIF`).toMatch(/\.(webp|avif)(\?|$)/);
      }
    } finally {
      await context.close();
    }
  });
});

describe('the finance screen with Pix codes, loaded in the browser', () => {
  it("loads no QR code library until 'Pagar com Pix' or 'Imprimir' asks for it", async () => {
    const { storage } = await signedInSession(e2e.browser, e2e.demoUrl);
    const screen = await loadScreen(e2e.browser, {
      route: '/financeiro',
      storage,
      // The seed's open charges carry Pix codes: the payment cards with their 'Pagar com Pix' are drawn.
      ready: (page: Page) =>
        page
          .locator('portal-cliente')
          .getByRole('button', { name: /^Pagar com Pix/ })
          .first()
          .waitFor(),
    });
    expect(screen.errors).toEqual([]);
    expect(librariesOf(screen), `/financeiro loaded: ${breakdown(screen)}`).not.toContain('qrcode');
  });
});
