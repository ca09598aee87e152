import { waitFor, within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { flushRenders } from '../../test-kit/render-portal';
import { currentPath, shellApi, WEDDING } from '../../test-kit/header-helpers';

const api = shellApi();

describe('the header of the signed-in area', () => {
  it("shows the current event's description as the title, its title text and 'TROCAR EVENTO'", async () => {
    const { shadow } = await api.renderSignedIn('/');
    // In the header only: the home below shows the same title once its data is in, which may be
    // before or after this looks.
    const shown = await waitFor(() => {
      const header = shadow.querySelector('header');
      if (!header) throw new Error('no header yet');
      return header;
    });
    const header = within(shown);
    await header.findByText(WEDDING.titulo);
    expect(header.getAllByText(WEDDING.descricao).length, 'the description in the header').toBeGreaterThan(0);
    expect(header.getByRole('button', { name: 'TROCAR EVENTO' }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it("links the logo to / and 'OPORTUNIDADES' to /oportunidades", async () => {
    const { screen } = await api.renderSignedIn('/agenda');
    const logo = await screen.findByRole('link', { name: 'Portal do Cliente' });
    expect(logo.getAttribute('href')).toBe('#/');
    // Hidden by CSS at 1024px and below (happy-dom's window is 1024 wide); shown on wide screens (e2e).
    expect(screen.getByText('OPORTUNIDADES').closest('a')?.getAttribute('href')).toBe('#/oportunidades');
  });

  it('has an accessible contacts button that opens the contacts modal', async () => {
    const { screen, user } = await api.renderSignedIn('/', { supportEmail: 'atendimento@exemplo.com.br' });
    await user.click(await screen.findByRole('button', { name: 'Contatos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contatos' });
    within(dialog).getByRole('heading', { name: 'Produção' });
  });

  it('is not rendered for a signed-out visitor', async () => {
    const { renderPortal } = await import('../../test-kit/render-portal');
    const { screen } = await renderPortal({ path: '/conta', apiBase: api.url() });
    await screen.findByText('Seja bem-vindo ao');
    expect(screen.queryByRole('button', { name: 'TROCAR EVENTO' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Principal' })).toBeNull();
  });
});

describe('the main navigation', () => {
  it('lists Home, Serviços, Contratos, Financeiro and Agenda, in that order, with their routes', async () => {
    const { screen } = await api.renderSignedIn('/');
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Serviços', 'Contratos', 'Financeiro', 'Agenda']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#/', '#/servicos', '#/contratos', '#/financeiro', '#/agenda']);
    expect(links.every((link) => link.querySelector('svg'))).toBe(true);
  });

  it('marks the active entry with aria-current="page", and only that one', async () => {
    const { screen, go } = await api.renderSignedIn('/');
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    const current = () =>
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current().map((link) => link.textContent)).toEqual(['Home']);
    await go('/financeiro');
    expect(current().map((link) => link.textContent)).toEqual(['Financeiro']);
    await go('/eventos');
    expect(current()).toEqual([]);
  });
});

describe('the user menu', () => {
  const openMenu = async () => {
    const portal = await api.renderSignedIn('/');
    const button = await portal.screen.findByRole('button', { name: /Ana Paula Souza/ });
    /** Opens it with a click and waits until it is ready (focus on its first item). */
    const clickOpen = async () => {
      await portal.user.click(button);
      const menu = await portal.screen.findByRole('menu');
      await waitFor(() => expect(portal.shadow.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
    };
    return { ...portal, button, clickOpen };
  };

  it("shows the customer's formatted name and initials on its button, closed at first", async () => {
    const { button } = await openMenu();
    expect(button.textContent).toContain('AS');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it("opens with ArrowDown on 'Meus eventos', moves with the arrows and closes with Escape back to its button", async () => {
    const { button, screen, user, shadow } = await openMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Meus eventos', 'Alterar senha', 'Sair']);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(shadow.activeElement, 'focus on the first item').toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(shadow.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(shadow.activeElement, 'ArrowUp from the first item wraps to the last').toBe(items[2]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(shadow.activeElement).toBe(button);
  });

  it('opens with Enter and with Space', async () => {
    const { button, screen, user } = await openMenu();
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    await screen.findByRole('menu');
  });

  it('closes on a click elsewhere in the portal, seen through the composed path', async () => {
    const { screen, user, shadow, clickOpen } = await openMenu();
    await clickOpen();
    await user.click(shadow.querySelector('header .pc-event-title')!);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on a click on the host page outside the portal', async () => {
    const { screen, clickOpen } = await openMenu();
    await clickOpen();
    await act(() => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('listens to the document only while open', async () => {
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const { user, clickOpen } = await openMenu();
    const pointerdown = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'pointerdown').map(([, listener]) => listener);
    expect(pointerdown(added), 'no listener while closed').toEqual([]);
    await clickOpen();
    expect(pointerdown(added)).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(pointerdown(removed)).toEqual(pointerdown(added)));
    vi.restoreAllMocks();
  });

  it('stays open on a click inside it', async () => {
    const { screen, clickOpen } = await openMenu();
    await clickOpen();
    const menu = screen.getByRole('menu');
    await act(() => {
      menu.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
    await flushRenders();
    expect(screen.queryByRole('menu')).not.toBeNull();
  });

  it("goes to /eventos with 'Meus eventos' and to /perfil/alterar-senha with 'Alterar senha'", async () => {
    const { button, screen, user } = await openMenu();
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Meus eventos' }));
    await waitFor(() => expect(currentPath()).toBe('/eventos'));
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Alterar senha' }));
    await waitFor(() => expect(currentPath()).toBe('/perfil/alterar-senha'));
  });

  it("signs out with 'Sair': the session is cleared, the host is told and the portal shows /conta", async () => {
    const { button, screen, user, stored, host } = await openMenu();
    const logouts: Event[] = [];
    host.addEventListener('portal-cliente:logout', (event) => logouts.push(event));
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await screen.findByText('Seja bem-vindo ao');
    expect(currentPath()).toBe('/conta');
    expect(stored('user')).toBeNull();
    expect(stored('currentEvt')).toBeNull();
    expect(logouts).toHaveLength(1);
  });
});
