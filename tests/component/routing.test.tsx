import { waitFor } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { ANA } from '../../test-kit/customers';
import { componentApiUrl, renderPortal } from '../../test-kit/render-portal';
import { signIn } from '../../test-kit/sign-in-over-http';

const signedIn = async () => {
  const user = await signIn(componentApiUrl(), ANA);
  return user;
};

describe('hash routing and the two layouts', () => {
  it('sends a signed-out visitor from the main area to /conta', async () => {
    const { screen } = await renderPortal({ path: '/financeiro' });
    await screen.findByText('Seja bem-vindo ao');
    expect(location.hash).toBe('#/conta');
  });

  it('sends a signed-in visitor from /conta to /', async () => {
    const user = await signedIn();
    localStorage.setItem('signed-1:user', JSON.stringify(user));
    const { screen } = await renderPortal({ path: '/conta', storagePrefix: 'signed-1:' });
    await screen.findByRole('heading', { name: 'Olá, Ana!' });
    expect(location.hash).toBe('#/');
  });

  it("ignores a hash that is not a portal route, like the host's #contato anchor", async () => {
    const { screen } = await renderPortal({ path: '/conta/entrar' });
    await screen.findByRole('button', { name: 'Acessar' });
    await act(() => {
      location.hash = '#contato';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.queryByText('Página não encontrada')).toBeNull();
    screen.getByRole('button', { name: 'Acessar' });
  });

  it("shows the 404 texts and 'Voltar para a página inicial'", async () => {
    const { screen } = await renderPortal({ path: '/conta/nao-existe' });
    await screen.findByRole('heading', { name: 'Página não encontrada' });
    screen.getByText('A página que você está procurando não foi encontrada. Verifique o endereço e tente novamente.');
    const back = screen.getByRole('link', { name: 'Voltar para a página inicial' });
    expect(back.getAttribute('href')).toBe('#/');
  });

  it('returns to the deep link a signed-out visitor was sent away from, after signing in', async () => {
    const { screen } = await renderPortal({ path: '/agenda' });
    await screen.findByText('Seja bem-vindo ao');
    await act(() => {
      location.hash = '#/conta/entrar';
    });
    await screen.findByLabelText('E-mail');
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    const password = screen.getByLabelText('Senha') as HTMLInputElement;
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(email, 'ana.souza@exemplo.com.br');
    await user.type(password, 'Portal@2026');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await waitFor(() => expect(location.hash).toBe('#/agenda'), { timeout: 5000 });
  });
});
