import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import userEvent from '@testing-library/user-event';
import { ANA } from '../../test-kit/customers';
import { armFault, clearFaults } from '../../test-kit/faults';
import { renderPortal } from '../../test-kit/render-portal';
import { screensApi, WEDDING } from '../../test-kit/screens-helpers';

/*
 * docs/architecture.md, "The current event is the server's": when GET /api/home cannot reach the
 * server, the stored event stands in so the screens show what they kept of it. Asking again (a tap
 * on 'Tentar novamente', the browser back online) asks the server which event is current before
 * the read it retries, so the header never names one event over another's data, and several reads
 * retrying together ask it once.
 */

const api = screensApi();
const SILVER = { idEvento: 42903, descricao: 'Bodas de Prata Márcia & Jorge' };
const WEDDING_NAME = 'Casamento Ana & Rafael';

/** Drops the connection of every GET to these paths (the portal reads it as no network) until cleared. */
const unreachable = (...paths: string[]) => Promise.all(paths.map((path) => armFault(api.url(), { path, method: 'GET', kind: 'drop' })));

const reachable = () => clearFaults(api.url());

/** GET /api/home calls the portal made since `fetch` was spied on. */
const homeCalls = (spy: { mock: { calls: Parameters<typeof fetch>[] } }) =>
  spy.mock.calls.filter(([input, init]) => {
    const request = input instanceof Request ? input : undefined;
    const method = request?.method ?? init?.method ?? 'GET';
    return new URL(request?.url ?? String(input)).pathname === '/api/home' && method.toUpperCase() === 'GET';
  }).length;

/**
 * Ana's contracts read once online (and kept), then the portal opened again with GET /api/home and
 * `paths` unreachable: it stands on the stored wedding, with the kept answers.
 */
async function standingOnKeptEvent(path: string, ...paths: string[]) {
  const storagePrefix = `kept-${Math.random().toString(36).slice(2)}:`;
  const first = await api.renderSignedIn(path, { storagePrefix });
  await first.main.findByRole('heading', { level: 1 });
  await waitFor(() => expect(first.shadow.querySelector('[aria-busy="true"]')).toBeNull());
  await first.unmount();

  await unreachable('/api/home', ...paths);
  // The same device, its session and kept reads still stored.
  const again = await renderPortal({ path, apiBase: api.url(), storagePrefix });
  const main = within(await waitFor(() => again.shadow.getElementById('pc-main') ?? Promise.reject(new Error('no #pc-main yet'))));
  const notices = await main.findAllByText(/^Não foi possível atualizar\. Dados de /);
  expect(again.runtime.currentEvent.get().status).toBe('kept');
  expect(again.shadow.querySelector('header .pc-event-title')?.textContent).toBe(WEDDING_NAME);
  return { ...again, main, user: userEvent.setup({ document }), notices };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the stored event standing in for the server', () => {
  it("on 'Tentar novamente', asks which event is current first, and shows that event's data under its name", async () => {
    const { shadow, user, notices } = await standingOnKeptEvent('/contratos', '/api/contratos');
    // Meanwhile, on another device, the current event became the silver anniversary.
    const elsewhere = await api.signIn(ANA);
    expect((await api.post(`/api/home/${SILVER.idEvento}`, {}, elsewhere.token)).status).toBe(200);
    await reachable();

    await user.click(within(notices[0].closest('.pc-kept') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(shadow.querySelector('header .pc-event-title')?.textContent).toBe(SILVER.descricao));
    // The main area is drawn anew for the other event: read it again.
    const now = within(shadow.getElementById('pc-main')!);
    const table = await now.findByRole('table', { name: 'Contratos do evento' });
    const evt = [...table.querySelectorAll('td[data-label="EVT"]')].map((cell) => cell.textContent);
    expect(evt.length).toBeGreaterThan(0);
    expect(new Set(evt), "every contract is the named event's").toEqual(new Set([`EVT-${SILVER.idEvento}`]));
    expect(now.queryByText(/Dados de /), 'no kept notice over fresh data').toBeNull();
  });

  it("on 'Tentar novamente' with the same event current, reads it again and leaves the kept state", async () => {
    const { main, runtime, user, notices } = await standingOnKeptEvent('/contratos', '/api/contratos');
    await reachable();
    await user.click(within(notices[0].closest('.pc-kept') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(main.queryByText(/Dados de /)).toBeNull());
    expect(runtime.currentEvent.get().status).toBe('ready');
    const table = await main.findByRole('table', { name: 'Contratos do evento' });
    expect(new Set([...table.querySelectorAll('td[data-label="EVT"]')].map((cell) => cell.textContent))).toEqual(
      new Set([`EVT-${WEDDING}`]),
    );
  });

  it('back online, asks the server which event is current and shows the home and its reads fresh', async () => {
    const { main, runtime } = await standingOnKeptEvent('/', '/api/financeiro', '/api/agenda');
    await reachable();
    await act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(runtime.currentEvent.get().status).toBe('ready'), { timeout: 5_000 });
    await waitFor(() => expect(main.queryByText(/Dados de /)).toBeNull(), { timeout: 5_000 });
  });

  it('shares one GET /api/home between the reads that ask for it while it is on its way', async () => {
    // On one bar of signal each read's retry comes before the first answer: they must not each ask.
    const { runtime } = await standingOnKeptEvent('/', '/api/financeiro', '/api/agenda');
    await reachable();
    const spy = vi.spyOn(globalThis, 'fetch');
    await act(
      async () => void (await Promise.all([runtime.currentEvent.load(), runtime.currentEvent.load(), runtime.currentEvent.load()])),
    );
    expect(runtime.currentEvent.get().status).toBe('ready');
    expect(homeCalls(spy)).toBe(1);
  });

  it('on focus, asks the server again while the browser is online, and asks nothing while it is offline', async () => {
    const { runtime } = await standingOnKeptEvent('/contratos', '/api/contratos');
    const spy = vi.spyOn(globalThis, 'fetch');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('focus'));
    expect(homeCalls(spy), 'nothing asked offline').toBe(0);
    online.mockReturnValue(true);
    await reachable();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(runtime.currentEvent.get().status).toBe('ready'));
    expect(homeCalls(spy)).toBe(1);
  });
});
