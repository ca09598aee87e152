import { waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { WEDDING_DAYS_AHEAD } from '../../reference-api/seed.mjs';
import { brDate, calendarDay } from '../../test-kit/calendar-day';
import { CONVENTION, screensApi, shellRequests, text } from '../../test-kit/screens-helpers';

const api = screensApi();
const requests = shellRequests();

const GIFT_LIST = 'https://lista.exemplo.com.br';

describe('home, the header panel', () => {
  it('greets the customer by the formatted first name and counts the whole days to dtInicio', async () => {
    // A fixed clock: 05:00 UTC of the seed's today, the same date and a time before the wedding's
    // 19h30 in São Paulo and in any zone from Manaus to Tokyo, so the count is exactly the seed's.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(new Date(`${api.seed().today}T05:00:00Z`));
    const { main } = await api.renderSignedIn('/');
    const heading = await main.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Olá, Ana!');
    main.getByText(`Faltam ${WEDDING_DAYS_AHEAD} dias para o seu evento`);
  });

  it("shows the event's description, title, date, start time (9h05 style), venue and PAX", async () => {
    const { main } = await api.renderSignedIn('/');
    const panel = (await main.findByRole('heading', { level: 1 })).closest('section')!;
    const facts = Object.fromEntries(
      [...panel.querySelectorAll('dl > div')].map((pair) => [text(pair.querySelector('dt')), text(pair.querySelector('dd'))]),
    );
    const wedding = brDate(calendarDay(api.seed().today, WEDDING_DAYS_AHEAD));
    expect(facts).toEqual({ Data: wedding, Início: '19h30', Local: 'Espaço Villa Jardim', PAX: '220', EVT: '41587' });
    within(panel).getByText('Casamento Ana & Rafael');
    within(panel).getByText('Recepção no Espaço Villa Jardim');
  });

  it('lists only the last member of each team (comercial, assessoria, produção) with the role', async () => {
    const { main } = await api.renderSignedIn('/');
    const team = await main.findByRole('region', { name: 'Sua equipe' });
    const members = within(team)
      .getAllByRole('listitem')
      .map((item) => [...item.children].map((part) => part.textContent));
    expect(members).toEqual([
      ['Comercial', 'Patrícia Almeida'],
      ['Assessoria', 'Fernanda Ribeiro'],
      ['Produção', 'Renata Lopes'],
    ]);
  });

  it('asks the shell for the event switcher and for the contacts', async () => {
    const { main, user } = await api.renderSignedIn('/');
    await user.click(await main.findByRole('button', { name: 'Trocar de evento' }));
    await user.click(main.getByRole('button', { name: 'Falar com a equipe' }));
    expect(requests.slice(0, 2)).toEqual([{ type: 'event-switcher' }, { type: 'contacts' }]);
  });

  it('shows skeleton placeholders while the current event loads', async () => {
    await api.fault('/api/home', 'timeout');
    const { main } = await api.renderSignedIn('/', { withEvent: false });
    const busy = main.getByRole('status');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(main.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("shows the error with 'Tentar novamente' when the event fails to load, and the retry shows it", async () => {
    await api.fault('/api/home', '500');
    const { screen, user } = await api.renderSignedIn('/', { withEvent: false });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível concluir a solicitação.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    // A new current event remounts the app (a fresh data cache), so query from the shadow root.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Olá, Ana!');
  });
});

describe('home, banner and links', () => {
  it("shows 'Oportunidade disponível para seu contrato!' whose 'Abrir' goes to /oportunidades", async () => {
    const { main, user } = await api.renderSignedIn('/');
    await main.findByText('Oportunidade disponível para seu contrato!');
    await user.click(main.getByRole('link', { name: 'Abrir' }));
    await main.findByRole('heading', { name: 'Oportunidades', level: 1 });
    expect(location.hash).toBe('#/oportunidades');
  });

  it("opens 'Site e lista de presentes' of a wedding in a new tab with evt, token, refresh_token and email", async () => {
    const { main, session } = await api.renderSignedIn('/', { giftListUrl: GIFT_LIST });
    const link = await main.findByRole('link', { name: /Site e lista de presentes/ });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe(`${GIFT_LIST}/portal_access`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      evt: '41587',
      token: session.token,
      refresh_token: session.refreshToken,
      email: 'ana.souza@exemplo.com.br',
    });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no gift-list button without a gift-list-url, nor for an event that is not a wedding', async () => {
    const noSite = await api.renderSignedIn('/');
    await noSite.main.findByRole('heading', { level: 1 });
    expect(noSite.main.queryByRole('link', { name: /Site e lista de presentes/ })).toBeNull();
    await noSite.unmount();

    const corporate = await api.renderSignedIn('/', { giftListUrl: GIFT_LIST, idEvento: CONVENTION });
    await corporate.main.findByText('Convenção Anual Construtora Horizonte');
    expect(corporate.main.queryByRole('link', { name: /Site e lista de presentes/ })).toBeNull();
  });

  it("links the venue's event manual PDF, in a new tab, only for a covered venue", async () => {
    const wedding = await api.renderSignedIn('/', { manualsBase: 'https://cdn.exemplo.com.br/manuais' });
    const manual = await wedding.main.findByRole('link', { name: /Manual do evento \(PDF\)/ });
    expect(manual.getAttribute('href')).toBe(
      'https://cdn.exemplo.com.br/manuais/Manual%20de%20Eventos%20-%20Espa%C3%A7o%20Villa%20Jardim.pdf',
    );
    expect(manual.getAttribute('target')).toBe('_blank');
    await wedding.unmount();

    const corporate = await api.renderSignedIn('/', { idEvento: CONVENTION });
    await corporate.main.findByText('Convenção Anual Construtora Horizonte');
    expect(corporate.main.queryByRole('link', { name: /Manual do evento/ })).toBeNull();
  });

  it('sets the full-width layout on entry and resets it on leave', async () => {
    const { main, shadow, go } = await api.renderSignedIn('/');
    await main.findByRole('heading', { level: 1 });
    const layout = () => shadow.getElementById('pc-main')!.getAttribute('data-layout');
    await waitFor(() => expect(layout()).toBe('full'));
    await go('/agenda');
    await main.findByRole('heading', { name: 'Agenda', level: 1 });
    expect(layout()).toBeNull();
  });
});

describe('home, the promotional block', () => {
  // happy-dom's IntersectionObserver never reports, so the carousel would wait for its place to
  // near the viewport forever; without one it loads at once (the path taken here). Chromium covers
  // the observer (tests/e2e/screens-home.test.ts).
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("offers 'Upgrade de evento', which asks the help chat with a message naming the event", async () => {
    const { main, user } = await api.renderSignedIn('/');
    const block = await main.findByRole('region', { name: 'Aprimore o seu evento com especialistas em sintonia.' });
    await user.click(within(block).getByRole('button', { name: 'Upgrade de evento' }));
    expect(requests).toEqual([
      { type: 'help', message: 'Olá! Gostaria de fazer um upgrade do evento Casamento Ana & Rafael (EVT-41587).' },
    ]);
  });

  it("makes 'Upgrade de evento' a new-tab link to upgrade-url when it is set", async () => {
    const { main } = await api.renderSignedIn('/', { upgradeUrl: 'https://www.exemplo.com.br/upgrade' });
    const link = await main.findByRole('link', { name: /Upgrade de evento/ });
    expect(link.getAttribute('href')).toBe('https://www.exemplo.com.br/upgrade');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the eight service cards in the order of docs/product.md, "Home", each a new-tab link to its page on site-url', async () => {
    const { main } = await api.renderSignedIn('/', { siteUrl: 'https://www.exemplo.com.br' });
    const carousel = await main.findByRole('region', { name: 'Serviços especializados' });
    const links = await waitFor(() => {
      const found = within(carousel).getAllByRole('link');
      expect(found).toHaveLength(8);
      return found;
    });
    // In loop mode swiper may rotate the slides; each keeps its place in data-swiper-slide-index.
    const byIndex = (link: HTMLElement) => Number(link.closest('.swiper-slide')!.getAttribute('data-swiper-slide-index') ?? 0);
    const ordered = [...links].sort((a, b) => byIndex(a) - byIndex(b));
    expect(ordered.map((link) => link.querySelector('.pc-card-title')!.textContent)).toEqual([
      'Gastronomia',
      'BP Kosher',
      'Decoração',
      'Doces finos',
      'Entretenimento',
      'Eleven Bar',
      'Concierge',
      'Per Bambini',
    ]);
    expect(ordered[0]!.getAttribute('href')).toBe('https://www.exemplo.com.br/servicos/gastronomia');
    expect(ordered[7]!.getAttribute('href')).toBe('https://www.exemplo.com.br/servicos/per-bambini');
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('lazy-loads sized, decorative card images, and makes no links without site-url', async () => {
    const { main } = await api.renderSignedIn('/');
    const carousel = await main.findByRole('region', { name: 'Serviços especializados' });
    const images = carousel.querySelectorAll('img');
    expect(images).toHaveLength(8);
    for (const image of images) {
      expect([image.getAttribute('loading'), image.getAttribute('decoding'), image.getAttribute('alt')]).toEqual(['lazy', 'async', '']);
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['591', '370']);
      expect(image.getAttribute('src')).toMatch(/\.webp/);
    }
    expect(within(carousel).queryAllByRole('link')).toEqual([]);
  });
});
