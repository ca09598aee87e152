import { describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { ANA, accountApi, waitForPath } from '../../test-kit/account-helpers';

const api = accountApi();

describe('the /conta welcome', () => {
  it('welcomes with the product logo and offers "1º Acesso" and "Já tenho cadastro"', async () => {
    const { screen } = await api.render({ path: '/conta' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Seja bem-vindo ao');
    expect(heading.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('Portal do Cliente');
    expect(screen.getByRole('link', { name: '1º Acesso' }).getAttribute('href')).toBe('#/conta/registrar');
    expect(screen.getByRole('link', { name: 'Já tenho cadastro' }).getAttribute('href')).toBe('#/conta/entrar');
    const notices = screen.queryAllByRole('status').filter((status) => status.textContent);
    expect(notices, 'no notice without navigation state').toEqual([]);
  });

  it('shows the green notice it is sent through navigation state', async () => {
    const { screen, go, runtime } = await api.render({ path: '/conta/entrar' });
    await screen.findByRole('button', { name: 'Acessar' });
    await act(() => runtime.navigation.navigate('/conta', { state: { notice: 'Sua sessão terminou.' } }));
    const notice = await screen.findByText('Sua sessão terminou.');
    expect(notice.getAttribute('role')).toBe('status');
    await go('/conta/registrar');
    await go('/conta');
    await screen.findByRole('link', { name: '1º Acesso' });
    expect(screen.queryByText('Sua sessão terminou.'), 'the notice belongs to that one visit').toBeNull();
  });

  it('sends a signed-in visitor to /', async () => {
    await api.render({ path: '/conta', user: await api.signIn(ANA) });
    await waitForPath('/');
  });

  it('answers an unknown account path with the 404 screen', async () => {
    const { screen } = await api.render({ path: '/conta/nada' });
    await screen.findByText('Página não encontrada');
  });
});
