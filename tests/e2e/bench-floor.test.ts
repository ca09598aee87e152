// @engines chromium: the bench traces its floor in Chromium only
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staticPagesOf } from '../../bench/main-thread.mjs';
import { freshContext, homeReadyInPage, loginReadyInPage, PHONE_VIEWPORT, signedInSession } from '../../bench/measure.mjs';
import { useE2e } from '../support/use-e2e';

/*
 * The bench's main-thread floor (docs/performance.md, "What each part measures"): each first
 * screen copied, markup and styles, into the host page as a declarative shadow root, and traced
 * with no script. It is only that screen's floor if it draws the same screen: the same boxes, in
 * the same places, for what a customer sees and the ready check looks at, and none of the
 * portal's code loaded. A copy that lost the adopted sheets, or still loaded the portal, fails here.
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

describe("the bench's no-script floor", () => {
  it('draws the login and the home as the portal drew them, without loading any of its code', async () => {
    const session = await signedInSession(e2e.browser, e2e.demoUrl);
    const pages = await staticPagesOf(e2e.browser, e2e.demoUrl, session);
    const screens = [
      { screen: 'login', route: '/conta/entrar', storage: undefined, ready: (page: Page) => page.waitForFunction(loginReadyInPage) },
      {
        screen: 'home',
        route: '/',
        storage: session.storage,
        ready: (page: Page) => page.waitForFunction(homeReadyInPage, session.description),
      },
    ] as const;
    for (const { screen, route, storage, ready } of screens) {
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
