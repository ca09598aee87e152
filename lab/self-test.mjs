// @ts-check
// npm run lab -- self-test [--no-build]: the lab's own instruments checked, in Chromium, so a figure
// they give is the figure they claim (docs/performance.md, "What each part measures"). Not part of
// npm test: the product's guards are there; these check the lab.
//
// The main-thread floor: each first screen copied, markup and styles, into the host page as a
// declarative shadow root, and traced with no script. It is only that screen's floor if it draws the
// same screen: the same boxes, in the same places, for what a customer sees and the ready check looks
// at, and none of the portal's code loaded. A copy that lost the adopted sheets, or still loaded the
// portal, fails here.
//
// The phone profile's one-script limit (the same page, its copy held back until the screen's files
// and calls have arrived, some asked for first and alone) is only that limit if it asks in that
// order, draws nothing before the last answer, runs none of what it fetches, and then draws the
// same screen.
import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import { homeReadyInPage, loginReadyInPage } from '../test-kit/screen-ready.mjs';
import { freshContext } from '../test-kit/signed-in-session.mjs';
import { commandLine, openLab, PHONE_VIEWPORT, writeLabPage } from './lab-site.mjs';
import { limitPageOf, staticPagesOf } from './main-thread.mjs';
import { clearStep, step } from './progress.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Request} Request */

const args = commandLine();
const lab = await openLab({ build: !args.has('--no-build') });
const { browser, session } = lab;
const demoUrl = lab.site.demoUrl;

/** Each heading, button, link, field and label of the shadow root: its text and its box, rounded. @param {Page} page */
const drawnIn = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('portal-cliente')?.shadowRoot;
    return [...(root?.querySelectorAll('h1, h2, h3, button, a, input, label, dd') ?? [])].map((element) => {
      const box = element.getBoundingClientRect();
      const text = element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()} "${text}" at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    });
  });

/** The two first screens: where each is, what storage it needs, and when it is ready. */
const screens = /** @type {const} */ ([
  {
    screen: 'login',
    route: '/conta/entrar',
    storage: undefined,
    ready: (/** @type {Page} */ page) => page.waitForFunction(loginReadyInPage),
  },
  {
    screen: 'home',
    route: '/',
    storage: session.storage,
    ready: (/** @type {Page} */ page) => page.waitForFunction(homeReadyInPage, session.description),
  },
]);

/** The portal's own screen at 375 px, ready, as the list of what it drew. @param {(typeof screens)[number]} one */
async function portalDrawn({ route, storage, ready }, onRequest = (/** @type {Request} */ _request) => {}) {
  const context = await freshContext(browser, storage, PHONE_VIEWPORT);
  try {
    const page = await context.newPage();
    page.on('request', onRequest);
    await page.goto(`${demoUrl}/#${route}`);
    await ready(page);
    return await drawnIn(page);
  } finally {
    await context.close();
  }
}

let failed = 0;
/** Runs one check and says how it went. @param {string} name @param {() => Promise<void>} check */
async function test(name, check) {
  step(name);
  try {
    await check();
    clearStep();
    console.log(`ok   ${name}`);
  } catch (error) {
    failed++;
    clearStep();
    console.log(`FAIL ${name}\n     ${String(error instanceof Error ? error.message : error).replace(/\n/g, '\n     ')}`);
  }
}

try {
  const pages = await staticPagesOf(browser, demoUrl, session);

  await test('the no-script floor draws the login and the home as the portal drew them, without loading any of its code', async () => {
    for (const one of screens) {
      const drawn = await portalDrawn(one);
      const context = await freshContext(browser, undefined, PHONE_VIEWPORT);
      try {
        const copy = await context.newPage();
        /** @type {string[]} */
        const loaded = [];
        copy.on('request', (request) => loaded.push(new URL(request.url()).pathname));
        await copy.goto(`${demoUrl}${writeLabPage(`static-${one.screen}.html`, pages[one.screen])}`);
        await one.ready(copy);
        ok(drawn.length > (one.screen === 'home' ? 20 : 4), `the ${one.screen} draws headings, buttons and fields`);
        deepStrictEqual(await drawnIn(copy), drawn, `the ${one.screen} with no script`);
        deepStrictEqual(
          loaded.filter((path) => /portal-cliente\.js|\/chunks\//.test(path)),
          [],
          `the ${one.screen}'s copy loads none of the portal's code`,
        );
      } finally {
        await context.close();
      }
    }
  });

  await test('the one-script limit asks for the first file alone, then the rest at once, runs none of it, and draws the screen after the last answer', async () => {
    const isPortals = (/** @type {Request} */ request) => /\/dist\/|\/api\//.test(new URL(request.url()).pathname);
    for (const one of screens) {
      // What the portal itself asked for before its screen was ready: the limit page's spec.
      /** @type {Request[]} */
      const asked = [];
      const drawn = await portalDrawn(one, (request) => isPortals(request) && request.method() === 'GET' && asked.push(request));
      const files = asked.filter((request) => request.url().includes('/dist/')).map((request) => request.url());
      const calls = asked
        .filter((request) => request.url().includes('/api/'))
        .map((request) => ({ url: request.url(), headers: { authorization: request.headers().authorization ?? '' } }));
      const entry = files.find((url) => url.endsWith('/portal-cliente.js'));
      ok(entry, `the ${one.screen} loads the entry`);
      const last = files[files.length - 1];
      const spec = { first: [entry], files: files.filter((url) => url !== entry), calls };

      const context = await freshContext(browser, undefined, PHONE_VIEWPORT);
      try {
        const limit = await context.newPage();
        /** @type {string[]} */
        const events = [];
        limit.on('request', (request) => isPortals(request) && events.push(`asked ${request.resourceType()} ${request.url()}`));
        limit.on('requestfinished', (request) => isPortals(request) && events.push(`answered ${request.url()}`));
        // The last file is held until the check has seen that nothing is drawn without it.
        let release = () => {};
        const held = new Promise((resolve) => (release = () => resolve(undefined)));
        /** @type {Promise<void>} */
        const lastAsked = new Promise((resolve) =>
          limit.route(last, async (route) => {
            resolve();
            await held;
            await route.continue();
          }),
        );
        const path = writeLabPage(`limit-${one.screen}.html`, limitPageOf(pages[one.screen]));
        await limit.goto(`${demoUrl}${path}#${encodeURIComponent(JSON.stringify(spec))}`);
        await lastAsked;
        strictEqual(await limit.evaluate(() => document.querySelector('portal-cliente')?.shadowRoot ?? null), null, 'nothing drawn yet');
        release();
        await one.ready(limit);

        deepStrictEqual(await drawnIn(limit), drawn, `the ${one.screen}'s limit draws the portal's screen`);
        const entryAnswered = events.indexOf(`answered ${entry}`);
        ok(entryAnswered > -1, 'the first file is answered');
        deepStrictEqual(
          events.slice(0, entryAnswered).filter((event) => event.startsWith('asked')),
          [`asked fetch ${entry}`],
          'nothing else is asked for before the first file has arrived',
        );
        deepStrictEqual(
          events.filter((event) => event.startsWith('asked')).sort(),
          [...files, ...calls.map((call) => call.url)].map((url) => `asked fetch ${url}`).sort(),
          `the ${one.screen}'s files and calls, each fetched, none run`,
        );
      } finally {
        await context.close();
      }
    }
  });
} finally {
  await lab.close();
}
if (failed) process.exitCode = 1;
