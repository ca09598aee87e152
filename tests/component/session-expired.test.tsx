import { describe, expect, it } from 'vitest';
import { accountApi, ANA, currentPath, waitForPath } from '../../test-kit/account-helpers';

const api = accountApi();

/*
 * When the server refuses to refresh the session, the customer lands on /conta told why,
 * and after signing in again goes back to the screen they were on.
 */
describe('a session the server ended', () => {
  it("lands on /conta with 'Sua sessão expirou. Entre novamente.' and returns to the screen after sign-in", async () => {
    const session = await api.signIn(ANA);
    // Tokens the server never issued: the call is refused with 'Token Inválido!', then the refresh too.
    const expired = { ...session, token: `${session.token}x`, refreshToken: `${session.refreshToken}x` };
    const { screen, user, stored } = await api.render({ path: '/financeiro', user: expired });

    await waitForPath('/conta');
    const notice = await screen.findByText('Sua sessão expirou. Entre novamente.');
    expect(notice).toHaveProperty('tagName', 'P');
    // News, not a success: the warning style, never the green one.
    expect(notice.getAttribute('data-tone')).toBe('warning');
    expect(stored('user'), 'the dead session is gone').toBeNull();

    await user.click(screen.getByRole('link', { name: 'Já tenho cadastro' }));
    await user.type(await screen.findByLabelText('E-mail'), ANA.email);
    await user.type(screen.getByLabelText('Senha'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await waitForPath('/financeiro');
    await screen.findByRole('heading', { name: 'Financeiro', level: 1 });
    expect(currentPath()).toBe('/financeiro');
  });

  it('says nothing of an expired session after a sign-out the customer chose', async () => {
    const session = await api.signIn(ANA);
    const { screen, user } = await api.render({ path: '/', user: session });
    await user.click(await screen.findByRole('button', { name: /Ana Paula Souza/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitForPath('/conta');
    await screen.findByRole('link', { name: 'Já tenho cadastro' });
    expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).toBeNull();
  });
});
