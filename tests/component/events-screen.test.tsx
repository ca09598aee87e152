import { waitFor, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { WEDDING_DAYS_AHEAD } from '../../reference-api/seed.mjs';
import { brDate, calendarDay } from '../../test-kit/calendar-day';
import { currentPath, SILVER, shellApi, WEDDING } from '../../test-kit/header-helpers';

const api = shellApi();

const headerTitle = (shadow: ShadowRoot) => shadow.querySelector('header .pc-event-title')?.textContent;

/** /eventos for Ana; `beforeList` shapes the server's data once her current event is known. */
async function openEvents(beforeList?: () => void) {
  const portal = await api.renderSignedIn(beforeList ? '/' : '/eventos');
  if (beforeList) {
    await portal.screen.findByRole('button', { name: 'TROCAR EVENTO' });
    beforeList();
    await portal.go('/eventos');
  }
  const changes: CustomEvent[] = [];
  portal.host.addEventListener('portal-cliente:event-change', (event) => changes.push(event as CustomEvent));
  await portal.screen.findByRole('heading', { name: 'Meus eventos', level: 1 });
  return { ...portal, changes };
}

const rowOf = async (screen: Awaited<ReturnType<typeof openEvents>>['screen'], text: string) =>
  (await screen.findByText(text, { selector: 'td, td *' })).closest('tr')!;

describe('/eventos, Meus eventos', () => {
  it('shows the table with the columns EVT, Descrição, Tipo, Data Evento, Horário, Local', async () => {
    const { screen } = await openEvents();
    const table = await screen.findByRole('table', { name: 'Meus eventos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['EVT', 'Descrição', 'Tipo', 'Data Evento', 'Horário', 'Local']);
  });

  it('lists every event of the customer, with dates as dd/MM/yyyy and times like 19h30', async () => {
    const { screen } = await openEvents();
    const table = await screen.findByRole('table', { name: 'Meus eventos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    const wedding = brDate(calendarDay(api.seed().today, WEDDING_DAYS_AHEAD));
    expect(cells).toEqual(['41587', `${WEDDING.descricao}Evento atual`, 'Casamento', wedding, '19h30', 'Espaço Villa Jardim']);
    expect(table.textContent).toContain('Aniversário de 60 anos Antônio Souza');
  });

  it("gives each row the title 'Selecionar evento' and a keyboard-reachable action", async () => {
    const { screen } = await openEvents();
    const row = await rowOf(screen, SILVER.descricao);
    expect(row.getAttribute('title')).toBe('Selecionar evento');
    const action = within(row).getByRole('button');
    expect(action.textContent).toBe(String(SILVER.idEvento));
    expect(action.getAttribute('title')).toBe('Selecionar evento');
  });

  it('shows skeleton placeholders while the list loads', async () => {
    await api.fault('/api/eventos', 'timeout');
    const { screen } = await openEvents();
    const busy = screen.getAllByRole('status').find((status) => status.textContent?.includes('Carregando eventos'));
    expect(busy?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the error with 'Tentar novamente' when the list fails, and the retry shows the table", async () => {
    await api.fault('/api/eventos', '500');
    const { screen, user } = await openEvents();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível concluir a solicitação.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('table', { name: 'Meus eventos' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when there are no events', async () => {
    const { screen } = await openEvents(() => {
      for (const event of api.state().events.values()) event.idCliente = 1;
    });
    await screen.findByText('Nenhum evento encontrado.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('choosing an event on /eventos', () => {
  it('makes the clicked row current, tells the host and lands on /', async () => {
    const { screen, user, shadow, changes, stored } = await openEvents();
    await user.click(await rowOf(screen, SILVER.descricao));
    await waitFor(() => expect(currentPath()).toBe('/'));
    await waitFor(() => expect(headerTitle(shadow)).toBe(SILVER.descricao));
    expect(changes.map((event) => event.detail)).toEqual([{ idEvento: SILVER.idEvento, descricao: SILVER.descricao }]);
    expect((stored('currentEvt') as { idEvento: number }).idEvento).toBe(SILVER.idEvento);
  });

  it("reads 'Enviando' on the chosen row while the switch runs", async () => {
    await api.fault(`/api/home/${SILVER.idEvento}`, 'timeout', 'POST');
    const { screen, user, shadow } = await openEvents();
    const row = await rowOf(screen, SILVER.descricao);
    await user.click(within(row).getByRole('button'));
    await waitFor(() => expect(within(row).getAllByRole('cell')[0]!.textContent).toBe('Enviando'));
    expect(currentPath()).toBe('/eventos');
    expect(headerTitle(shadow)).toBe(WEDDING.descricao);
  });

  it('stays on /eventos with the same event when the switch fails', async () => {
    await api.fault(`/api/home/${SILVER.idEvento}`, '500', 'POST');
    const { screen, user, shadow, changes, stored } = await openEvents();
    const row = await rowOf(screen, SILVER.descricao);
    await user.click(row);
    await waitFor(() => expect(within(row).getAllByRole('cell')[0]!.textContent).toBe(String(SILVER.idEvento)));
    expect(currentPath()).toBe('/eventos');
    expect(headerTitle(shadow)).toBe(WEDDING.descricao);
    expect(changes).toEqual([]);
    expect((stored('currentEvt') as { idEvento: number }).idEvento).toBe(WEDDING.idEvento);
  });
});
