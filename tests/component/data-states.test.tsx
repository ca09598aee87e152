import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { screensApi, WEDDING } from '../../test-kit/screens-helpers';

/*
 * The three states every data screen draws through one widget (ui/data-state.tsx): nothing to
 * show, loading, and a failed call that 'Tentar novamente' recovers. One table, one row a screen.
 */

const api = screensApi();

type Main = Awaited<ReturnType<typeof api.renderSignedIn>>['main'];
type SeededEvent = ReturnType<typeof api.event>;

const SCREENS: {
  path: string;
  heading: string;
  call: string;
  /** Empties the screen's list in the server's data. */
  clear: (event: SeededEvent) => void;
  empty: string;
  loading: string;
  /** The list part of the screen, or null when it is not drawn. */
  list: (main: Main) => HTMLElement | null;
  /** What stays on the screen with an empty list (finance keeps its totals), and is absent while loading. */
  kept: string[];
  /** Waits for the loaded screen. */
  loaded: (main: Main) => Promise<unknown>;
}[] = [
  {
    path: '/servicos',
    heading: 'Serviços',
    call: '/api/servicos',
    clear: (event) => void (event.servicos = []),
    empty: 'Nenhum serviço encontrado para este evento.',
    loading: 'Carregando os serviços…',
    list: (main) => main.queryByRole('table'),
    kept: [],
    loaded: (main) => main.findByRole('table', { name: 'Serviços do evento' }),
  },
  {
    path: '/contratos',
    heading: 'Contratos',
    call: '/api/contratos',
    clear: (event) => void (event.contratos = []),
    empty: 'Nenhum contrato encontrado para este evento.',
    loading: 'Carregando os contratos…',
    list: (main) => main.queryByRole('table'),
    kept: [],
    loaded: (main) => main.findByRole('table', { name: 'Contratos do evento' }),
  },
  {
    path: '/financeiro',
    heading: 'Financeiro',
    call: '/api/financeiro',
    clear: (event) => void (event.financeiro.cobrancas = []),
    empty: 'Nenhuma cobrança encontrada para este evento.',
    loading: 'Carregando o financeiro…',
    list: (main) => main.queryByRole('table'),
    kept: ['Valor total'],
    loaded: (main) => Promise.all([main.findByText('Valor total'), main.findByRole('table', { name: 'Cobranças do evento' })]),
  },
  {
    path: '/agenda',
    heading: 'Agenda',
    call: '/api/agenda',
    clear: (event) => void (event.agenda = []),
    empty: 'Nenhum agendamento encontrado',
    loading: 'Carregando a agenda…',
    list: (main) => main.queryByRole('listitem'),
    kept: [],
    loaded: async (main) => expect(await main.findAllByRole('listitem')).toHaveLength(5),
  },
];

async function open(path: string, heading: string) {
  const portal = await api.renderSignedIn(path);
  await portal.main.findByRole('heading', { name: heading, level: 1 });
  return portal;
}

describe.each(SCREENS)('$path', (screen) => {
  it(`says "${screen.empty}" when there is nothing to show, keeping what does not depend on the list`, async () => {
    screen.clear(api.event(WEDDING));
    const { main } = await open(screen.path, screen.heading);
    await main.findByText(screen.empty);
    expect(screen.list(main)).toBeNull();
    for (const text of screen.kept) main.getByText(text);
  });

  it(`shows skeleton placeholders, "${screen.loading}", while ${screen.call} loads`, async () => {
    await api.fault(screen.call, 'timeout');
    const { main } = await open(screen.path, screen.heading);
    expect(main.getByRole('status').getAttribute('aria-busy')).toBe('true');
    main.getByText(screen.loading);
    expect(screen.list(main)).toBeNull();
    for (const text of screen.kept) expect(main.queryByText(text), `no '${text}' before the answer`).toBeNull();
  });

  it(`shows the error with 'Tentar novamente' when ${screen.call} fails, and the retry shows the screen`, async () => {
    await api.fault(screen.call, '500');
    const { main, user } = await open(screen.path, screen.heading);
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível concluir a solicitação.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await screen.loaded(main);
    expect(main.queryByRole('alert')).toBeNull();
  });
});
