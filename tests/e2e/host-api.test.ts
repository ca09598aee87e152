// @engines chromium firefox: events cross the shadow boundary and methods reach the element through each engine's custom-element plumbing
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA } from '../../test-kit/browser';
import { armFault, clearFaults } from '../../test-kit/faults';
import { sessionFor, type StoredSession } from '../../test-kit/sign-in-over-http';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The host's handle on the portal (docs/host-api.md), driven as a host page drives it: the demo's
 * host-api.html logs every `portal-cliente:*` event into window.portalEvents from a script that
 * runs before the portal's, and the tests call the element's methods and style its parts from the
 * page. Each test is one page load.
 */

const e2e = useE2e({ pages: 'warm' });

interface Logged {
  type: string;
  detail: Record<string, unknown>;
  from: string;
}

const PAGE = '/host-api.html';
const logged = (page: Page) => page.evaluate(() => (window as unknown as { portalEvents: Logged[] }).portalEvents);
const ofType = async (page: Page, type: string) => (await logged(page)).filter((event) => event.type === `portal-cliente:${type}`);
const actions = async (page: Page) => (await ofType(page, 'action')).map((event) => event.detail.action);

/** Calls a method of the page's (first) element, as a host script does. */
const call = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(
    ([name, rest]) =>
      (document.querySelector('portal-cliente') as unknown as Record<string, (...a: unknown[]) => void>)[name as string](
        ...(rest as unknown[]),
      ),
    [method, args] as const,
  );

/** `element.ready`, awaited as a host awaits it. */
const readyOf = (page: Page, selector = 'portal-cliente') =>
  page.evaluate(async (which) => {
    await customElements.whenDefined('portal-cliente');
    return (document.querySelector(which) as unknown as { ready: Promise<unknown> }).ready;
  }, selector);

/** Whether `element.ready` has resolved yet (it never rejects), and with what. */
const readyState = (page: Page, selector = 'portal-cliente') =>
  page.evaluate(
    (which) =>
      Promise.race([
        (document.querySelector(which) as unknown as { ready: Promise<unknown> }).ready,
        new Promise((resolve) => setTimeout(() => resolve('pending'), 0)),
      ]),
    selector,
  );

/**
 * A click on a link that opens a new tab or downloads stays on the page (the host stops the
 * browser's default, as a test of the event must not open tabs): the portal still hears the click.
 */
const KEEP_LINKS_HOME = {
  script: () =>
    document.addEventListener(
      'click',
      (event) => {
        const target = event.composedPath()[0];
        if (target instanceof Element && target.closest('a[target="_blank"], a[download]')) event.preventDefault();
      },
      true,
    ),
  arg: '',
};

/** Clicks, then expects exactly one more action event, this one, from the path the customer was on. */
async function expectAction(page: Page, target: Locator, action: string, path: string) {
  const before = (await ofType(page, 'action')).length;
  await target.click();
  await expect.poll(async () => (await ofType(page, 'action')).length).toBeGreaterThan(before);
  const after = await ofType(page, 'action');
  expect(
    after.slice(before).map((event) => event.detail),
    `one '${action}' for one click`,
  ).toEqual([{ action, path }]);
}

/** The customer's data that must never be in an event: e-mail, name, tokens, amounts and the event's own values. */
async function personalValues(session: StoredSession): Promise<string[]> {
  const answer = await fetch(`${e2e.apiUrl}/api/financeiro`, { headers: { Authorization: `Bearer ${session.user.token}` } });
  const amounts: number[] = [];
  const walk = (value: unknown, key = '') => {
    if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([name, item]) => walk(item, name));
    else if (/^valor/i.test(key) && Number(value) > 0) amounts.push(Number(value));
  };
  walk(await answer.json());
  expect(amounts.length, 'the seed has amounts to look for').toBeGreaterThan(0);
  const money = amounts.flatMap((amount) => [
    amount.toFixed(2),
    amount.toLocaleString('pt-BR', { minimumFractionDigits: 2 }),
    ...(amount >= 1000 ? [String(amount)] : []),
  ]);
  const name = session.user.name;
  return [
    session.user.email,
    name,
    ...name.split(' ').filter((word) => word.length > 3),
    session.user.token,
    session.user.refreshToken,
    String(session.currentEvt.descricao),
    ...money,
  ];
}

/** Every event's detail (but the login's, which hands the host the customer's e-mail and name by design) holds none of `values`. */
async function expectNoPersonalData(page: Page, values: string[]) {
  const events = (await logged(page)).filter((event) => event.type !== 'portal-cliente:login');
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    const text = JSON.stringify(event.detail);
    for (const value of values) expect(text.includes(value), `${event.type} ${text} holds '${value}'`).toBe(false);
  }
}

/** Every element of the shadow root restyled by the host's `::part()` rules is one with that part. */
async function expectPartsRestyleOnlyThemselves(portal: Locator, parts: readonly string[]) {
  const seen = await portal.evaluate((host, names) => {
    const found: string[] = [];
    const wrong: string[] = [];
    for (const element of host.shadowRoot!.querySelectorAll('*')) {
      const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
      const own = names.findIndex((name) => element.part.contains(name));
      if (own >= 0) found.push(names[own]);
      if (margin !== (own >= 0 ? own + 1 : 0))
        wrong.push(`${element.tagName.toLowerCase()}.${element.className} part="${element.getAttribute('part') ?? ''}" margin ${margin}`);
    }
    return { found, wrong };
  }, parts);
  expect(seen.wrong, 'elements restyled by a part they are not').toEqual([]);
  return new Set(seen.found);
}

/** The host's stylesheet: each part gets its own scroll-margin-top (a property the portal never sets). */
const partRules = (parts: readonly string[], scope = 'portal-cliente') =>
  parts.map((name, index) => `${scope}::part(${name}) { scroll-margin-top: ${index + 1}px; }`).join('\n');

const PARTS = ['header', 'navigation', 'screen', 'panel', 'table', 'button-primary', 'modal', 'toast', 'help-launcher'] as const;

describe('a host page and a signed-in customer', () => {
  it('hears ready once, one action per click, and drives every method; each part restyles its block only', async () => {
    const session = await sessionFor(e2e.apiUrl, ANA);
    const { page, portal } = await e2e.open({
      path: `${PAGE}#/`,
      storage: { user: session.user, currentEvt: session.currentEvt },
      init: [KEEP_LINKS_HOME],
      // The calendar's code fails to load: the toast that says so is the one toast a click raises.
      before: async (p) => void (await p.route('**/download-calendar-*', (route) => route.abort())),
    });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    // A constructed sheet: the page's CSP (docs/csp.md) allows no inline <style>.
    await page.evaluate((rules) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, partRules(PARTS));

    expect(await readyOf(page)).toEqual({ path: '/', signedIn: true });
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();

    // Home: each counted click, once.
    await expectAction(page, portal.getByRole('button', { name: /Precisa de ajuda/ }), 'help-open', '/');
    await expectAction(page, portal.getByRole('link', { name: /Site e lista de presentes/ }), 'gift-list-open', '/');
    await expectAction(page, portal.getByRole('link', { name: /Manual do evento/ }), 'manual-open', '/');
    await expectAction(page, portal.getByRole('button', { name: 'Upgrade de evento' }), 'upgrade-click', '/');
    // The provider's signing page, from the attention panel (the seed's contract AD-2026-0311 waits for a signature).
    await expectAction(page, portal.getByRole('link', { name: 'Assinar contrato AD-2026-0311 (abre em nova aba)' }), 'contract-sign', '/');
    await portal.locator('.pc-carousel-place').scrollIntoViewIfNeeded();
    await portal.locator('.swiper-initialized').waitFor();
    await expectAction(page, portal.locator('a.pc-card').first(), 'card-open', '/');
    await expectAction(page, portal.getByRole('button', { name: 'Adicionar ao calendário' }).first(), 'calendar-download', '/');
    // The toast comes once the calendar's code and its backed-off retries failed, and leaves on its
    // own timer: the pointer on it holds it while its part is checked.
    const toast = portal.locator('[part~="toast"]').first();
    await toast.hover();
    const seen = await expectPartsRestyleOnlyThemselves(portal, PARTS);
    expect(seen.has('toast'), 'the toast held on screen').toBe(true);
    await expectAction(page, portal.getByRole('button', { name: 'Contatos', exact: true }), 'contacts-open', '/');
    const contacts = portal.getByRole('dialog', { name: 'Contatos' });
    await contacts.waitFor();
    await expectAction(page, contacts.locator('a[href*="wa.me"]').first(), 'whatsapp-open', '/');
    for (const part of await expectPartsRestyleOnlyThemselves(portal, PARTS)) seen.add(part);
    await page.keyboard.press('Escape');

    // navigate(): a portal route goes; anything else is refused with a warning and goes nowhere.
    await call(page, 'navigate', '/financeiro');
    await portal.getByText('Resumo por status').waitFor();
    await call(page, 'navigate', 'javascript:alert(1)');
    await call(page, 'navigate', '/financeiro/../../');
    expect(warnings.filter((text) => text.includes('navigate')).length, 'a warning for each refused path').toBe(2);
    expect(await page.evaluate(() => location.hash)).toBe('#/financeiro');

    await expectAction(page, portal.getByRole('button', { name: /^Copiar linha digitável da COB 81238/ }), 'boleto-copy', '/financeiro');
    await expectAction(page, portal.getByRole('link', { name: /^Abrir boleto \(PDF\) da COB 81238/ }), 'boleto-open', '/financeiro');
    // A paid charge's proofs, which the seed's COB 81234 carries.
    await expectAction(
      page,
      portal.getByRole('link', { name: 'Comprovante da COB 81234 (abre em nova aba)' }),
      'receipt-open',
      '/financeiro',
    );
    await expectAction(
      page,
      portal.getByRole('link', { name: 'Nota fiscal da COB 81234 (abre em nova aba)' }),
      'invoice-open',
      '/financeiro',
    );
    await expectAction(page, portal.getByRole('button', { name: 'Pagar com Pix a COB 81238' }), 'pix-open', '/financeiro');
    const pix = portal.getByRole('dialog');
    await pix.locator('svg.pc-qr').waitFor();
    await expectAction(page, pix.getByRole('button', { name: /^Copiar código Pix/ }), 'pix-copy', '/financeiro');
    await page.keyboard.press('Escape');
    await pix.waitFor({ state: 'detached' });
    await expectAction(page, portal.getByRole('button', { name: 'Imprimir' }), 'print', '/financeiro');
    // Last on this screen: leaving for the card checkout, which marks nothing (opening it is not paying).
    await expectAction(
      page,
      portal.getByRole('link', { name: 'Pagar com cartão a COB 81238 (abre em nova aba)' }),
      'checkout-open',
      '/financeiro',
    );
    await portal
      .locator('.pc-payment', { hasText: 'COB 81238 ·' })
      .getByText('Se você concluiu o pagamento com cartão, a confirmação aparece aqui assim que a empresa receber.')
      .waitFor();
    for (const part of await expectPartsRestyleOnlyThemselves(portal, PARTS)) seen.add(part);
    expect([...seen].sort(), 'every part was on screen and checked').toEqual([...PARTS].sort());

    // refresh(): the cached answer is dropped and asked for again.
    const asked: string[] = [];
    page.on(
      'request',
      (request) => request.url().startsWith(e2e.apiUrl) && request.method() === 'GET' && asked.push(new URL(request.url()).pathname),
    );
    await call(page, 'refresh');
    await expect.poll(() => asked.includes('/api/financeiro'), { message: 'GET /api/financeiro asked again' }).toBe(true);
    await portal.getByText('Resumo por status').waitFor();

    await call(page, 'navigate', '/contratos');
    await expectAction(page, portal.locator('a.pc-download').first(), 'contract-download', '/contratos');
    await expectAction(
      page,
      portal.getByRole('link', { name: 'Assinar contrato AD-2026-0311 (abre em nova aba)' }),
      'contract-sign',
      '/contratos',
    );
    await expectAction(page, portal.getByRole('link', { name: 'Oportunidades' }).first(), 'opportunity-open', '/contratos');

    // openHelp(): the chat opens, and a host's call is not counted as the customer's action.
    const shown = () =>
      page.evaluate(
        () => (window as unknown as { __chatCalls?: { command: string }[] }).__chatCalls?.filter((c) => c.command === 'show').length ?? 0,
      );
    const before = await shown();
    const actionsBefore = (await actions(page)).length;
    await call(page, 'openHelp');
    await expect.poll(shown).toBe(before + 1);
    expect((await actions(page)).length).toBe(actionsBefore);

    // signOut(): as 'Sair' does.
    await call(page, 'signOut');
    await portal.getByRole('link', { name: 'Já tenho cadastro' }).waitFor();
    expect(await ofType(page, 'logout')).toHaveLength(1);

    expect(await ofType(page, 'ready'), 'ready once, for the first screen').toHaveLength(1);
    expect(await ofType(page, 'error'), 'nothing failed').toEqual([]);
    // The page's policy is docs/csp.md's, without data: images: every screen above ran under it.
    expect(await page.evaluate(() => (window as unknown as { cspViolations: unknown[] }).cspViolations)).toEqual([]);
    await expectNoPersonalData(page, await personalValues(session));
  });
});

describe('a host page and a signed-out visitor', () => {
  it('hears ready once; the methods behave; a bad attribute is a config error with a warning naming it', async () => {
    const session = await sessionFor(e2e.apiUrl, ANA);
    const { page, portal } = await e2e.open({ path: `${PAGE}#/conta` });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const asked: string[] = [];
    page.on('request', (request) => request.url().startsWith(e2e.apiUrl) && asked.push(new URL(request.url()).pathname));

    expect(await readyOf(page)).toEqual({ path: '/conta', signedIn: false });
    await call(page, 'navigate', '/conta/entrar');
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    // A signed-in route: the sign-in area, as for any visitor.
    await call(page, 'navigate', '/financeiro');
    await portal.getByRole('link', { name: 'Já tenho cadastro' }).waitFor();
    await call(page, 'navigate', 'https://example.com/');
    expect(warnings.filter((text) => text.includes('navigate'))).toHaveLength(1);

    await call(page, 'signOut');
    await call(page, 'refresh');
    await call(page, 'openHelp');
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __chatCalls?: { command: string }[] }).__chatCalls?.some((c) => c.command === 'show') ?? false,
        ),
      )
      .toBe(true);
    expect(await ofType(page, 'logout'), 'no one to sign out').toEqual([]);
    expect(asked, 'signed out, refresh() asks the API nothing').toEqual([]);

    // Bad attributes: an API address that is not absolute is refused (no default could take the
    // password safely), the setup error shows and nothing is called; any other takes its default.
    // Either way the host is told which attribute.
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await portal.evaluate((element) => element.setAttribute('api-base', 'javascript:alert(1)'));
    await expect.poll(async () => (await ofType(page, 'error')).length).toBe(1);
    await portal.getByRole('alert').getByRole('heading', { name: 'Ocorreu um erro inesperado' }).waitFor();
    await portal.evaluate((element, api) => element.setAttribute('api-base', api), e2e.apiUrl);
    await portal.evaluate((element) => element.setAttribute('storage-prefix', 'meu portal!'));
    await expect.poll(async () => (await ofType(page, 'error')).length).toBe(2);
    const errors = (await ofType(page, 'error')).map((event) => event.detail);
    expect(errors).toEqual([
      { kind: 'config', message: expect.stringContaining('api-base'), recovered: false },
      { kind: 'config', message: expect.stringContaining('storage-prefix'), recovered: true },
    ]);
    expect(consoleErrors.filter((text) => text.includes('api-base'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('storage-prefix'))).toHaveLength(1);
    await portal.getByRole('link', { name: 'Já tenho cadastro' }).waitFor();

    expect(await ofType(page, 'ready')).toHaveLength(1);
    await expectNoPersonalData(page, await personalValues(session));
  });

  it('takes calls made before the script defines the element, and before the element is on the page', async () => {
    const { page } = await e2e.open({ path: '/blank.html' });
    const ready = await page.evaluate(async (api) => {
      // Written by the host before the portal's script has loaded: an element not yet upgraded.
      document.body.innerHTML = `<portal-cliente id="early" api-base="${api}"></portal-cliente>`;
      const early = document.getElementById('early') as HTMLElement & { navigate(path: string): void; ready: Promise<unknown> };
      const script = document.createElement('script');
      script.type = 'module';
      script.src = '/dist/portal-cliente.js';
      document.head.append(script);
      await customElements.whenDefined('portal-cliente');
      early.navigate('/conta/recuperar-senha');
      // Created, told where to go, then added: the first screen is the one asked for.
      const late = document.createElement('portal-cliente') as HTMLElement & { navigate(path: string): void; ready: Promise<unknown> };
      late.setAttribute('api-base', api);
      late.setAttribute('storage-prefix', 'late:');
      late.navigate('/conta/registrar');
      document.body.append(late);
      return Promise.all([early.ready, late.ready]);
    }, e2e.apiUrl);
    expect(ready).toEqual([
      { path: '/conta/recuperar-senha', signedIn: false },
      { path: '/conta/registrar', signedIn: false },
    ]);
  });
});

describe('each kind of failure, told to the host with no personal data', () => {
  it("an API that is down: an 'api' error, and ready waits for the retry that works", async () => {
    const session = await sessionFor(e2e.apiUrl, ANA);
    await armFault(e2e.apiUrl, { path: '/api/home', method: 'GET', kind: '500' });
    const { page, portal } = await e2e.open({ path: `${PAGE}#/`, storage: { user: session.user, currentEvt: session.currentEvt } });
    const retry = portal.getByRole('button', { name: 'Tentar novamente' });
    await retry.waitFor();
    await expect
      .poll(async () => (await ofType(page, 'error')).map((event) => event.detail))
      .toContainEqual({ kind: 'api', endpoint: 'GET /api/home', status: 500, message: 'http', recovered: false });
    expect(await readyState(page), 'no screen yet: ready waits').toBe('pending');
    await clearFaults(e2e.apiUrl);
    await retry.click();
    expect(await readyOf(page)).toEqual({ path: '/', signedIn: true });
    expect(new Set((await ofType(page, 'error')).map((event) => event.detail.kind))).toEqual(new Set(['api']));
    await expectNoPersonalData(page, await personalValues(session));
  });

  it("a screen's code that does not load: a 'chunk' error, and ready waits for the retry that works", async () => {
    const session = await sessionFor(e2e.apiUrl, ANA);
    const { page, portal } = await e2e.open({
      path: `${PAGE}#/financeiro`,
      storage: { user: session.user, currentEvt: session.currentEvt },
      fresh: true,
      before: async (p) => void (await p.route('**/finance-screen-*', (route) => route.abort())),
    });
    const retry = portal.getByRole('button', { name: 'Tentar novamente' });
    await retry.waitFor();
    await expect
      .poll(async () => (await ofType(page, 'error')).map((event) => event.detail))
      .toEqual([{ kind: 'chunk', message: 'load failed', recovered: false }]);
    expect(await readyState(page)).toBe('pending');
    await page.unrouteAll();
    await retry.click();
    expect(await readyOf(page)).toEqual({ path: '/financeiro', signedIn: true });
    expect(await ofType(page, 'ready')).toHaveLength(1);
    await expectNoPersonalData(page, await personalValues(session));
  });

  it("a session the server ended: one 'session' error, and ready with the sign-in", async () => {
    const session = await sessionFor(e2e.apiUrl, ANA);
    const ended = { ...session.user, token: `${session.user.token}x`, refreshToken: `${session.user.refreshToken}x` };
    const { page, portal } = await e2e.open({ path: `${PAGE}#/`, storage: { user: ended, currentEvt: session.currentEvt } });
    await portal.getByText('Sua sessão expirou. Entre novamente.').waitFor();
    expect(await readyOf(page)).toEqual({ path: '/conta', signedIn: false });
    expect((await ofType(page, 'error')).map((event) => event.detail)).toEqual([
      { kind: 'session', status: 401, message: 'session expired', recovered: false },
    ]);
    await expectNoPersonalData(page, [...(await personalValues(session)), ended.token, ended.refreshToken]);
  });
});

describe('two elements on one page', () => {
  it('keep their events, methods and parts apart', async () => {
    const session = await sessionFor(e2e.apiUrl, ANA);
    const { page } = await e2e.open({ path: '/lifecycle.html', storage: {} });
    await page.evaluate((stored) => {
      localStorage.setItem('a:user', JSON.stringify(stored.user));
      localStorage.setItem('a:currentEvt', JSON.stringify(stored.currentEvt));
      const log: { type: string; from: string }[] = ((window as unknown as { portalEvents: unknown[] }).portalEvents = []) as never;
      for (const type of ['ready', 'action', 'logout'])
        document.addEventListener(`portal-cliente:${type}`, (event) =>
          log.push({ type: event.type, detail: (event as CustomEvent).detail, from: (event.target as Element).id } as never),
        );
      const style = document.createElement('style');
      style.textContent = '#pa::part(screen) { scroll-margin-top: 7px; }';
      document.head.append(style);
      for (const [slot, id, prefix] of [
        ['slot-a', 'pa', 'a:'],
        ['slot-b', 'pb', 'b:'],
      ]) {
        const template = document.getElementById('portal-template') as HTMLTemplateElement;
        const element = (template.content.cloneNode(true) as DocumentFragment).querySelector('portal-cliente')!;
        element.id = id;
        element.setAttribute('storage-prefix', prefix);
        document.getElementById(slot)!.append(element);
      }
    }, session);
    const a = page.locator('#pa');
    const b = page.locator('#pb');
    const callOn = (id: string, method: string, ...args: unknown[]) =>
      page.evaluate(
        ([which, name, rest]) =>
          (document.getElementById(which as string) as unknown as Record<string, (...a: unknown[]) => void>)[name as string](
            ...(rest as unknown[]),
          ),
        [id, method, args] as const,
      );

    expect(await readyOf(page, '#pa')).toEqual({ path: '/', signedIn: true });
    expect(await readyOf(page, '#pb')).toEqual({ path: '/conta', signedIn: false });
    expect((await ofType(page, 'ready')).map((event) => event.from).sort()).toEqual(['pa', 'pb']);

    // Methods reach their own element only.
    await callOn('pa', 'navigate', '/financeiro');
    await a.getByText('Resumo por status').waitFor();
    await callOn('pb', 'navigate', '/conta/entrar');
    await b.getByRole('button', { name: 'Acessar' }).waitFor();
    expect(await a.getByText('Resumo por status').count(), 'A stays on its screen').toBe(1);
    await callOn('pb', 'signOut');
    await callOn('pb', 'refresh');
    expect(await ofType(page, 'logout')).toEqual([]);

    // An action is told by the element it happened in.
    await a.getByRole('button', { name: 'Contatos', exact: true }).click();
    await a.getByRole('dialog', { name: 'Contatos' }).waitFor();
    expect((await ofType(page, 'action')).map((event) => [event.from, event.detail.action])).toEqual([['pa', 'contacts-open']]);
    await page.keyboard.press('Escape');

    // A part rule for one element restyles that element's block only.
    const margins = await page.evaluate(() =>
      ['pa', 'pb'].map(
        (id) => getComputedStyle(document.getElementById(id)!.shadowRoot!.querySelector('[part~="screen"]')!).scrollMarginTop,
      ),
    );
    expect(margins).toEqual(['7px', '0px']);

    await callOn('pa', 'signOut');
    await a.getByRole('link', { name: 'Já tenho cadastro' }).waitFor();
    expect((await ofType(page, 'logout')).map((event) => event.from)).toEqual(['pa']);
    expect(await b.getByRole('button', { name: 'Acessar' }).count(), 'B untouched').toBe(1);
  });
});
