import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screensApi } from '../../test-kit/screens-helpers';

const api = screensApi();

describe('/oportunidades', () => {
  // happy-dom's IntersectionObserver never reports: without one the carousel loads at once.
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the promotional block as its content: the text, Upgrade de evento and the eight cards', async () => {
    const { main } = await api.renderSignedIn('/oportunidades');
    await main.findByRole('heading', { name: 'Oportunidades', level: 1 });
    const block = main.getByRole('region', { name: 'Aprimore o seu evento com especialistas em sintonia.' });
    within(block).getByRole('button', { name: 'Upgrade de evento' });
    const carousel = await within(block).findByRole('region', { name: 'Serviços especializados' });
    expect(carousel.querySelectorAll('.pc-card-title')).toHaveLength(8);
  });

  it('sets the full-width layout on entry and resets it on leave', async () => {
    const { main, shadow, go } = await api.renderSignedIn('/financeiro');
    await main.findByRole('heading', { name: 'Financeiro', level: 1 });
    const layout = () => shadow.getElementById('pc-main')!.getAttribute('data-layout');
    expect(layout()).toBeNull();
    await go('/oportunidades');
    await main.findByRole('heading', { name: 'Oportunidades', level: 1 });
    expect(layout()).toBe('full');
    await go('/servicos');
    await main.findByRole('heading', { name: 'Serviços', level: 1 });
    expect(layout()).toBeNull();
  });
});
