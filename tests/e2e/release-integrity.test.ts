// @engines chromium firefox: import-map integrity and the HTTP cache are enforced by each engine itself
import { readdirSync, readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * A host that pins a release (docs/integrity.md): demo/public/plain.html is the output of
 * `npm run snippet` for the demo's release, on the demo's origin. The browser must check the entry
 * against the script tag's integrity and every chunk against the import map's, so a file changed on
 * the CDN never runs; and a returning visitor loads the pinned release from the cache without asking.
 * Chromium and Firefox each implement both checks: both run this file.
 */
const e2e = useE2e();

const VERSION: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
const RELEASE = `dist/portal-cliente/${VERSION}`;
const PINNED = '/plain.html#/conta/entrar';

/** What the attacker's copy adds: it marks the page if it ever runs. */
const TAMPER = ';globalThis.__tampered = (globalThis.__tampered ?? 0) + 1;';

/** Serves a changed copy of a release file (its bytes on disk plus TAMPER) for every URL `pattern` matches. */
async function tamper(page: Page, pattern: RegExp, file: string) {
  const requested: string[] = [];
  await page.route(pattern, (route: Route) => {
    requested.push(route.request().url());
    return route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      body: readFileSync(file, 'utf8') + TAMPER,
    });
  });
  return requested;
}

const tampered = (page: Page) => page.evaluate(() => (globalThis as { __tampered?: number }).__tampered ?? 0);
const defined = (page: Page) => page.evaluate(() => customElements.get('portal-cliente') !== undefined);

/** The bundle's files a page loaded, with the bytes each took from the network (0: from the cache). */
const bundleLoads = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/dist/'))
      .map((entry) => ({ path: new URL(entry.name).pathname, transferSize: (entry as PerformanceResourceTiming).transferSize })),
  );

describe('the element a release defines', () => {
  it('has what custom-elements.json says: its attributes, properties, version and theme', async () => {
    const declaration = JSON.parse(readFileSync('custom-elements.json', 'utf8')).modules[0].declarations[0];
    const { page, portal } = await e2e.open({ path: PINNED });
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    const theme = declaration.cssProperties.map((one: { name: string }) => one.name).sort();
    const seen = await page.evaluate(
      ({ fields, theme }: { fields: string[]; theme: string[] }) => {
        const element = document.querySelector('portal-cliente')!;
        const type = customElements.get('portal-cliente') as unknown as { observedAttributes: string[]; version: string };
        const style = getComputedStyle(element);
        // Read from the rules rather than by enumerating the computed style, which lists custom
        // properties in Chromium only: the same check in every engine.
        const written = [...element.shadowRoot!.adoptedStyleSheets, ...element.shadowRoot!.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].flatMap((rule) => rule.cssText.match(/--pc-[\w-]+(?=\s*:)/g) ?? []),
        );
        return {
          attributes: [...type.observedAttributes].sort(),
          properties: fields.filter((name) => name in element),
          version: type.version,
          theme: [...new Set(written)].sort(),
          unset: theme.filter((name) => style.getPropertyValue(name).trim() === ''),
        };
      },
      {
        fields: declaration.members.filter((one: { static?: boolean }) => !one.static).map((one: { name: string }) => one.name),
        theme,
      },
    );
    expect(seen.attributes).toEqual(declaration.attributes.map((one: { name: string }) => one.name).sort());
    expect(seen.properties).toEqual(
      declaration.members.filter((one: { static?: boolean }) => !one.static).map((one: { name: string }) => one.name),
    );
    expect(seen.version).toBe(VERSION);
    expect(seen.theme, 'the --pc- properties the styles define').toEqual(theme);
    expect(seen.unset, 'declared theme properties with no value on the element').toEqual([]);
  });
});

describe('a page made from the snippet', () => {
  it('loads the pinned release, and a returning visitor takes all of it from the cache, where the evergreen entry is asked again', async () => {
    // Another test's context that routed requests and closed before this one (as the suite's files
    // share a browser): the browser's cache must be on again for the contexts after it.
    const routed = await e2e.newContext();
    await routed.route('**/nothing-asks-for-this', (route) => route.abort());
    await e2e.close(routed);

    const { page, portal, errors } = await e2e.open({ path: PINNED });
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    const first = await bundleLoads(page);
    expect(first.length, 'the entry and the login screen chunks').toBeGreaterThan(3);
    for (const load of first) expect(load.path, 'every file from the pinned folder').toMatch(new RegExp(`^/${RELEASE}/`));
    expect(await page.evaluate(() => (customElements.get('portal-cliente') as unknown as { version: string }).version)).toBe(VERSION);

    // A returning visitor: the same tab navigates back to the page (a navigation, not a reload).
    await page.goto(`${e2e.demoUrl}/blank.html`);
    await page.goto(`${e2e.demoUrl}${PINNED}`);
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    const again = await bundleLoads(page);
    expect(again.map((load) => load.path).sort()).toEqual(first.map((load) => load.path).sort());
    expect(
      again.filter((load) => load.transferSize > 0),
      'nothing of an immutable release goes over the network',
    ).toEqual([]);

    // The evergreen entry (strict.html loads /dist/portal-cliente.js) is revalidated on every visit.
    await page.goto(`${e2e.demoUrl}/strict.html#/conta/entrar`);
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    await page.goto(`${e2e.demoUrl}/blank.html`);
    await page.goto(`${e2e.demoUrl}/strict.html#/conta/entrar`);
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    const evergreen = (await bundleLoads(page)).find((load) => load.path === '/dist/portal-cliente.js');
    expect(evergreen?.transferSize, 'the evergreen entry asked again (a 304)').toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('does not run an entry changed on the CDN, where a bare script tag would', async () => {
    const pinned = await e2e.open({
      path: PINNED,
      before: (page) => tamper(page, /\/dist\/portal-cliente\/[^/]+\/portal-cliente\.js$/, `${RELEASE}/portal-cliente.js`).then(() => {}),
    });
    expect(await tampered(pinned.page), 'the changed entry did not run').toBe(0);
    expect(await defined(pinned.page), 'so no element was defined').toBe(false);
    expect(pinned.errors.join('\n'), 'the browser says why').toMatch(/integrity|digest|hash/i);

    // The demo's index page loads the same versioned URL without integrity: the change runs there,
    // so the check above is the integrity's doing, not the route's.
    const bare = await e2e.open({
      path: '/#/conta/entrar',
      before: (page) => tamper(page, /\/dist\/portal-cliente\/[^/]+\/portal-cliente\.js$/, `${RELEASE}/portal-cliente.js`).then(() => {}),
    });
    await bare.portal.getByRole('button', { name: 'Acessar' }).waitFor();
    expect(await tampered(bare.page)).toBe(1);
  });

  it('does not run a chunk changed on the CDN, and its retry does not fetch it unchecked', async () => {
    const layout = readdirSync(`${RELEASE}/chunks`).find((name) => name.startsWith('account-layout-'));
    let requested: string[] = [];
    const { page, portal, errors } = await e2e.open({
      path: PINNED,
      before: async (page) => {
        requested = await tamper(page, /\/chunks\/account-layout-[^/]+\.js(\?.*)?$/, `${RELEASE}/chunks/${layout}`);
      },
    });
    await portal.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(await tampered(page), 'the changed chunk did not run').toBe(0);
    expect(errors.join('\n'), 'the browser says why').toMatch(/integrity|digest|hash/i);

    await portal.getByRole('button', { name: 'Tentar novamente' }).click();
    if (e2e.engine === 'chromium') {
      // Chromium fetches a failed module again: under the same URL, so checked again.
      await expect.poll(() => requested.length, { message: 'the retry fetched the chunk again' }).toBeGreaterThanOrEqual(2);
    }
    await portal.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(
      requested.filter((url) => url.includes('?')),
      'no retry under another URL, which the import map would not pin',
    ).toEqual([]);
    expect(await tampered(page)).toBe(0);
  });
});
