import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANA, expectAlertAboveFields, accountApi, recordBodies, waitForPath } from '../../test-kit/account-helpers';

const api = accountApi();
afterEach(() => vi.restoreAllMocks());

const open = async () => {
  const portal = await api.render({ path: '/conta/recuperar-senha' });
  await portal.screen.findByRole('button', { name: 'Enviar' });
  const send = async (email: string) => {
    if (email) await portal.user.type(portal.screen.getByLabelText('E-mail'), email);
    await portal.user.click(portal.screen.getByRole('button', { name: 'Enviar' }));
  };
  return { ...portal, send };
};

describe('password recovery', () => {
  it('asks for the portal e-mail, with the button "Enviar" and the link "Acesso ao Portal"', async () => {
    const { screen } = await open();
    screen.getByText(/e-mail cadastrado no portal para receber as instruções/);
    expect(screen.getByLabelText('E-mail')).toHaveProperty('type', 'email');
    expect(screen.getByRole('link', { name: 'Acesso ao Portal' }).getAttribute('href')).toBe('#/conta/entrar');
  });

  it('shows "E-mail obrigatório" when sent empty', async () => {
    const { screen, send } = await open();
    await send('');
    await screen.findByText('E-mail obrigatório');
  });

  it('shows "E-mail inválido" for a malformed e-mail', async () => {
    const { screen, send } = await open();
    await send('ana.souza@exemplo');
    await screen.findByText('E-mail inválido');
  });

  it('sends the e-mail, stores it and moves to the code step', async () => {
    const bodies = recordBodies('/api/RecoveryPass');
    const { send, stored } = await open();
    await send(ANA.email);
    await waitForPath('/conta/registrar/confirmar');
    expect(bodies).toEqual([{ email: ANA.email }]);
    expect(stored('registerEmail')).toBe(ANA.email);
    expect(await api.lastCode(ANA.email)).toMatch(/^\d{6}$/);
  });

  it('shows "Usuário não encontrado, confira o e-mail e tente novamente." for an unknown e-mail, and stays', async () => {
    const { screen, send, stored } = await open();
    await send('ninguem@exemplo.com.br');
    await expectAlertAboveFields(screen, 'Usuário não encontrado, confira o e-mail e tente novamente.');
    expect(location.hash).toBe('#/conta/recuperar-senha');
    expect(stored('registerEmail')).toBeNull();
  });

  it('gives the network message, not "Usuário não encontrado", when the connection drops', async () => {
    await api.fault('/api/RecoveryPass', 'drop');
    const { screen, send } = await open();
    await send(ANA.email);
    await expectAlertAboveFields(screen, 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.');
  });

  it('reads "Enviando..." on a disabled button while the request is on its way', async () => {
    await api.fault('/api/RecoveryPass', 'timeout');
    const { screen, send } = await open();
    await send(ANA.email);
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toHaveProperty('disabled', true);
  });
});
