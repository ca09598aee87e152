// @engines chromium: the waves are the bundle's; the network emulation and timing are CDP's
import { describe, expect, it } from 'vitest';
import { BUILDS, homeReadyInPage, loadFirstScreen, loginReadyInPage, PHONE_NETWORK, signedInSession } from '../../bench/measure.mjs';
import { DESKTOP, PHONE } from '../support/browser';
import { portalOf, useE2e } from '../support/use-e2e';
import { shapeAgenda, shapeFinance, spDay, WEDDING } from './beyond-support';

/*
 * On a phone network every round trip costs, so a first screen's code must not arrive in
 * a chain of requests that each wait for the one before. The screens load on Chromium's network
 * emulation (150 ms round trip, 1.6 Mbps down), which keeps a request that had to wait apart from
 * one sent beside it; what is asserted is the structure (waves, as bench/measure.mjs `wavesOf`
 * defines them), never a time. That emulation and the request timing are CDP's: this file runs in
 * Chromium only (its `@engines` line), the waves being the bundle's, whatever the engine.
 */

const MAX_WAVES = 2;

const e2e = useE2e();

type Loaded = Awaited<ReturnType<typeof loadFirstScreen>>;

const wavesMessage = (screen: string, loaded: Loaded) =>
  `${screen}: ${loaded.depth} waves of JS, at most ${MAX_WAVES} wanted (the entry, then one parallel batch). ` +
  loaded.waves.map((files, index) => `Wave ${index + 1}: ${files.join(', ')}.`).join(' ');

/** No preload links or anything else of the portal's in the host page's head (docs/architecture.md, "Pitfalls"). */
const headLinks = (loaded: Loaded) => loaded.page.evaluate(() => [...document.head.querySelectorAll('link[rel*="preload"]')].map((link) => link.outerHTML));

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('first screens on a phone network (%s)', (_, viewport) => {
  const open = (options: Pick<Parameters<typeof loadFirstScreen>[1], 'route' | 'storage' | 'ready' | 'readyArg'>) =>
    loadFirstScreen(e2e.browser, { demoUrl: e2e.demoUrl, apiUrl: e2e.apiUrl, build: BUILDS.preact, viewport, network: PHONE_NETWORK, ...options });

  it('loads the login form in two waves of JS: the entry, then every chunk it needs at once', async () => {
    const loaded = await open({ route: '/conta/entrar', ready: loginReadyInPage });
    try {
      expect(loaded.problems, 'errors while loading the login').toEqual([]);
      expect(loaded.depth, wavesMessage('The login (/conta/entrar)', loaded)).toBeLessThanOrEqual(MAX_WAVES);
      expect(loaded.waves[0], 'the first wave is the entry alone').toEqual(['portal-cliente.js']);
      expect(loaded.waves.flat().filter((file) => /error-screen/.test(file)), 'the error screen is not on the way to the login').toEqual([]);
      expect(await headLinks(loaded)).toEqual([]);
    } finally {
      await loaded.close();
    }
  });

  it('loads the home with its data in two waves, its API calls started beside the chunks and made once each', async () => {
    // Something overdue and an appointment soon: the attention panel then shows what both answers said.
    await shapeFinance(e2e.apiUrl, WEDDING, [{ numCobranca: '9101', dataVencimento: spDay(-5), valorDocumento: 1200, statusCobranca: 'Vencido' }]);
    await shapeAgenda(e2e.apiUrl, WEDDING, [{ acao: 'Prova do menu', local: 'Sala de Degustação', dataAgenda: spDay(3, '15:00:00'), concluida: false }]);
    // A returning visitor: signed in earlier (a reset of the API ends every session, so sign in now).
    const session = await signedInSession(e2e.browser, e2e.demoUrl);
    const loaded = await open({ route: '/', storage: session.storage, ready: homeReadyInPage, readyArg: session.description });
    try {
      expect(loaded.problems, 'errors while loading the home').toEqual([]);
      expect(loaded.depth, wavesMessage('The home with its data (/)', loaded)).toBeLessThanOrEqual(MAX_WAVES);
      expect(loaded.waves[0], 'the first wave is the entry alone').toEqual(['portal-cliente.js']);
      expect(loaded.waves.flat().filter((file) => /error-screen/.test(file)), 'the error screen is not on the way to the home').toEqual([]);
      // Wave 2 for an API call: sent before any chunk of the first batch had arrived.
      const calls = Object.fromEntries(loaded.api.map(({ call, wave }) => [call, wave]));
      for (const call of ['GET /api/home', 'GET /api/financeiro', 'GET /api/agenda'])
        expect(calls[call], `${call} should start beside the first batch of chunks (wave ${MAX_WAVES}); calls seen: ${JSON.stringify(loaded.api)}`).toBe(MAX_WAVES);

      const panel = portalOf(loaded.page).getByRole('region', { name: 'Precisa da sua atenção' });
      await panel.getByText('Cobrança vencida').waitFor();
      await panel.getByText('Próximo compromisso').waitFor();
      const made = loaded.requests().filter((request) => request.url.startsWith(e2e.apiUrl));
      for (const path of ['/api/home', '/api/financeiro', '/api/agenda'])
        expect(made.filter((request) => new URL(request.url).pathname === path).length, `${path} calls (the screens read the answers started early)`).toBe(1);
      expect(await headLinks(loaded)).toEqual([]);
    } finally {
      await loaded.close();
    }
  });
});
