import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANA, expectAlertAboveFields, fieldMessages, accountApi, recordBodies, waitForPath } from '../../test-kit/account-helpers';

const api = accountApi();
afterEach(() => vi.restoreAllMocks());

const open = async (path = '/conta/entrar') => {
  const portal = await api.render({ path });
  await portal.screen.findByRole('button', { name: 'Acessar' });
  return portal;
};

describe('the login screen', () => {
  it('shows the fields, the button and the recovery link', async () => {
    const { screen } = await open();
    expect(screen.getByLabelText('E-mail')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText('E-mail').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Senha')).toHaveProperty('type', 'password');
    expect(screen.getByLabelText('Senha').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' }).getAttribute('href')).toBe('#/conta/recuperar-senha');
  });

  it('shows "E-mail obrigatório" and "Senha obrigatória" when sent empty, and focuses the e-mail', async () => {
    const { screen, shadow, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await screen.findByText('E-mail obrigatório');
    expect(fieldMessages(screen, 'Senha')).toContain('Senha obrigatória');
    expect(shadow.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('shows "E-mail inválido" and "Senha deve conter pelo menos 6 caracteres", tied to their fields', async () => {
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('E-mail'), 'ana.souza');
    await user.type(screen.getByLabelText('Senha'), '12345');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    const message = await screen.findByText('E-mail inválido');
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByText('Senha deve conter pelo menos 6 caracteres').id).toBe(
      screen.getByLabelText('Senha').getAttribute('aria-describedby'),
    );
  });

  it('checks nothing while typing before the first submit, then re-checks on every change', async () => {
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('E-mail'), 'ana');
    expect(screen.queryByText('E-mail inválido'), 'no message before submitting').toBeNull();
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await screen.findByText('E-mail inválido');
    await user.type(screen.getByLabelText('E-mail'), '@exemplo.com.br');
    await vi.waitFor(() => expect(screen.queryByText('E-mail inválido')).toBeNull());
  });

  it('signs in, sending username and password, and goes to /', async () => {
    const bodies = recordBodies('/api/login');
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('E-mail'), ANA.email);
    await user.type(screen.getByLabelText('Senha'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await waitForPath('/');
    expect(bodies).toEqual([{ username: ANA.email, password: ANA.password }]);
  });

  it('returns to the deep link the visitor was sent away from', async () => {
    const { screen, user, go } = await api.render({ path: '/financeiro' });
    await waitForPath('/conta');
    await go('/conta/entrar');
    await user.type(await screen.findByLabelText('E-mail'), ANA.email);
    await user.type(screen.getByLabelText('Senha'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await waitForPath('/financeiro');
  });

  it('shows "Usuário ou senha incorretos" above the form for a refused password, focused, and stays', async () => {
    const { screen, shadow, user } = await open();
    await user.type(screen.getByLabelText('E-mail'), ANA.email);
    await user.type(screen.getByLabelText('Senha'), 'Errada@2026');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await expectAlertAboveFields(screen, 'Usuário ou senha incorretos');
    await vi.waitFor(() => expect(shadow.activeElement).toBe(screen.getByRole('alert')));
    expect(location.hash).toBe('#/conta/entrar');
    expect(screen.getByRole('button', { name: 'Acessar' })).toHaveProperty('disabled', false);
  });

  it('reads "Enviando..." on a disabled button while the call is on its way', async () => {
    await api.fault('/api/login', 'timeout');
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('E-mail'), ANA.email);
    await user.type(screen.getByLabelText('Senha'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    const sending = await screen.findByRole('button', { name: 'Enviando...' });
    expect(sending).toHaveProperty('disabled', true);
  });

  it('says to wait, not that the password is wrong, once the server throttles (429)', async () => {
    for (let i = 0; i < 5; i++) await api.post('/api/login', { username: ANA.email, password: `Errada@${i}` });
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('E-mail'), ANA.email);
    await user.type(screen.getByLabelText('Senha'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await expectAlertAboveFields(screen, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(screen.queryByText('Usuário ou senha incorretos')).toBeNull();
  });

  it('gives the network message, not "Usuário ou senha incorretos", when the connection drops', async () => {
    await api.fault('/api/login', 'drop');
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('E-mail'), ANA.email);
    await user.type(screen.getByLabelText('Senha'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await expectAlertAboveFields(screen, 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.');
  });

  it('gives the server message for a 500', async () => {
    await api.fault('/api/login', '500');
    const { screen, user } = await open();
    await user.type(screen.getByLabelText('E-mail'), ANA.email);
    await user.type(screen.getByLabelText('Senha'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await expectAlertAboveFields(screen, 'Não foi possível concluir a solicitação. Tente novamente em instantes.');
    expect(location.hash).toBe('#/conta/entrar');
  });
});
