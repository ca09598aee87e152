// @engines chromium firefox: what an engine does offline (navigator.onLine, its events, a failed import) is its own
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { settle } from '../../test-kit/settle';
import { shotForPeople } from '../../test-kit/shots';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * No signal (docs/resilience.md, "Offline"): every screen says so in pt-BR, keeps what it shows,
 * asks for nothing by itself while offline (the requests of a minute offline are counted, that
 * minute run on the page's fake clock), tries again on 'Tentar novamente' and once by itself when
 * the browser is online again; the answers read before show with their time; signing out leaves
 * none of them on the device.
 */
const e2e = useE2e();

const BANNER = 'Sem conexão com a internet. O que já está na tela continua disponível.';
const KEPT_KEY = 'portal-cliente:keptReads';

/** The signed-in screens whose code the home has not loaded, each with its heading once it draws. */
const SCREENS = [
  ['#/servicos', 'Serviços'],
  ['#/contratos', 'Contratos'],
  ['#/financeiro', 'Financeiro'],
  ['#/agenda', 'Agenda'],
  ['#/eventos', 'Meus eventos'],
  ['#/oportunidades', 'Oportunidades'],
  ['#/perfil/alterar-senha', 'Alterar senha'],
] as const;

/**
 * Every request the portal makes, for its code or to the API (a request that fails offline is one
 * too), in order. Not the host page's own (Chromium asks for the page's icon again on a hash change).
 */
function countRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(e2e.apiUrl) || new URL(url).pathname.startsWith('/dist/')) requests.push(url);
  });
  return requests;
}

/** A signed-in page on the fake clock (it runs with real time until a test runs it on). */
async function signedIn(viewport = DESKTOP) {
  const opened = await e2e.open({ path: '/#/', as: ANA, viewport, before: (page) => page.clock.install() });
  await opened.portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
  return opened;
}

/** Runs a minute of the page's timers while offline and says how many requests it made. */
async function aMinuteOffline(page: Page, requests: string[]): Promise<number> {
  const before = requests.length;
  await page.clock.runFor(60_000);
  return requests.length - before;
}

const go = (page: Page, hash: string) => page.evaluate((to) => (location.hash = to), hash);

/**
 * The browser online again, with its `online` event, and the page's timers run past the short random
 * wait. The listener is in place before the switch: a listener still on its way in an evaluate
 * that races the switch can miss the event, and the wait then never ends.
 */
async function backOnline(page: Page, context: BrowserContext) {
  await page.evaluate(() => {
    (window as unknown as Heard).heardOnline = new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
  });
  await context.setOffline(false);
  await page.evaluate(() => (window as unknown as Heard).heardOnline);
  await page.clock.runFor(1_000);
}
type Heard = { heardOnline: Promise<unknown> };

const keptText = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEPT_KEY);

/** "26/11 às 14h32" for the kept reads' time, as São Paulo's clock reads it. */
function readAt(at: number): string {
  const part = (type: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .find((p) => p.type === type)!.value;
  return `${part('day')}/${part('month')} às ${Number(part('hour'))}h${part('minute')}`;
}

async function expectOfflineScreen(portal: Locator) {
  await portal.getByRole('heading', { level: 1, name: 'Sem conexão com a internet' }).waitFor();
  await portal.getByText('Verifique o Wi-Fi ou os dados móveis. Quando a conexão voltar, tentaremos de novo.').waitFor();
}

describe('offline on the signed-in screens', () => {
  // Seven screens and a minute of timers: Firefox on a loaded machine takes about 40 s.
  it(
    'says so on every screen, asks for nothing in a minute offline, retries on a tap and recovers by itself online',
    { timeout: 240_000 },
    async () => {
      const { page, context, portal, errors } = await signedIn();
      const requests = countRequests(page);
      await context.setOffline(true);
      await portal.getByRole('status').filter({ hasText: BANNER }).waitFor();
      // What was on screen stays.
      await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();

      // No screen's code can come: each says so, and asks for nothing while the browser is offline.
      for (const [hash] of SCREENS) {
        await go(page, hash);
        await expectOfflineScreen(portal);
      }
      expect(await aMinuteOffline(page, requests), 'requests in a minute offline').toBe(0);
      expect(requests.join(' '), 'requests since the network went').toBe('');

      // A tap while the browser says it is offline tries again without a request (one could only
      // fail, and Firefox would keep the failure until a reload), and says the same.
      const beforeTap = requests.length;
      await portal.getByRole('button', { name: 'Tentar novamente' }).click();
      await expectOfflineScreen(portal);
      expect(await aMinuteOffline(page, requests), 'requests in a minute offline after the tap').toBe(0);
      expect(requests.length, 'requests since the tap').toBe(beforeTap);

      // The signal returns: the screen loads by itself.
      await backOnline(page, context);
      await portal.getByRole('heading', { level: 1, name: 'Alterar senha' }).waitFor();
      expect(requests.length, 'the screen asked for its code once online (the count sees requests)').toBeGreaterThan(beforeTap);
      expect(await portal.getByText(BANNER).count(), 'no banner once online').toBe(0);
      // The error boundary logs each failure's cause to the console; nothing is left uncaught.
      expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    },
  );

  it('shows the answers read before, with their time, only to look at, and none after signing out', { timeout: 240_000 }, async () => {
    const { page, context, portal } = await signedIn();
    // Online: each screen reads its answer (and keeps it).
    for (const [hash, heading] of SCREENS.slice(0, 5)) {
      await go(page, hash);
      await portal.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => portal.locator('[aria-busy="true"]').count()).toBe(0);
    }
    const stored = JSON.parse((await keptText(page))!) as { email: string; events: Record<string, Record<string, { at: number }>> };
    expect(stored.email).toBe(ANA.email);
    const reads = Object.values(stored.events)[0]!;
    expect(Object.keys(reads).sort()).toEqual(['agenda', 'contratos', 'eventos', 'financeiro', 'servicos']);
    expect(await keptText(page), 'no Pix code is kept').not.toMatch(/br\.gov\.bcb\.pix/i);

    const requests = countRequests(page);
    await context.setOffline(true);
    // The host's refresh() drops the cached answers: the screen asks again, and has only its kept one.
    await go(page, '#/financeiro');
    await portal.getByRole('heading', { level: 1, name: 'Financeiro' }).waitFor();
    await page.evaluate(() => (document.querySelector('portal-cliente') as HTMLElement & { refresh(): void }).refresh());
    const kept = portal.getByRole('status').filter({ hasText: `Sem conexão com a internet. Dados de ${readAt(reads.financeiro!.at)}.` });
    await kept.waitFor();
    await portal.getByRole('list', { name: 'Resumo financeiro' }).waitFor();
    expect(await portal.getByRole('button', { name: /Pagar com Pix/ }).count(), 'no way to pay from a kept answer').toBe(0);
    expect(await portal.getByText(/Linha digitável/).count(), 'no boleto line from a kept answer').toBe(0);
    await shotForPeople(page, '/tmp/shots/offline/kept-finance-1280.png', { fullPage: true });

    // 'Tentar novamente' asks again (offline, the call fails at once) and the kept answer stays.
    const beforeTap = requests.length;
    await kept.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => requests.length).toBeGreaterThan(beforeTap);
    await kept.waitFor();

    await go(page, '#/eventos');
    await portal.getByRole('heading', { level: 1, name: 'Meus eventos' }).waitFor();
    await page.evaluate(() => (document.querySelector('portal-cliente') as HTMLElement & { refresh(): void }).refresh());
    await portal
      .getByRole('status')
      .filter({ hasText: /Dados de/ })
      .waitFor();
    expect(
      await portal.getByRole('table', { name: 'Meus eventos' }).locator('[title="Selecionar evento"]').count(),
      'no event switch from a kept list',
    ).toBe(0);

    expect(await aMinuteOffline(page, requests), 'requests in a minute offline').toBe(0);

    // Back online: asked again once, by itself; the fresh answer replaces the kept one.
    await backOnline(page, context);
    await portal.getByRole('table', { name: 'Meus eventos' }).locator('[title="Selecionar evento"]').first().waitFor();
    expect(await portal.getByText(/Dados de/).count()).toBe(0);

    await portal.getByRole('button', { name: /Ana Paula Souza/ }).click();
    await portal.getByRole('menuitem', { name: 'Sair' }).click();
    await portal.getByText('Seja bem-vindo ao').waitFor();
    expect(await keptText(page), 'nothing kept after signing out').toBeNull();
  });
});

describe('offline on the account screens', () => {
  it('says so, asks for nothing in a minute offline, and loads the screen by itself once online', async () => {
    const { page, context, portal } = await e2e.open({ path: '/#/conta/entrar', before: (page) => page.clock.install() });
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    const requests = countRequests(page);
    await context.setOffline(true);
    await portal.getByRole('status').filter({ hasText: BANNER }).waitFor();

    // Signing in offline: the reason, plainly, above the form.
    await portal.getByLabel('E-mail').fill(ANA.email);
    await portal.getByLabel('Senha').fill(ANA.password);
    await portal.getByRole('button', { name: 'Acessar' }).click();
    await portal.getByText('Sem conexão com a internet. Verifique sua conexão e tente novamente.').waitFor();

    // A screen whose code is not loaded yet.
    await go(page, '#/conta/registrar');
    await expectOfflineScreen(portal);
    expect(await aMinuteOffline(page, requests), 'requests in a minute offline').toBe(0);

    await backOnline(page, context);
    await portal.getByRole('heading', { name: 'Primeiro acesso' }).waitFor();
  });
});

describe('the offline states, looked at', () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`draws the offline screen and the banner at ${viewport.width} px`, async () => {
      const { page, context, portal } = await signedIn(viewport);
      await context.setOffline(true);
      await portal.getByRole('status').filter({ hasText: BANNER }).waitFor();
      // Scrolled to the carousel, whose code cannot come: its still bar stays, and the home with it.
      await portal.getByRole('heading', { name: 'Aprimore o seu evento com especialistas em sintonia.' }).scrollIntoViewIfNeeded();
      await settle(page);
      expect(await portal.getByRole('heading', { name: 'Olá, Ana!' }).count(), 'the home stays').toBe(1);
      expect(await portal.getByRole('heading', { name: 'Sem conexão com a internet' }).count(), 'no error page for the carousel').toBe(0);
      await shotForPeople(page, `/tmp/shots/offline/home-${viewport.width}.png`, { fullPage: true });
      await go(page, '#/servicos');
      await expectOfflineScreen(portal);
      await shotForPeople(page, `/tmp/shots/offline/screen-${viewport.width}.png`, { fullPage: true });
    });
});
