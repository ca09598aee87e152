// @engines chromium firefox: storage, its events across tabs, IndexedDB and the worker's caches are each engine's own
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_OWNERS } from '../../src/session/storage-keys';
import { OFFLINE_CACHE_PREFIX } from '../../src/session/offline-caches';
import { ANA, BRUNO } from '../support/browser';
import { CARLA } from '../support/customers';
import { clearFaults } from '../support/faults';
import { carlaDateOf } from '../support/seed-of';
import { useE2e } from '../support/use-e2e';

/*
 * One browser, several people (docs/security.md, "What the portal keeps on a device"): what the
 * portal writes on the device is what its inventory (src/session/storage-keys.ts) names, and each
 * item ends with its owner. Run on the demo's /sem-sinal/ page, which registers the offline worker,
 * so its caches are on the device too.
 */
const e2e = useE2e();

const PAGE = '/sem-sinal/';
const PREFIX = 'portal-cliente:';
const hash = (page: Page) => page.evaluate(() => location.hash);
const go = (page: Page, path: string) => page.evaluate((to) => (location.hash = to), `#${path}`);

/**
 * Everything on the device the page can see: the portal's keys, any other key, IndexedDB's
 * databases, cookies, and what the worker's caches hold beyond the host's page and the release's
 * files (which belong to no one: docs/hosts/offline.md).
 */
const device = (page: Page) =>
  page.evaluate(
    async ({ prefix, page: hostPage }) => {
      const kept: string[] = [];
      for (const name of typeof caches === 'undefined' ? [] : await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          if (!name.startsWith('portal-cliente-sw-') || (request.url !== hostPage && !new URL(request.url).pathname.startsWith('/dist/')))
            kept.push(`${name} ${request.url}`);
      return {
        portal: Object.keys(localStorage)
          .filter((key) => key.startsWith(prefix))
          .sort(),
        // The test harness's own mark ('e2e:seeded') is not the portal's.
        others: [...Object.keys(localStorage).filter((key) => !key.startsWith(prefix)), ...Object.keys(sessionStorage)].filter(
          (key) => !key.startsWith('e2e:'),
        ),
        databases: 'databases' in indexedDB ? (await indexedDB.databases()).map((database) => database.name) : [],
        kept,
        cookies: document.cookie,
      };
    },
    { prefix: PREFIX, page: new URL(PAGE, e2e.demoUrl).href },
  );

/** What a device holds once nobody is signed in and no flow runs: nothing of anyone. */
const EMPTY = { portal: [], others: [], databases: [], kept: [], cookies: '' };

/** Waits for the device to hold nothing of anyone. */
const expectEmpty = (page: Page, when: string) =>
  expect.poll(() => device(page), { message: `nothing on the device ${when}`, timeout: 30_000 }).toEqual(EMPTY);

/** The worker's caches, by name (signing out deletes them all). */
const cacheNames = (page: Page) => page.evaluate(() => (typeof caches === 'undefined' ? [] : caches.keys()));

async function signOut(portal: Locator) {
  await portal.locator('button[aria-haspopup="menu"]').click();
  await portal.getByRole('menuitem', { name: 'Sair' }).click();
}

async function signIn(page: Page, portal: Locator, who: { email: string; password: string }, name: string) {
  await go(page, '/conta/entrar');
  await portal.getByLabel('E-mail').fill(who.email);
  await portal.getByLabel('Senha', { exact: true }).fill(who.password);
  await portal.getByRole('button', { name: 'Acessar' }).click();
  await portal.getByRole('heading', { name: `Olá, ${name}!`, level: 1 }).waitFor();
}

/** Carla's first access through the screens, up to the code confirmed: the password step is next. */
async function firstAccessToPassword(page: Page, portal: Locator) {
  await go(page, '/conta/registrar');
  await portal.getByLabel('Número do EVT').fill(CARLA.idEvento);
  await portal.getByLabel('Data do evento').pressSequentially((await carlaDateOf(e2e.apiUrl)).digits);
  await portal.getByLabel('E-mail informado no contrato').fill(CARLA.email);
  await portal.getByRole('button', { name: 'Próximo' }).click();
  await expect.poll(() => hash(page)).toBe('#/conta/registrar/confirmar');
  const mails = (await (await fetch(`${e2e.apiUrl}/dev/outbox?to=${encodeURIComponent(CARLA.email)}`)).json()) as { code: string }[];
  await portal.getByLabel('Digite o código enviado para seu email').fill(mails.at(-1)!.code);
  await portal.getByRole('button', { name: 'Próximo' }).click();
  await expect.poll(() => hash(page)).toBe('#/conta/registrar/senha');
}

/** Records, in the page, every write to the device's storage APIs (the worker's own caches are read at the end). */
function recordWrites() {
  const writes: string[] = [];
  Object.defineProperty(window, '__deviceWrites', { value: writes });
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    writes.push(`${this === window.sessionStorage ? 'sessionStorage' : 'localStorage'} ${key}`);
    return setItem.call(this, key, value);
  };
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (name: string, version?: number) {
    writes.push(`indexedDB ${name}`);
    return open.call(this, name, version);
  };
  if (typeof CacheStorage !== 'undefined') {
    const openCache = CacheStorage.prototype.open;
    CacheStorage.prototype.open = function (name: string) {
      writes.push(`caches ${name}`);
      return openCache.call(this, name);
    };
  }
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(Document.prototype, 'cookie', {
    ...cookie,
    set(value: string) {
      writes.push(`cookie ${String(value).split('=')[0]}`);
      cookie.set!.call(this, value);
    },
  });
}

const writesIn = (page: Page) => page.evaluate(() => (window as unknown as { __deviceWrites: string[] }).__deviceWrites.splice(0));

describe('a device passed from one person to the next', () => {
  it('writes nothing its inventory does not name, through a whole visit, and keeps no customer item after sign-out', async ({ skip }) => {
    skip(e2e.engine === 'firefox', 'the inventory is the portal’s own logic; Firefox runs the device tests below');
    const named = new Set(Object.keys(STORAGE_OWNERS).map((key) => `localStorage ${PREFIX}${key}`));
    const { page, portal, context } = await e2e.open({ path: `${PAGE}#/conta`, init: [{ script: recordWrites, arg: '' }] });
    const writes: string[] = [];
    const collect = async () => writes.push(...(await writesIn(page)));

    await firstAccessToPassword(page, portal);
    await portal.getByLabel('Crie sua senha de acesso').fill('Carla@2027');
    await portal.getByLabel('Confirme sua senha').fill('Carla@2027');
    await portal.getByRole('button', { name: 'Enviar' }).click();
    await portal.getByText('Cadastro atualizado com sucesso!').waitFor();

    await signIn(page, portal, ANA, 'Ana');
    for (const [path, text] of [
      ['/eventos', '43318'],
      ['/servicos', 'Buffet completo - Menu Villa Jardim'],
      ['/contratos', 'CT-2026-0142'],
      ['/agenda', 'Prova do bolo'],
      ['/oportunidades', 'Aprimore o seu evento com especialistas em sintonia.'],
      ['/perfil/alterar-senha', 'Senha atual'],
      ['/financeiro', 'Serviços + correções'],
    ] as const) {
      await go(page, path);
      await portal.getByText(text).first().waitFor();
    }
    await portal.getByRole('button', { name: 'Pagar com Pix a COB 81238' }).click();
    await portal.getByRole('dialog').getByRole('button', { name: 'Já paguei' }).click();
    await portal.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      portal.getByRole('link', { name: 'Pagar com cartão a COB 81238 (abre em nova aba)' }).click(),
    ]);
    await checkout.close();
    await go(page, '/');
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    expect((await device(page)).portal, 'the session, the event, the kept reads and the mark').toEqual(
      ['currentEvt', 'keptReads', 'pendingPayments', 'user'].map((key) => PREFIX + key),
    );

    // Offline: the page from the worker, the portal's kept answers.
    await collect();
    await context.setOffline(true);
    await page.reload();
    await portal
      .getByText(/Dados de \d{2}\/\d{2} às/)
      .first()
      .waitFor();
    await context.setOffline(false);
    expect(
      (await cacheNames(page)).filter((name) => !name.startsWith(OFFLINE_CACHE_PREFIX)),
      "only the worker's caches",
    ).toEqual([]);

    await signOut(portal);
    await expectEmpty(page, 'after signing out');
    await expect.poll(() => cacheNames(page), { message: "the worker's caches deleted", timeout: 30_000 }).toEqual([]);
    await collect();
    expect(
      writes.filter((write) => !named.has(write) && !write.startsWith(`caches ${OFFLINE_CACHE_PREFIX}`)),
      'every write is in the inventory',
    ).toEqual([]);
    // Each customer and flow item was written, but the refresh claim: this browser has Web Locks.
    expect(new Set(writes.filter((write) => write.startsWith('localStorage'))), 'the visit wrote each customer and flow item').toEqual(
      new Set([...named].filter((write) => !write.endsWith('refreshClaim'))),
    );
  });

  it('leaves nothing of a first access left midway, nor of the customer who signs in and out after', async () => {
    const { page, portal } = await e2e.open({ path: `${PAGE}#/conta` });
    await firstAccessToPassword(page, portal);
    expect((await device(page)).portal, 'the flow holds its e-mail, code and time').toEqual(
      ['registerAt', 'registerCode', 'registerEmail'].map((key) => PREFIX + key),
    );
    // Carla walks away midway; the next person goes to the sign-in.
    await go(page, '/conta/entrar');
    await portal.getByLabel('E-mail').waitFor();
    await expectEmpty(page, 'after the first access was left');
    // The step Carla left cannot be reached with her data any more.
    await go(page, '/conta/registrar/senha');
    await expect.poll(() => hash(page)).toBe('#/conta');

    await signIn(page, portal, BRUNO, 'Bruno');
    await go(page, '/financeiro');
    await portal.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
    await signOut(portal);
    await expectEmpty(page, 'after the second person signed out');
    await expect.poll(() => cacheNames(page), { message: "the worker's caches deleted", timeout: 30_000 }).toEqual([]);
  });

  it('writes nothing when a read finishes in one tab after another tab signed out', async () => {
    const { page, portal, context } = await e2e.open({ path: `/#/`, as: ANA });
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    // This tab does not hear the other's sign-out before its read ends (a storage event may come
    // late): what it writes must follow storage, not its memory.
    const other = await context.newPage();
    await other.addInitScript(() => window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true));
    await other.goto(`${e2e.demoUrl}/#/`);
    const otherPortal = other.locator('portal-cliente');
    await otherPortal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();

    // The reference API holds the read until its faults are cleared (reference-api/README.md, "Fault kinds").
    const armed = await fetch(`${e2e.apiUrl}/dev/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/servicos', method: 'GET', kind: 'hold' }),
    });
    expect(armed.status).toBe(200);
    await go(other, '/servicos');
    await expect
      .poll(async () => (await (await fetch(`${e2e.apiUrl}/dev/faults`)).json()) as unknown[], { message: 'the read held' })
      .toEqual([]);
    await signOut(portal);
    await expect.poll(() => device(page).then((seen) => seen.portal)).toEqual([]);
    await clearFaults(e2e.apiUrl);
    await otherPortal.getByText('Buffet completo - Menu Villa Jardim').first().waitFor();
    expect((await device(other)).portal, 'the read that ended after the sign-out kept nothing').toEqual([]);
    await expectEmpty(page, 'after the late read');
  });
});
