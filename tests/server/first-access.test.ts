import { describe, expect, it } from 'vitest';
import { CARLA } from '../../reference-api/seed.mjs';
import { useApi } from '../../test-kit/api-harness';

type Api = ReturnType<typeof useApi>;

/** Carla's event date as the form asks for it (dd/MM/yyyy), from the seed this server started with. */
const dateParts = (api: Api) => api.server.seed.carla.dataEvento.split('/');
/** Her first-access request, the date split into numbers as the portal sends it. */
function request(api: Api) {
  const [day, month, year] = dateParts(api).map(Number);
  return { email: CARLA.email, idEvento: CARLA.idEvento, dtEvento_day: day, dtEvento_month: month, dtEvento_year: year };
}
const PASSWORD = 'Festa#2027';

describe('first access: SingupRegister -> SingupEmailConfirm -> SingupUser -> login', () => {
  const api = useApi();

  it("creates Carla's account end to end with the code read from the outbox", async () => {
    const register = await api.call('POST', '/api/SingupRegister', { body: request(api) });
    expect(register.status).toBe(200);
    expect(register.json).toEqual({ maskEmail: 'ca***@exemplo.com.br' });

    const outbox = (await api.call('GET', `/dev/outbox?to=${CARLA.email}`)).json;
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toEqual({
      to: CARLA.email,
      subject: expect.any(String),
      text: expect.stringContaining(outbox[0].code),
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: expect.any(String),
    });

    const code = outbox[0].code;
    const confirm = await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: code } });
    expect(confirm.status).toBe(200);
    expect(confirm.json).toEqual({ message: expect.any(String) });

    const create = await api.call('POST', '/api/SingupUser', { body: { email: CARLA.email, senha: PASSWORD, codigo: code } });
    expect(create.status).toBe(201);
    expect(create.json).toEqual({ message: expect.any(String) });

    const session = await api.login({ email: CARLA.email, password: PASSWORD });
    expect(session.name).toBe('CARLA MENDES OLIVEIRA');
    const home = await api.call('GET', '/api/home', { token: session.access_token });
    const [day, month, year] = dateParts(api);
    expect(home.json).toMatchObject({
      idEvento: CARLA.idEvento,
      descricao: 'Casamento Carla & Diego',
      dataEvento: `${year}-${month}-${day}T00:00:00`,
    });
  });

  it('accepts the EVT number and the date parts as numeric strings, and the e-mail in any case', async () => {
    const [day, month, year] = dateParts(api);
    const body = {
      email: CARLA.email.toUpperCase(),
      idEvento: String(CARLA.idEvento),
      dtEvento_day: day,
      dtEvento_month: month,
      dtEvento_year: year,
    };
    expect((await api.call('POST', '/api/SingupRegister', { body })).status).toBe(200);
  });

  it.each([
    ['another e-mail', () => ({ email: 'outra@exemplo.com.br' })],
    ['the wrong day', () => ({ dtEvento_day: (request(api).dtEvento_day % 28) + 1 })],
    ['a month counted from zero', () => ({ dtEvento_month: request(api).dtEvento_month - 1 })],
    ['another event', () => ({ idEvento: 41587 })],
    ['an unknown event', () => ({ idEvento: 99999 })],
    ['a non-numeric event', () => ({ idEvento: '48213abc' })],
  ])('answers 400 with one message for %s, and sends nothing', async (_, change) => {
    const answer = await api.call('POST', '/api/SingupRegister', { body: { ...request(api), ...change() } });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'Erro ao solicitar acesso, confira os campos.' });
    expect((await api.call('GET', '/dev/outbox')).json).toEqual([]);
  });

  it('refuses a wrong code with 400, then accepts the right one', async () => {
    await api.call('POST', '/api/SingupRegister', { body: request(api) });
    const code = await api.lastCode(CARLA.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: wrong } })).status).toBe(400);
    expect((await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: code } })).status).toBe(200);
  });

  it('kills the code after 5 wrong tries: the right code is then refused too', async () => {
    await api.call('POST', '/api/SingupRegister', { body: request(api) });
    const code = await api.lastCode(CARLA.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: wrong } })).status).toBe(400);
    }
    const dead = await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: code } });
    expect(dead.status).toBe(429);
    expect(dead.json.message).toMatch(/novo código/);
    const create = await api.call('POST', '/api/SingupUser', { body: { email: CARLA.email, senha: PASSWORD, codigo: code } });
    expect(create.status).toBe(429);
  });

  it('gives a fresh code with fresh tries when the customer asks again', async () => {
    await api.call('POST', '/api/SingupRegister', { body: request(api) });
    const first = await api.lastCode(CARLA.email);
    const wrong = first === '000000' ? '111111' : '000000';
    // One try short of the limit on the first code.
    for (let i = 0; i < 4; i += 1) {
      expect((await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: wrong } })).status).toBe(400);
    }
    await api.call('POST', '/api/SingupRegister', { body: request(api) });
    const second = await api.lastCode(CARLA.email);
    expect(second, 'a new code, not the one it replaces').not.toBe(first);
    // The old code is refused as wrong (a fifth wrong try on the old count would kill the new code)...
    expect((await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: first } })).status).toBe(400);
    // ...and the new one still goes through: its tries started again.
    expect((await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: second } })).status).toBe(200);
  });

  it('refuses SingupUser before the code was confirmed', async () => {
    await api.call('POST', '/api/SingupRegister', { body: request(api) });
    const code = await api.lastCode(CARLA.email);
    const create = await api.call('POST', '/api/SingupUser', { body: { email: CARLA.email, senha: PASSWORD, codigo: code } });
    expect(create.status).toBe(400);
  });

  it.each(['curta@1', 'semnumero@', 'semespecial1', '12345678@', 'com espaço@1', 'acentuação@1'])(
    'refuses the weak password %j with the rule message and keeps the code usable',
    async (weak) => {
      await api.call('POST', '/api/SingupRegister', { body: request(api) });
      const code = await api.lastCode(CARLA.email);
      await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: code } });
      const answer = await api.call('POST', '/api/SingupUser', { body: { email: CARLA.email, senha: weak, codigo: code } });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(
        'Senha deve ter no mínimo 8 caracteres, com pelo menos 1 letra, 1 número e 1 caracter especial como !?@#$%&*',
      );
      expect((await api.call('POST', '/api/SingupUser', { body: { email: CARLA.email, senha: PASSWORD, codigo: code } })).status).toBe(201);
    },
  );

  it('spends the code: it cannot set a password twice', async () => {
    await api.call('POST', '/api/SingupRegister', { body: request(api) });
    const code = await api.lastCode(CARLA.email);
    await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: code } });
    expect((await api.call('POST', '/api/SingupUser', { body: { email: CARLA.email, senha: PASSWORD, codigo: code } })).status).toBe(201);
    expect((await api.call('POST', '/api/SingupUser', { body: { email: CARLA.email, senha: 'Outra@2027', codigo: code } })).status).toBe(
      400,
    );
  });

  it('locks first-access requests from an address after 10 refusals', async () => {
    for (let i = 0; i < 10; i += 1)
      await api.call('POST', '/api/SingupRegister', { body: { ...request(api), dtEvento_day: request(api).dtEvento_day === 1 ? 2 : 1 } });
    const locked = await api.call('POST', '/api/SingupRegister', { body: request(api) });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('code expiry', () => {
  const api = useApi({ codeTtlSeconds: 60 });

  it('refuses a code after its lifetime, even the right one, on confirm and on SingupUser', async () => {
    await api.call('POST', '/api/SingupRegister', { body: request(api) });
    const code = await api.lastCode(CARLA.email);
    expect((await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: code } })).status).toBe(200);
    await api.advanceClock(60);
    const confirm = await api.call('POST', '/api/SingupEmailConfirm', { body: { email: CARLA.email, Codigo: code } });
    expect(confirm.status).toBe(400);
    expect(confirm.json.message).toMatch(/expirado/);
    expect((await api.call('POST', '/api/SingupUser', { body: { email: CARLA.email, senha: PASSWORD, codigo: code } })).status).toBe(400);
  });
});
