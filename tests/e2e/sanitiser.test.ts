// @engines chromium firefox: DOMPurify works on the engine's own HTML parser and DOM
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTION_VECTORS, END, FORBIDDEN_ELEMENT_VECTORS } from '../fixtures/description-vectors';
import { SPEC_VECTORS } from '../fixtures/spec-xss-vectors';
import { ANA, DESKTOP } from '../../test-kit/browser';
import { closeContext, collectErrors, useE2e } from '../../test-kit/use-e2e';

/*
 * Every payload of DOMPurify's own suite, plus the product's own rules (docs/product.md, "Validation rules") and the hostile
 * descriptions found in security reviews, rendered through the services overlay in a real browser
 * (DOMPurify is not safe under happy-dom). A trap records any script that runs; a self-test proves the trap fires
 * on DOMPurify's and the product's payloads unsanitised. Each security review's case is also
 * checked for what it must leave, on one page below.
 */
const suite = JSON.parse(readFileSync(new URL('../fixtures/dompurify-xss.json', import.meta.url), 'utf8')) as {
  vectors: { title: string; payload: string }[];
};
const FORBIDDEN_TAGS = FORBIDDEN_ELEMENT_VECTORS.map(({ tag }) => tag);
const WEDDING = 41587;

// Each test sets the services it renders (after a reset of its own); the named cases share one page.
const e2e = useE2e({ reset: 'file' });

function installTrap() {
  const hits: string[] = [];
  (window as unknown as { __xss: string[] }).__xss = hits;
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const)
    (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      hits.push(`${name}(${args.join(',')})`);
    };
}

const hits = (page: Page) => page.evaluate(() => (window as unknown as { __xss: string[] }).__xss.splice(0));

async function post(path: string, body?: unknown) {
  const answer = await fetch(e2e.apiUrl + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
}

/**
 * Renders each payload as a service description through the overlay, in a fresh signed-in page with
 * the trap set, and checks what each became (the reference API takes at most 32 KB per request).
 */
async function renderThroughOverlay(vectors: { title: string; payload: string }[]) {
  await e2e.resetApi();
  await post('/dev/servicos', {
    idEvento: WEDDING,
    servicos: vectors.map((vector, i) => ({
      servico: `Vetor ${String(i + 1).padStart(3, '0')}`,
      unidade: 'un',
      quantidade: 1,
      anexoHTML: vector.payload,
    })),
  });
  // Self-test, in a page of its own: the same payloads, unsanitised, set off the trap.
  {
    const context = await e2e.newContext({ viewport: DESKTOP });
    await context.addInitScript(installTrap);
    const scratchPage = await context.newPage();
    await scratchPage.goto(`${e2e.demoUrl}/`);
    await scratchPage.evaluate(
      (payloads) => {
        const scratch = document.createElement('div');
        document.body.append(scratch);
        for (const payload of payloads) scratch.insertAdjacentHTML('beforeend', payload);
        scratch.querySelectorAll('[onmouseover],[onclick],[onfocus]').forEach((el) => {
          el.dispatchEvent(new MouseEvent('mouseover'));
          el.dispatchEvent(new MouseEvent('click', { bubbles: false }));
        });
      },
      vectors.map((v) => v.payload),
    );
    // The handlers of broken images and the like fire as their loads fail.
    await expect
      .poll(() => scratchPage.evaluate(() => (window as unknown as { __xss: string[] }).__xss.length), {
        message: 'the trap fires on unsanitised payloads',
      })
      .toBeGreaterThan(10);
  }

  // Signed in over HTTP (the sign-in has its own tests), straight onto the services, the trap set.
  const errors: string[] = [];
  const { page, portal } = await e2e.open({
    path: '/#/servicos',
    viewport: DESKTOP,
    as: ANA,
    init: [{ script: installTrap, arg: '' }],
    watch: (page) => page.on('pageerror', (e) => errors.push(e.message)),
  });
  await portal.getByRole('button', { name: 'Vetor 001' }).waitFor();

  const { problems } = await sweepOverlays(
    page,
    vectors.map((_, i) => `Vetor ${String(i + 1).padStart(3, '0')}`),
  );
  expect(problems).toEqual([]);
  expect(await hits(page), 'scripts that ran').toEqual([]);
  expect(errors).toEqual([]);
}

/**
 * Opens the overlay of each named service in turn, from inside the page (one round trip for them
 * all), and looks at what each description became: `problems` lists what survived that must not
 * (each prefixed with the service's name), `shown` the tags of each description's elements and
 * whether its text runs to END. With `untilEnd` (payloads that end with END), each description is
 * looked at once its text has come to END.
 */
async function sweepOverlays(page: Page, names: string[], { untilEnd = false } = {}) {
  return page.evaluate(
    async ({ names, forbiddenTags, apiOrigin, end, untilEnd }) => {
      const root = document.querySelector('portal-cliente')!.shadowRoot!;
      const problems: string[] = [];
      const shown: Record<string, { tags: string[]; ended: boolean }> = {};
      const wait = async (check: () => boolean) => {
        for (let i = 0; i < 200 && !check(); i++) await new Promise((done) => setTimeout(done, 10));
        return check();
      };
      for (const name of names) {
        const button = [...root.querySelectorAll<HTMLButtonElement>('button.pc-row-action')].find((b) => b.textContent === name);
        if (!button) {
          problems.push(`${name}: no row`);
          continue;
        }
        button.click();
        const settled = await wait(() => {
          const body = root.querySelector('dialog[open] .pc-modal-body');
          return Boolean(body && !body.querySelector('[aria-busy="true"]') && (!untilEnd || body.textContent!.includes(end)));
        });
        const dialog = root.querySelector('dialog[open]')!;
        const body = dialog?.querySelector('.pc-modal-body');
        if (!settled || !body) {
          problems.push(`${name}: the overlay did not open${untilEnd ? ' with its whole description' : ''}`);
          continue;
        }
        // Handlers that fire on their own (onerror, onload) have had their chance once every image
        // has loaded or failed.
        await wait(() => [...body.querySelectorAll('img')].every((img) => img.complete));
        // The description's own elements (its container carries the portal's class).
        const description = body.firstElementChild ?? body;
        shown[name] = {
          tags: [...description.querySelectorAll('*')].map((el) => el.localName),
          ended: description.textContent!.includes(end),
        };
        for (const el of description.querySelectorAll('*')) {
          if (el.localName === 'script') problems.push(`${name}: <script> survived`);
          for (const attr of el.attributes) {
            const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            if (attr.name.toLowerCase().startsWith('on')) problems.push(`${name}: ${attr.name} survived`);
            if (attr.name.toLowerCase() === 'style') problems.push(`${name}: style survived`);
            if (value.includes('javascript:')) problems.push(`${name}: javascript: in ${attr.name}`);
            if (['src', 'href', 'xlink:href'].includes(attr.name.toLowerCase()) && value.includes('data:text/html'))
              problems.push(`${name}: data:text/html in ${attr.name}`);
          }
          // Forbidden elements and attributes, URLs, and target/rel on whatever has an href.
          if (forbiddenTags.includes(el.localName)) problems.push(`${name}: <${el.localName}> survived`);
          for (const attr of ['class', 'id', 'popover', 'srcset']) if (el.hasAttribute(attr)) problems.push(`${name}: ${attr} survived`);
          for (const attr of ['href', 'xlink:href', 'src', 'action', 'background', 'poster']) {
            const value = el.getAttribute(attr);
            if (value === null) continue;
            let url: URL | undefined;
            try {
              url = new URL(value);
            } catch {
              problems.push(`${name}: relative or malformed ${attr}="${value}"`);
              continue;
            }
            const media = ['img', 'image', 'video', 'audio', 'source', 'track'].includes(el.localName);
            const allowed =
              ['https:', 'mailto:', 'tel:'].includes(url.protocol) ||
              (url.protocol === 'http:' && url.origin === apiOrigin) ||
              (url.protocol === 'data:' && media);
            if (!allowed) problems.push(`${name}: ${attr}="${value.slice(0, 60)}" survived`);
          }
          if (el.hasAttribute('href') || el.hasAttribute('xlink:href')) {
            const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
            if (el.getAttribute('target') !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer'))
              problems.push(`${name}: <${el.localName}> link without target=_blank rel="noopener noreferrer"`);
          }
        }
        (dialog.querySelector('button[aria-label="Fechar"]') as HTMLButtonElement).click();
        await wait(() => !root.querySelector('dialog[open]'));
      }
      return { problems, shown };
    },
    { names, forbiddenTags: FORBIDDEN_TAGS, apiOrigin: new URL(e2e.apiUrl).origin, end: END, untilEnd },
  );
}

const SUITE_AND_SPEC = [...suite.vectors, ...SPEC_VECTORS];

describe('the services overlay sanitiser', () => {
  // One overlay after another for every payload, in one test: about 15 s on a quiet machine and
  // over a minute on a loaded one, so its stall guard is longer than the project's.
  it(
    `renders all ${SUITE_AND_SPEC.length} payloads of DOMPurify's suite and the product's rules with no script run and no forbidden attribute left`,
    { timeout: 180_000 },
    async () => {
      await renderThroughOverlay(SUITE_AND_SPEC);
    },
  );
});

/*
 * The security reviews' cases, on one signed-in page with the trap set (the overlay is closed after
 * each test): all of them swept for what must not survive, then each looked at for what it must leave.
 */
describe('hostile descriptions and what the sanitiser leaves', () => {
  const CASES: [string, string][] = [
    ...FORBIDDEN_ELEMENT_VECTORS.map(({ tag, payload }): [string, string] => [`Caso ${tag}`, payload]),
    ...Object.entries(DESCRIPTION_VECTORS).map(([name, payload]): [string, string] => [`Caso ${name}`, payload]),
  ];
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const portal = () => page.locator('portal-cliente');

  beforeAll(async () => {
    await e2e.resetApi();
    await post('/dev/servicos', {
      idEvento: WEDDING,
      servicos: CASES.map(([servico, anexoHTML]) => ({ servico, unidade: 'un', quantidade: 1, anexoHTML })),
    });
    // A context of the browser's own, not e2e.newContext's: those close after each test.
    context = await e2e.browser.newContext({ viewport: DESKTOP, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.addInitScript(installTrap);
    page = await context.newPage();
    errors = collectErrors(page);
    // Signed in over HTTP (the sign-in has its own tests), stored from the demo's blank page (this
    // page outlives a test, so it cannot be one of `open`'s).
    await page.goto(`${e2e.demoUrl}/blank.html`);
    await e2e.store(page, { as: ANA });
    await page.goto(`${e2e.demoUrl}/#/servicos`);
    await portal().getByRole('button', { name: CASES[0][0], exact: true }).waitFor();
  });
  afterEach(async () => {
    const open = portal().locator('dialog[open]');
    if (await open.count()) {
      await open.getByRole('button', { name: 'Fechar' }).click();
      await open.waitFor({ state: 'detached' });
    }
    expect(
      errors.filter((error) => error.startsWith('pageerror')),
      'uncaught errors',
    ).toEqual([]);
  });
  afterAll(async () => {
    if (context) await closeContext(context);
  });

  /** Opens a case's overlay and returns its description, once the whole payload is shown. */
  async function description(name: string): Promise<Locator> {
    await portal()
      .getByRole('button', { name: `Caso ${name}`, exact: true })
      .click();
    const dialog = portal().getByRole('dialog', { name: `Caso ${name}` });
    await dialog.getByText(END).waitFor();
    return dialog.locator('.pc-modal-body > div');
  }

  /** Every element of the description below its own container, as tag and attributes. */
  const elements = (shown: Locator) =>
    shown.evaluate((root) =>
      [...root.querySelectorAll('*')].map((el) => [el.localName, ...[...el.attributes].map((a) => `${a.name}=${a.value}`)].join(' ')),
    );

  it(`renders all ${CASES.length} hostile descriptions of the security reviews with no script run and nothing forbidden left`, async () => {
    const { problems } = await sweepOverlays(
      page,
      CASES.map(([name]) => name),
      { untilEnd: true },
    );
    expect(problems).toEqual([]);
    expect(await hits(page), 'scripts that ran').toEqual([]);
  });

  it(`removes each forbidden element: ${FORBIDDEN_TAGS.map((tag) => `<${tag}>`).join(', ')}`, async () => {
    const { shown } = await sweepOverlays(
      page,
      FORBIDDEN_TAGS.map((tag) => `Caso ${tag}`),
      { untilEnd: true },
    );
    for (const tag of FORBIDDEN_TAGS) {
      const description = shown[`Caso ${tag}`];
      expect(description?.ended, `<${tag}>: the whole description is shown`).toBe(true);
      expect(
        description?.tags.filter((name) => name === tag),
        `<${tag}> elements`,
      ).toEqual([]);
    }
  });

  it("leaves the portal's look as it was when a description brings a <style>", async () => {
    const look = () =>
      portal().evaluate((host) => {
        const heading = host.shadowRoot!.querySelector('h1')!;
        return [getComputedStyle(host).backgroundColor, getComputedStyle(heading).color, getComputedStyle(heading).backgroundColor];
      });
    const before = await look();
    const shown = await description('style');
    expect(await look()).toEqual(before);
    expect(await shown.evaluate((root) => getComputedStyle(root.closest('dialog')!).backgroundColor)).not.toBe('rgb(0, 0, 0)');
  });

  it('removes the popover attribute, so nothing floats above the portal', async () => {
    const shown = await description('popover');
    expect(await shown.evaluate((root) => root.querySelectorAll('[popover]').length)).toBe(0);
    await shown.getByText('Promoção relâmpago: pague hoje').waitFor();
  });

  it("strips class and id, so a description cannot borrow the portal's classes or ids", async () => {
    const shown = await description('classAndId');
    expect(await elements(shown)).toEqual(['p', 'p']);
    await shown.getByText('Leia com atenção.').waitFor();
  });

  it("keeps only https:, mailto: and tel: links and the API's own URLs (no http: elsewhere, ftp:, sms:, callto:, xmpp:, cid:, matrix:)", async () => {
    const shown = await description('schemes');
    const urls = await shown.evaluate((root) =>
      [...root.querySelectorAll('[href], [src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src')),
    );
    expect(urls).toEqual([
      'https://www.exemplo.com.br/cardapio',
      'mailto:eventos@exemplo.com.br',
      'tel:+551130000000',
      `${e2e.apiUrl}/files/img/open-bar.svg`,
    ]);
    await shown.getByText('esquema 7').waitFor();
  });

  it('refuses relative URLs and fragments, which would point at the host page or drive its router', async () => {
    const shown = await description('relativeUrls');
    expect(await shown.evaluate((root) => root.querySelectorAll('[href], [src]').length)).toBe(0);
    await shown.getByText('trocar a senha').waitFor();
  });

  it('drops srcset, whose image candidates cannot be checked one by one, and keeps the src', async () => {
    const shown = await description('srcset');
    expect(await elements(shown)).toEqual(['p', `img src=${e2e.apiUrl}/files/img/open-bar.svg alt=Open bar width=320 height=180`, 'p']);
  });

  it('gives SVG links, by href and by xlink:href, target=_blank rel="noopener noreferrer"', async () => {
    const shown = await description('svgLinks');
    const links = await shown.evaluate((root) =>
      [...root.querySelectorAll('svg a')].map((a) => [
        a.getAttribute('href') ?? a.getAttribute('xlink:href'),
        a.getAttribute('target'),
        a.getAttribute('rel'),
      ]),
    );
    expect(links).toEqual([
      ['https://www.exemplo.com.br/svg-href', '_blank', 'noopener noreferrer'],
      ['https://www.exemplo.com.br/svg-xlink', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('renders a link the sanitiser emptied as plain text, in HTML and in SVG', async () => {
    const shown = await description('emptiedLinks');
    expect(await shown.evaluate((root) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')))).toEqual([
      'https://www.exemplo.com.br/bolos',
    ]);
    expect(await shown.locator('p').first().textContent()).toBe('Veja os recheios, os sabores e os bolos.');
    expect(await shown.evaluate((root) => root.querySelector('svg')!.innerHTML)).toBe('<text x="0" y="15">topo do bolo</text>');
  });

  it('drops images that fail to load or lost their src, with a link left empty, and keeps the ones that load', async () => {
    const shown = await description('brokenImages');
    await expect
      .poll(
        () =>
          shown.evaluate((root) =>
            [...root.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.complete && img.naturalWidth > 0]),
          ),
        {
          timeout: 10_000,
        },
      )
      .toEqual([[`${e2e.apiUrl}/files/img/open-bar.svg`, true]]);
    expect(await shown.evaluate((root) => root.querySelectorAll('a').length), 'the link around a failed image').toBe(0);
  });

  it.each(['dialog', 'openDetails', 'popoverLike'])(
    'leaves nothing [open] or popover-like after the %s payload, and Escape still closes the overlay',
    async (name) => {
      const shown = await description(name);
      const floating = await shown.evaluate((root) =>
        [
          ...root.querySelectorAll(
            'dialog, [open], [popover], [popovertarget], [popovertargetaction], [anchor], [interestfor], [commandfor], [command], [autofocus]',
          ),
        ].map((el) => el.outerHTML.slice(0, 60)),
      );
      expect(floating, 'elements that float or open themselves').toEqual([]);
      await page.keyboard.press('Escape');
      await portal()
        .getByRole('dialog', { name: `Caso ${name}` })
        .waitFor({ state: 'detached' });
      expect(await portal().locator('dialog[open]').count()).toBe(0);
    },
  );

  // Last: before the fix, the click navigated this very page away.
  it('opens an SVG link in a new tab that gets no opener and no Referer', async () => {
    await context.route('https://www.exemplo.com.br/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<p id="referer">${route.request().headers().referer ?? 'none'}</p>` }),
    );
    const shown = await description('svgLinks');
    const [tab] = await Promise.all([context.waitForEvent('page', { timeout: 10_000 }), shown.getByText('svg href').click()]);
    await tab.locator('#referer').waitFor();
    expect([await tab.locator('#referer').textContent(), await tab.evaluate(() => window.opener === null)]).toEqual(['none', true]);
    await tab.close();
  });
});
