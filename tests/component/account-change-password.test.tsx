import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANA, expectAlertAboveFields, fieldMessages, accountApi, recordBodies, waitForPath } from '../../test-kit/account-helpers';

const api = accountApi();
afterEach(() => vi.restoreAllMocks());

const COMPOSITION = 'Senha deve ter no mínimo 8 caracteres, com pelo menos 1 letra, 1 número e 1 caracter especial como !?@#$%&*';

const open = async () => {
  const portal = await api.render({ path: '/perfil/alterar-senha', user: await api.signIn(ANA) });
  await portal.screen.findByRole('button', { name: 'Enviar' }, { timeout: 5000 });
  const { screen, user } = portal;
  const send = async (current: string, password: string, confirmation: string) => {
    if (current) await user.type(screen.getByLabelText('Senha atual'), current);
    if (password) await user.type(screen.getByLabelText('Nova senha'), password);
    if (confirmation) await user.type(screen.getByLabelText('Confirme sua nova senha'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
  };
  return { ...portal, send };
};

describe('change password', () => {
  it('sends a signed-out visitor to /conta', async () => {
    await api.render({ path: '/perfil/alterar-senha' });
    await waitForPath('/conta');
  });

  it('shows the three fields, with the password rule as a hint read with "Nova senha"', async () => {
    const { screen } = await open();
    expect(screen.getByLabelText('Senha atual').getAttribute('autocomplete')).toBe('current-password');
    const password = screen.getByLabelText('Nova senha');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    const hint = screen.getByText(/^Mínimo de 8 caracteres, com pelo menos 1 letra, 1 número e 1 caractere especial/);
    expect(password.getAttribute('aria-describedby')).toBe(hint.id);
    expect(screen.getByLabelText('Confirme sua nova senha').getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows the three "obrigatória" messages when sent empty, focusing "Senha atual"', async () => {
    const { screen, shadow, send } = await open();
    await send('', '', '');
    await screen.findByText('Senha atual obrigatória');
    expect(fieldMessages(screen, 'Nova senha')).toContain('Nova senha obrigatória');
    expect(fieldMessages(screen, 'Confirme sua nova senha')).toContain('Confirmação de nova senha obrigatória');
    expect(shadow.activeElement).toBe(screen.getByLabelText('Senha atual'));
  });

  it('shows "Senha deve ter no mínimo 8 caracteres" for a short new password, with the hint still tied', async () => {
    const { screen, send } = await open();
    await send('Portal@2026', 'Ab1@', 'Ab1@');
    const message = await screen.findByText('Senha deve ter no mínimo 8 caracteres');
    expect(screen.getByLabelText('Nova senha').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('shows the composition rule for a new password without a special character', async () => {
    const { screen, send } = await open();
    await send('Portal@2026', 'Portal2027', 'Portal2027');
    await screen.findByText(COMPOSITION);
  });

  it('shows "Deve ser igual a nova senha" when the confirmation differs', async () => {
    const { screen, send } = await open();
    await send('Portal@2026', 'Portal@2027', 'Portal@2028');
    await screen.findByText('Deve ser igual a nova senha');
  });

  it('shows "Erro ao trocar a senha, confira os campos." when the current password is refused, focused, and stays', async () => {
    const { screen, shadow, send } = await open();
    await send('Errada@2026', 'Portal@2027', 'Portal@2027');
    await expectAlertAboveFields(screen, 'Erro ao trocar a senha, confira os campos.');
    await vi.waitFor(() => expect(shadow.activeElement).toBe(screen.getByRole('alert')));
    expect(location.hash).toBe('#/perfil/alterar-senha');
  });

  it('gives the network message, not "confira os campos", when the connection drops', async () => {
    await api.fault('/api/ChangePass', 'drop');
    const { screen, send } = await open();
    await send('Portal@2026', 'Portal@2027', 'Portal@2027');
    await expectAlertAboveFields(screen, 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.');
    expect(screen.queryByText('Erro ao trocar a senha, confira os campos.')).toBeNull();
  });

  it('sends SenhaAntiga and SenhaNova, shows the toast "Senha alterada com sucesso!" and goes to /', async () => {
    const bodies = recordBodies('/api/ChangePass');
    const { screen, send } = await open();
    await send('Portal@2026', 'Portal@2027', 'Portal@2027');
    await waitForPath('/');
    expect(bodies).toEqual([{ SenhaAntiga: 'Portal@2026', SenhaNova: 'Portal@2027' }]);
    const toast = await screen.findByText('Senha alterada com sucesso!');
    expect(toast.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect((await api.post('/api/login', { username: ANA.email, password: 'Portal@2027' })).status).toBe(200);
  });

  it('reads "Enviando..." on a disabled button while the change is sent', async () => {
    await api.fault('/api/ChangePass', 'timeout');
    const { screen, send } = await open();
    await send('Portal@2026', 'Portal@2027', 'Portal@2027');
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toHaveProperty('disabled', true);
  });
});
