// @engines chromium: the bench traces its floor in Chromium only
import { rmSync, writeFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { limitPageOf, staticPagesOf } from '../../bench/main-thread.mjs';
import { freshContext, homeReadyInPage, loginReadyInPage, PHONE_VIEWPORT, signedInSession } from '../../bench/measure.mjs';
import { useE2e } from '../support/use-e2e';

/*
 * The bench's main-thread floor (docs/performance.md, "What each part measures"): each first
 * screen copied, markup and styles, into the host page as a declarative shadow root, and traced
 * with no script. It is only that screen's floor if it draws the same screen: the same boxes, in
 * the same places, for what a customer sees and the ready check looks at, and none of the
 * portal's code loaded. A copy that lost the adopted sheets, or still loaded the portal, fails here.
 *
 * The phone profile's one-script limit (the same page, its copy held back until the screen's files
 * and calls have arrived, some asked for first and alone) is only that limit if it asks in that
 * order, draws nothing before the last answer, runs none of what it fetches, and then draws the
 * same screen.
 */

const e2e = useE2e();

/** Each heading, button, link, field and label of the shadow root: its text and its box, rounded. */
const drawnIn = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('portal-cliente')?.shadowRoot;
    return [...(root?.querySelectorAll('h1, h2, h3, button, a, input, label, dd') ?? [])].map((element) => {
      const box = element.getBoundingClientRect();
      const text = element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()} "${text}" at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    });
  });

/** The two first screens: where each is, what storage it needs, and when it is ready. */
const screensOf = (session: Awaited<ReturnType<typeof signedInSession>>) =>
  [
    { screen: 'login', route: '/conta/entrar', storage: undefined, ready: (page: Page) => page.waitForFunction(loginReadyInPage) },
    {
      screen: 'home',
      route: '/',
      storage: session.storage,
      ready: (page: Page) => page.waitForFunction(homeReadyInPage, session.description),
    },
  ] as const;

describe("the bench's no-script floor", () => {
  it('draws the login and the home as the portal drew them, without loading any of its code', async () => {
    const session = await signedInSession(e2e.browser, e2e.demoUrl);
    const pages = await staticPagesOf(e2e.browser, e2e.demoUrl, session);
    for (const { screen, route, storage, ready } of screensOf(session)) {
      const portalContext = await freshContext(e2e.browser, storage, PHONE_VIEWPORT);
      const staticContext = await freshContext(e2e.browser, undefined, PHONE_VIEWPORT);
      try {
        const portal = await portalContext.newPage();
        await portal.goto(`${e2e.demoUrl}/#${route}`);
        await ready(portal);
        const drawn = await drawnIn(portal);

        const copy = await staticContext.newPage();
        const loaded: string[] = [];
        copy.on('request', (request) => loaded.push(new URL(request.url()).pathname));
        const url = `${e2e.demoUrl}/bench-static-${screen}.html`;
        await copy.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: pages[screen] }));
        await copy.goto(url);
        await ready(copy);

        expect(drawn.length, `the ${screen} draws headings, buttons and fields`).toBeGreaterThan(screen === 'home' ? 20 : 4);
        expect(await drawnIn(copy), `the ${screen} with no script`).toEqual(drawn);
        expect(
          loaded.filter((path) => /portal-cliente\.js|\/chunks\//.test(path)),
          `the ${screen}'s copy loads none of the portal's code`,
        ).toEqual([]);
      } finally {
        await portalContext.close();
        await staticContext.close();
      }
    }
  });
});

describe("the bench's one-script limit", () => {
  it('asks for the first file alone, then the rest at once, runs none of it, and draws the screen after the last answer', async () => {
    const session = await signedInSession(e2e.browser, e2e.demoUrl);
    const pages = await staticPagesOf(e2e.browser, e2e.demoUrl, session);
    const isPortals = (request: Request) => /\/dist\/|\/api\//.test(new URL(request.url()).pathname);
    for (const { screen, route, storage, ready } of screensOf(session)) {
      // Served by the demo host itself, not through page.route: a document the test fulfilled
      // would not be on the loopback address, and Chromium would refuse its calls to the API.
      const name = `bench-limit-${screen}-${process.pid}.html`;
      const portalContext = await freshContext(e2e.browser, storage, PHONE_VIEWPORT);
      const limitContext = await freshContext(e2e.browser, undefined, PHONE_VIEWPORT);
      try {
        // What the portal itself asked for before its screen was ready: the limit page's spec.
        const portal = await portalContext.newPage();
        const asked: Request[] = [];
        portal.on('request', (request) => isPortals(request) && request.method() === 'GET' && asked.push(request));
        await portal.goto(`${e2e.demoUrl}/#${route}`);
        await ready(portal);
        const drawn = await drawnIn(portal);
        const files = asked.filter((request) => request.url().includes('/dist/')).map((request) => request.url());
        const calls = asked
          .filter((request) => request.url().includes('/api/'))
          .map((request) => ({ url: request.url(), headers: { authorization: request.headers().authorization ?? '' } }));
        const entry = files.find((url) => url.endsWith('/portal-cliente.js'));
        expect(entry, `the ${screen} loads the entry`).toBeDefined();
        const last = files[files.length - 1];
        const spec = { first: [entry], files: files.filter((url) => url !== entry), calls };

        const limit = await limitContext.newPage();
        const events: string[] = [];
        limit.on('request', (request) => isPortals(request) && events.push(`asked ${request.resourceType()} ${request.url()}`));
        limit.on('requestfinished', (request) => isPortals(request) && events.push(`answered ${request.url()}`));
        writeFileSync(`demo/public/${name}`, limitPageOf(pages[screen]));
        const url = `${e2e.demoUrl}/${name}`;
        // The last file is held until the test has seen that nothing is drawn without it.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await limit.route(last, async (one) => {
          await held;
          await one.continue();
        });
        await limit.goto(`${url}#${encodeURIComponent(JSON.stringify(spec))}`);
        await expect.poll(() => events.some((event) => event.endsWith(` ${last}`))).toBe(true);
        expect(await limit.evaluate(() => document.querySelector('portal-cliente')?.shadowRoot ?? null), 'nothing drawn yet').toBeNull();
        release();
        await ready(limit);

        expect(await drawnIn(limit), `the ${screen}'s limit draws the portal's screen`).toEqual(drawn);
        const entryAnswered = events.indexOf(`answered ${entry}`);
        expect(entryAnswered, 'the first file is answered').toBeGreaterThan(-1);
        expect(
          events.slice(0, entryAnswered).filter((event) => event.startsWith('asked')),
          'nothing else is asked for before the first file has arrived',
        ).toEqual([`asked fetch ${entry}`]);
        expect(
          events.filter((event) => event.startsWith('asked')).sort(),
          `the ${screen}'s files and calls, each fetched, none run`,
        ).toEqual([...files, ...calls.map((call) => call.url)].map((one) => `asked fetch ${one}`).sort());
      } finally {
        await portalContext.close();
        await limitContext.close();
        rmSync(`demo/public/${name}`, { force: true });
      }
    }
  });
});
