import { waitFor, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { SILVER, shellApi, WEDDING } from '../../test-kit/header-helpers';

const api = shellApi();

const FIRST_FOUR = [WEDDING.descricao, SILVER.descricao, 'Aniversário de 15 anos Beatriz', 'Convenção Anual Construtora Horizonte'];

async function openSwitcher() {
  const portal = await api.renderSignedIn('/');
  const changes: CustomEvent[] = [];
  portal.host.addEventListener('portal-cliente:event-change', (event) => changes.push(event as CustomEvent));
  await portal.user.click(await portal.screen.findByRole('button', { name: 'TROCAR EVENTO' }));
  const element = await portal.screen.findByRole('dialog', { name: 'Trocar evento' });
  return { ...portal, dialog: within(element), changes };
}

const headerTitle = (shadow: ShadowRoot) => shadow.querySelector('header .pc-event-title')?.textContent;

describe('the event switcher modal', () => {
  it('lists only the first 4 events, each with its description and title', async () => {
    const { dialog } = await openSwitcher();
    const items = await waitFor(() => {
      const list = dialog.getAllByRole('listitem');
      expect(list.length).toBeGreaterThan(0);
      return list;
    });
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(FIRST_FOUR);
    expect(items[1]!.textContent).toContain(SILVER.titulo);
    expect(dialog.queryByText('Aniversário de 60 anos Antônio Souza'), 'the fifth event').toBeNull();
  });

  it("marks the current event with aria-current and 'Evento atual'", async () => {
    const { dialog } = await openSwitcher();
    const current = await dialog.findByRole('button', { current: true });
    expect(current.textContent).toContain(WEDDING.descricao);
    expect(current.textContent).toContain('Evento atual');
    expect(dialog.getAllByText('Evento atual')).toHaveLength(1);
  });

  it("has 'TODOS' leading to /eventos, which closes the modal", async () => {
    const { dialog, screen, user } = await openSwitcher();
    const all = dialog.getByRole('link', { name: 'TODOS' });
    expect(all.getAttribute('href')).toBe('#/eventos');
    await user.click(all);
    await screen.findByRole('heading', { name: 'Meus eventos' });
    expect(location.hash).toBe('#/eventos');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows skeleton placeholders while the events load', async () => {
    await api.fault('/api/eventos', 'timeout');
    const { dialog } = await openSwitcher();
    const status = dialog.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelectorAll('.pc-placeholder')).toHaveLength(4);
    expect(dialog.queryAllByRole('listitem')).toEqual([]);
  });

  it("shows the error with 'Tentar novamente' when the list fails, and the retry lists the events", async () => {
    await api.fault('/api/eventos', '500');
    const { dialog, user } = await openSwitcher();
    const alert = await dialog.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await dialog.findByText(SILVER.descricao);
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('says so when the customer has no events', async () => {
    const { screen, user } = await api.renderSignedIn('/');
    // The server has answered GET /api/home (the header names the event) before the events go.
    const switcher = await screen.findByRole('button', { name: 'TROCAR EVENTO' });
    for (const event of api.state().events.values()) event.idCliente = 1;
    await user.click(switcher);
    const dialog = within(await screen.findByRole('dialog', { name: 'Trocar evento' }));
    await dialog.findByText('Nenhum evento encontrado.');
    expect(dialog.queryAllByRole('listitem')).toEqual([]);
    expect(dialog.getByRole('link', { name: 'TODOS' }).getAttribute('href')).toBe('#/eventos');
  });
});

describe('switching events from the modal', () => {
  it("disables the chosen item, which reads 'Enviando', while the switch runs", async () => {
    await api.fault(`/api/home/${SILVER.idEvento}`, 'timeout', 'POST');
    const { dialog, user, shadow } = await openSwitcher();
    await user.click(await dialog.findByRole('button', { name: new RegExp(SILVER.descricao) }));
    const sending = await dialog.findByRole('button', { name: /Enviando/ });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(sending.textContent).toContain(SILVER.titulo);
    expect(headerTitle(shadow)).toBe(WEDDING.descricao);
  });

  it('re-renders the portal for the new event, tells the host and closes, with no page reload', async () => {
    const { dialog, user, shadow, screen, changes, stored } = await openSwitcher();
    const marker = Symbol('same page');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    await user.click(await dialog.findByRole('button', { name: new RegExp(SILVER.descricao) }));
    await waitFor(() => expect(headerTitle(shadow)).toBe(SILVER.descricao));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes.map((event) => event.detail)).toEqual([{ idEvento: SILVER.idEvento, descricao: SILVER.descricao }]);
    expect((stored('currentEvt') as { idEvento: number }).idEvento).toBe(SILVER.idEvento);
    expect((window as unknown as Record<symbol, boolean>)[marker], 'the same window: no reload').toBe(true);
  });

  it("shows the new event's data afterwards, never the previous event's", async () => {
    const { dialog, user, shadow, screen } = await openSwitcher();
    await user.click(await dialog.findByRole('button', { name: new RegExp(SILVER.descricao) }));
    await waitFor(() => expect(headerTitle(shadow)).toBe(SILVER.descricao));
    await user.click(screen.getByRole('button', { name: 'Contatos' }));
    const contacts = within(await screen.findByRole('dialog', { name: 'Contatos' }));
    await contacts.findByText('Eduardo Pires');
    expect(contacts.queryByText('Renata Lopes')).toBeNull();
  });

  it('re-enables the item and changes nothing when the switch fails', async () => {
    await api.fault(`/api/home/${SILVER.idEvento}`, '500', 'POST');
    const { dialog, user, shadow, changes, stored } = await openSwitcher();
    const item = await dialog.findByRole('button', { name: new RegExp(SILVER.descricao) });
    await user.click(item);
    await waitFor(() =>
      expect((dialog.getByRole('button', { name: new RegExp(SILVER.descricao) }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(dialog.queryByText('Enviando')).toBeNull();
    expect(headerTitle(shadow)).toBe(WEDDING.descricao);
    expect(changes).toEqual([]);
    expect((stored('currentEvt') as { idEvento: number }).idEvento).toBe(WEDDING.idEvento);
  });
});
