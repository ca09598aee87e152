import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARLA, expectAlertAboveFields, fieldMessages, accountApi, recordBodies, waitForPath } from '../../test-kit/account-helpers';

const api = accountApi();
afterEach(() => vi.restoreAllMocks());

const open = async () => {
  const portal = await api.render({ path: '/conta/registrar' });
  await portal.screen.findByRole('button', { name: 'Próximo' });
  const { screen, user } = portal;
  const fill = async ({
    idEvento = CARLA.idEvento,
    dataEvento,
    email = CARLA.email,
  }: { idEvento?: string; dataEvento?: string; email?: string } = {}) => {
    dataEvento ??= (await api.carlaDate()).text;
    if (idEvento) await user.type(screen.getByLabelText('Número do EVT'), idEvento);
    if (dataEvento) await user.type(screen.getByLabelText('Data do evento'), dataEvento);
    if (email) await user.type(screen.getByLabelText('E-mail informado no contrato'), email);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
  };
  return { ...portal, fill };
};

describe('the first-access request', () => {
  it('shows the text, the three fields and the button', async () => {
    const { screen } = await open();
    screen.getByText('Informe os dados abaixo para solicitar seu acesso');
    // Text with the numeric keyboard: a number input changes under the mouse wheel.
    expect(screen.getByLabelText('Número do EVT')).toHaveProperty('type', 'text');
    expect(screen.getByLabelText('Número do EVT').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Data do evento')).toHaveProperty('type', 'text');
    expect(screen.getByLabelText('E-mail informado no contrato')).toHaveProperty('type', 'email');
  });

  it('shows "ID obrigatório", "Data obrigatória" and "E-mail obrigatório" when sent empty, focusing the EVT', async () => {
    const { screen, shadow, fill } = await open();
    await fill({ idEvento: '', dataEvento: '', email: '' });
    await screen.findByText('ID obrigatório');
    expect(fieldMessages(screen, 'Data do evento')).toContain('Data obrigatória');
    expect(fieldMessages(screen, 'E-mail informado no contrato')).toContain('E-mail obrigatório');
    expect(shadow.activeElement).toBe(screen.getByLabelText('Número do EVT'));
  });

  it('shows "Deve conter apenas números" for an EVT that is not a whole number', async () => {
    const { screen, fill } = await open();
    await fill({ idEvento: '482.13' });
    await screen.findByText('Deve conter apenas números');
  });

  it('blocks the keys e, E, + and - in the EVT number', async () => {
    const { screen, user } = await open();
    const evt = screen.getByLabelText('Número do EVT') as HTMLInputElement;
    await user.type(evt, '4e8E2+1-3');
    expect(evt.value).toBe('48213');
  });

  it('masks the event date as 99/99/9999 while typing', async () => {
    const { screen, user } = await open();
    const date = screen.getByLabelText('Data do evento') as HTMLInputElement;
    await user.type(date, '0409');
    expect(date.value).toBe('04/09/____');
    await user.type(date, '2027x1');
    expect(date.value).toBe('04/09/2027');
  });

  it('shows "Data inválida" for an incomplete date and for a day that does not exist', async () => {
    const { screen, user, fill } = await open();
    await fill({ dataEvento: '0409' });
    await screen.findByText('Data inválida');
    const date = screen.getByLabelText('Data do evento') as HTMLInputElement;
    await user.type(date, '31022027', { initialSelectionStart: 0, initialSelectionEnd: date.value.length });
    expect(date.value).toBe('31/02/2027');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByText('Data inválida');
  });

  it('shows "Deve ser um email válido" for a malformed e-mail', async () => {
    const { screen, fill } = await open();
    await fill({ email: 'carla.mendes@' });
    await screen.findByText('Deve ser um email válido');
  });

  it('sends email, idEvento and the day, month (1-12) and year, stores the e-mail and moves to the code', async () => {
    const bodies = recordBodies('/api/SingupRegister');
    const { screen, fill, stored } = await open();
    await fill();
    await waitForPath('/conta/registrar/confirmar');
    const { day, month, year } = await api.carlaDate();
    expect(bodies).toEqual([{ email: CARLA.email, idEvento: '48213', dtEvento_day: day, dtEvento_month: month, dtEvento_year: year }]);
    expect(stored('registerEmail')).toBe(CARLA.email);
    expect(stored('registerCode')).toBeNull();
    await screen.findByText('Enviamos um código para ca***@exemplo.com.br.');
  });

  it('shows "Erro ao solicitar acesso, confira os campos." above the form when the server refuses, and stays', async () => {
    const { screen, fill, stored } = await open();
    await fill({ dataEvento: '05/09/2020' }); // a real date, but not her event's (always ahead)
    await expectAlertAboveFields(screen, 'Erro ao solicitar acesso, confira os campos.');
    expect(location.hash).toBe('#/conta/registrar');
    expect(stored('registerEmail')).toBeNull();
  });

  it('reads "Enviando..." on a disabled button while the request is on its way', async () => {
    await api.fault('/api/SingupRegister', 'timeout');
    const { screen, fill } = await open();
    await fill();
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toHaveProperty('disabled', true);
  });
});
