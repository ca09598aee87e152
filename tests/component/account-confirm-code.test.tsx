import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARLA, expectAlertAboveFields, accountApi, recordBodies, waitForPath } from '../../test-kit/account-helpers';

const api = accountApi();
afterEach(() => vi.restoreAllMocks());

/** Carla's first-access request, straight to the API: a real code waits in the outbox. */
async function requestCode() {
  await api.requestCarlaCode();
  return api.lastCode(CARLA.email);
}

const open = async () => {
  const portal = await api.render({ path: '/conta/registrar/confirmar', registerEmail: CARLA.email });
  await portal.screen.findByRole('button', { name: 'Próximo' });
  const field = () => portal.screen.getByLabelText('Digite o código enviado para seu email') as HTMLInputElement;
  return { ...portal, field };
};

describe('the confirm-code step', () => {
  it('sends a visitor with no stored e-mail to /conta', async () => {
    const { screen } = await api.render({ path: '/conta/registrar/confirmar' });
    await waitForPath('/conta');
    await screen.findByRole('link', { name: '1º Acesso' });
  });

  it('has a one-time-code field', async () => {
    const { field } = await open();
    expect(field().getAttribute('autocomplete')).toBe('one-time-code');
    expect(field().getAttribute('inputmode')).toBe('numeric');
  });

  it('shows "Código obrigatório" when sent empty', async () => {
    const { screen, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByText('Código obrigatório');
  });

  it('takes the code with the spaces a paste brings, sends email and Codigo, stores the code and moves to the password', async () => {
    const code = await requestCode();
    const bodies = recordBodies('/api/SingupEmailConfirm');
    const { screen, user, field, stored } = await open();
    // A pasted code often brings spaces along (user-event cannot paste into a shadow root: the
    // real paste is walked in Chromium, tests/e2e/account-flows.test.ts).
    await user.type(field(), ` ${code} `);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitForPath('/conta/registrar/senha');
    expect(bodies).toEqual([{ email: CARLA.email, Codigo: code }]);
    expect(stored('registerCode')).toBe(code);
    expect(stored('registerEmail')).toBe(CARLA.email);
  });

  it('shows "Erro ao confirmar código, confira o código enviado para seu email." for a wrong code, and stays', async () => {
    const code = await requestCode();
    const { screen, user, field, stored } = await open();
    await user.type(field(), code === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await expectAlertAboveFields(screen, 'Erro ao confirmar código, confira o código enviado para seu email.');
    expect(location.hash).toBe('#/conta/registrar/confirmar');
    expect(stored('registerCode')).toBeNull();
  });

  it('reads "Enviando..." on a disabled button while the code is checked', async () => {
    await api.fault('/api/SingupEmailConfirm', 'timeout');
    const { screen, user, field } = await open();
    await user.type(field(), '123456');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toHaveProperty('disabled', true);
  });
});
