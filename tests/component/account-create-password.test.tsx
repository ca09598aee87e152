import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARLA, expectAlertAboveFields, fieldMessages, accountApi, recordBodies, waitForPath } from '../../test-kit/account-helpers';

const api = accountApi();
afterEach(() => vi.restoreAllMocks());

const COMPOSITION = 'Senha deve ter no mínimo 8 caracteres, com pelo menos 1 letra, 1 número e 1 caracter especial como !?@#$%&*';

/** Carla's request and confirmed code, straight through the API. */
async function confirmedCode() {
  await api.requestCarlaCode();
  const code = await api.lastCode(CARLA.email);
  const { status } = await api.post('/api/SingupEmailConfirm', { email: CARLA.email, Codigo: code });
  expect(status).toBe(200);
  return code;
}

const open = async (registerCode = '123456') => {
  const portal = await api.render({ path: '/conta/registrar/senha', registerEmail: CARLA.email, registerCode });
  await portal.screen.findByRole('button', { name: 'Enviar' });
  const { screen, user } = portal;
  const send = async (password: string, confirmation: string) => {
    if (password) await user.type(screen.getByLabelText('Crie sua senha de acesso'), password);
    if (confirmation) await user.type(screen.getByLabelText('Confirme sua senha'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
  };
  return { ...portal, send };
};

describe('the create-password step', () => {
  it('sends a visitor with no stored e-mail to /conta', async () => {
    await api.render({ path: '/conta/registrar/senha', registerCode: '123456' });
    await waitForPath('/conta');
  });

  it('sends a visitor with an e-mail but no confirmed code to /conta', async () => {
    await api.render({ path: '/conta/registrar/senha', registerEmail: CARLA.email });
    await waitForPath('/conta');
  });

  it('refuses an e-mail and code older than the code (10 minutes), or of unknown age: back to /conta, saying why, with both removed', async () => {
    // NaN is stored as null: a flow written by an earlier version, or by hand.
    for (const registerAt of [Date.now() - 10 * 60_000, Number.NaN]) {
      const { screen, stored } = await api.render({
        path: '/conta/registrar/senha',
        registerEmail: CARLA.email,
        registerCode: '123456',
        registerAt,
      });
      await waitForPath('/conta');
      await screen.findByText('O código expirou. Peça um novo código para continuar.');
      expect([stored('registerEmail'), stored('registerCode'), stored('registerAt')], String(registerAt)).toEqual([null, null, null]);
    }
  });

  it('has two new-password fields a password manager can fill, under the stored account', async () => {
    const { screen, shadow } = await open();
    for (const label of ['Crie sua senha de acesso', 'Confirme sua senha']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveProperty('type', 'password');
      expect(input.getAttribute('autocomplete')).toBe('new-password');
      expect(input.getAttribute('name')).toBeTruthy();
    }
    const username = shadow.querySelector('input[autocomplete="username"]') as HTMLInputElement;
    expect(username.value).toBe(CARLA.email);
  });

  it('shows "Senha obrigatória" and "Confirmação de senha obrigatória" when sent empty', async () => {
    const { screen, send } = await open();
    await send('', '');
    await screen.findByText('Senha obrigatória');
    expect(fieldMessages(screen, 'Confirme sua senha')).toContain('Confirmação de senha obrigatória');
  });

  it('shows "Senha deve ter no mínimo 8 caracteres" for a short password', async () => {
    const { screen, send } = await open();
    await send('Ab1@', 'Ab1@');
    await screen.findByText('Senha deve ter no mínimo 8 caracteres');
  });

  it.each([
    ['no digit', 'Senha@Forte'],
    ['no special character', 'Senha2027'],
    ['no letter', '2027@2027'],
    ['a character outside the allowed set', 'Senha 2027@'],
  ])('shows the composition rule for a password with %s', async (_, password) => {
    const { screen, send } = await open();
    await send(password, password);
    await screen.findByText(COMPOSITION);
  });

  it('shows "As senhas devem ser iguais" when the confirmation differs', async () => {
    const { screen, send } = await open();
    await send('Carla@2027', 'Carla@2028');
    await screen.findByText('As senhas devem ser iguais');
  });

  it('sends email, senha and codigo, clears both stored values and lands on the login with the notice', async () => {
    const code = await confirmedCode();
    const bodies = recordBodies('/api/SingupUser');
    const { screen, user, send, stored } = await open(code);
    await send('Carla@2027', 'Carla@2027');
    await waitForPath('/conta/entrar');
    expect(bodies).toEqual([{ email: CARLA.email, senha: 'Carla@2027', codigo: code }]);
    expect(stored('registerEmail')).toBeNull();
    expect(stored('registerCode')).toBeNull();
    const notice = await screen.findByText('Cadastro atualizado com sucesso!');
    expect(notice.getAttribute('role')).toBe('status');

    // The e-mail just used is already there: only the new password is left to type.
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', CARLA.email);
    await user.type(screen.getByLabelText('Senha'), 'Carla@2027');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await waitForPath('/');
  });

  it('shows "Erro ao registrar" above the form when the server refuses the code, and stays', async () => {
    const { screen, send, stored } = await open('000000');
    await send('Carla@2027', 'Carla@2027');
    await expectAlertAboveFields(screen, 'Erro ao registrar');
    expect(location.hash).toBe('#/conta/registrar/senha');
    expect(stored('registerCode')).toBe('000000');
  });

  it('reads "Enviando..." on a disabled button while the password is sent', async () => {
    await api.fault('/api/SingupUser', 'timeout');
    const { screen, send } = await open();
    await send('Carla@2027', 'Carla@2027');
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toHaveProperty('disabled', true);
  });
});
