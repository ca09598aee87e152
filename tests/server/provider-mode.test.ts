import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { lastSaturday } from '../../reference-api/provider-answers.mjs';
import { useApi } from '../../test-kit/api-harness';

/*
 * The provider habits mode of the reference API: the same data in the shapes the provider's
 * SQL-backed .NET API sends (docs/resilience.md), and its token, refresh and ChangePass habits.
 */

const WEDDING = 41587;
const SILVER = 42903;

interface Charge {
  numCobranca: string;
  statusCobranca: string;
  dataVencimento: string;
  formaPagamento: string;
  linhaDigitavel?: string;
}

describe('provider habits mode', () => {
  const api = useApi();

  async function signedInProvider() {
    const login = await api.login();
    expect((await api.call('POST', '/dev/provider', { body: { on: true } })).json).toEqual({ provider: true });
    const read = async (path: string) => api.call('GET', path, { token: login.access_token });
    return { login, read };
  }

  it("sends the charges in the provider's words and dates, a Saturday boleto, a broken line, and one charge twice", async () => {
    const { login } = await signedInProvider();
    const clean = (await (async () => {
      await api.call('POST', '/dev/provider', { body: { on: false } });
      const answer = await api.call('GET', '/api/financeiro', { token: login.access_token });
      await api.call('POST', '/dev/provider', { body: { on: true } });
      return answer.json;
    })()) as { cobrancas: Charge[] };
    const { json: finance } = await api.call('GET', '/api/financeiro', { token: login.access_token });
    const charges = finance.cobrancas as Charge[];

    const statuses = new Set(charges.map((charge) => charge.statusCobranca).filter((status) => typeof status === 'string'));
    for (const word of ['Recebido', 'BAIXADO', 'Em aberto', 'Em análise', 'Cancelado']) expect(statuses, word).toContain(word);
    expect(statuses).not.toContain('Pago');
    expect(statuses).not.toContain('Vencido');
    for (const charge of charges) expect(charge.dataVencimento, charge.numCobranca).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    // The same calendar day as the clean answer's São Paulo midnight.
    const cleanDue = new Map(clean.cobrancas.map((charge) => [charge.numCobranca, charge.dataVencimento.slice(0, 10)]));
    for (const charge of charges.filter((each) => cleanDue.has(each.numCobranca))) {
      expect(charge.dataVencimento.slice(0, 10)).toBe(cleanDue.get(charge.numCobranca));
    }

    // The join repeats the first charge; the Saturday boleto, the three the word is silent on and the three placeholders are new.
    expect(charges[0]).toEqual(charges[1]);
    expect(charges).toHaveLength(clean.cobrancas.length + 8);
    const { saoPaulo } = (await api.call('GET', '/dev/clock')).json as { saoPaulo: string };
    const [saturday, object, unsaid, bloqueto, defaultDate, protest, blankDue] = charges.filter(
      (charge) => !cleanDue.has(charge.numCobranca),
    ) as unknown as Record<string, unknown>[];
    expect(defaultDate).toMatchObject({ dataPagamento: '0001-01-01T00:00:00.000Z', urlComprovante: '/provedor/comprovantes/' });
    expect(defaultDate).not.toHaveProperty('statusCobranca');
    expect(protest).toMatchObject({ statusCobranca: 'Baixa por protesto' });
    expect(blankDue).toMatchObject({ statusCobranca: 'Em aberto', dataVencimento: '1900-01-01T00:00:00.000Z' });
    expect(object!.statusCobranca).toEqual({ id: 4, descricao: 'Liquidado' });
    expect(unsaid).not.toHaveProperty('statusCobranca');
    // A day, as the provider mode sends its payment days (at UTC midnight, as its JSON library writes a date).
    expect(unsaid!.dataPagamento).toMatch(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/);
    expect(bloqueto).toMatchObject({
      formaPagamento: 'Bloqueto Bancário',
      statusCobranca: 'Em aberto',
      dataVencimento: saturday!.dataVencimento,
    });
    expect(saturday).toMatchObject({ formaPagamento: 'Boleto', statusCobranca: 'Em aberto' });
    expect(new Date(saturday!.dataVencimento as string).getUTCDay(), 'a Saturday').toBe(6);
    expect((saturday!.dataVencimento as string).slice(0, 10)).toBe(lastSaturday(saoPaulo.slice(0, 10)));

    const line = (charge: Charge | undefined) => charge?.linhaDigitavel;
    const byNumber = (list: Charge[], number: string) => list.find((charge) => charge.numCobranca === number);
    expect(line(byNumber(charges, '81238')), 'the valid line stays').toBe(line(byNumber(clean.cobrancas, '81238')));
    expect(line(byNumber(charges, '81237'))).toHaveLength(47);
    expect(line(byNumber(charges, '81237')), 'the broken line differs in its general check digit only').not.toBe(
      line(byNumber(clean.cobrancas, '81237')),
    );
  });

  it('sends null charges for the silver anniversary, a null schedule for the wedding and a 204 for the anniversary', async () => {
    const { read } = await signedInProvider();
    const wedding = await read('/api/agenda');
    expect(wedding.status).toBe(200);
    expect(wedding.text).toBe('null');
    expect((await read('/api/financeiro')).json.cobrancas).not.toBeNull();

    const { login } = { login: await api.login() };
    await api.call('POST', `/api/home/${SILVER}`, { token: login.access_token });
    const finance = await api.call('GET', '/api/financeiro', { token: login.access_token });
    expect(finance.json.cobrancas).toBeNull();
    expect(finance.json.totalEvento).not.toBeUndefined();
    const schedule = await api.call('GET', '/api/agenda', { token: login.access_token });
    expect(schedule.status).toBe(204);
    expect(schedule.text).toBe('');
  });

  it('escapes names and venues as HTML entities, dates events at UTC midnight or as dd/MM/yyyy HH:mm, and repeats rows', async () => {
    const { read } = await signedInProvider();
    const home = (await read('/api/home')).json;
    expect(home.idEvento).toBe(WEDDING);
    expect(home.descricao).toBe('Casamento Ana &amp; Rafael');
    expect(home.titulo).toBe('Recep&ccedil;&atilde;o no Espa&ccedil;o Villa Jardim');
    expect(home.casa).toBe('Espa&#231;o Villa Jardim');
    expect(home.dataEvento).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);

    const events = (await read('/api/eventos')).json as { idEvento: number; dtInicio: string }[];
    const ids = events.map((event) => event.idEvento);
    expect(new Set(ids).size * 2, 'each event twice, as a join sends it').toBe(ids.length);
    expect(events.some((event) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(event.dtInicio))).toBe(true);

    const contacts = (await read('/api/contatos')).json as { tipo: string }[];
    expect(contacts.map((contact) => contact.tipo)).toEqual(expect.arrayContaining(['Produção', 'PRODUCAO ', 'Comercial']));
    expect(contacts[0]).toEqual(contacts[1]);

    for (const path of ['/api/servicos', '/api/contratos', '/api/anexos']) {
      const list = (await read(path)).json as unknown[];
      expect(list[0], path).toEqual(list[1]);
    }
    const services = (await read('/api/servicos')).json as { servico: string }[];
    expect(services.map((service) => service.servico)).toContain('Decora&#231;&#227;o floral - cerim&#244;nia e recep&#231;&#227;o');
  });

  it('answers an expired token with ASP.NET\'s {"Message": "Token Inválido!"} and refreshes without rotating', async () => {
    const { login, read } = await signedInProvider();
    const refused = await api.call('GET', '/api/agenda', { token: `${login.access_token}x` });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ Message: 'Token Inválido!' });

    const refresh = () => api.call('POST', '/api/RefreshToken', { headers: { Authorization: `Bearer ${login.refresh_token}` } });
    const first = await refresh();
    expect(first.status).toBe(200);
    expect(first.json.access_token).toEqual(expect.any(String));
    expect(first.json).not.toHaveProperty('refresh_token');
    // The same refresh token again: not a replay, since it was never rotated.
    const second = await refresh();
    expect(second.status).toBe(200);
    expect((await api.call('GET', '/api/home', { token: second.json.access_token })).status).toBe(200);
    expect((await read('/api/home')).status, 'the first access token still works').toBe(200);

    const bad = await api.call('POST', '/api/RefreshToken', { headers: { Authorization: 'Bearer nope' } });
    expect([bad.status, bad.json]).toEqual([401, { Message: 'Token Inválido!' }]);
  });

  it("answers ChangePass with ASP.NET Identity's IdentityResult: a 200 that says it failed for a wrong current password or a weak new one", async () => {
    const { login } = await signedInProvider();
    const change = (body: object) => api.call('POST', '/api/ChangePass', { token: login.access_token, body });
    const wrong = await change({ SenhaAntiga: 'Errada@2026', SenhaNova: 'Nova@2027x' });
    expect([wrong.status, wrong.json]).toEqual([
      200,
      { succeeded: false, errors: [{ code: 'PasswordMismatch', description: 'Incorrect password.' }] },
    ]);
    const weak = await change({ SenhaAntiga: DEMO_LOGINS.ana.password, SenhaNova: 'fraca' });
    expect([weak.status, weak.json.succeeded, weak.json.errors[0].code]).toEqual([200, false, 'PasswordRequiresNonAlphanumeric']);
    const right = await change({ SenhaAntiga: DEMO_LOGINS.ana.password, SenhaNova: 'Nova@2027x' });
    expect([right.status, right.json]).toEqual([200, { succeeded: true, errors: [] }]);
  });

  it('refuses the first-access steps with a 200 {"sucesso": false}, and the login still with its 401', async () => {
    await signedInProvider();
    const register = await api.call('POST', '/api/SingupRegister', {
      body: { email: 'ninguem@exemplo.com.br', idEvento: 1, dtEvento_day: 1, dtEvento_month: 1, dtEvento_year: 2027 },
    });
    expect([register.status, register.json.sucesso]).toEqual([200, false]);
    const user = await api.call('POST', '/api/SingupUser', {
      body: { email: 'ninguem@exemplo.com.br', senha: 'Nova@2027x', codigo: '000000' },
    });
    expect([user.status, user.json.succeeded, user.json.errors[0].code]).toEqual([200, false, 'InvalidToken']);
    const wrong = await api.call('POST', '/api/login', { body: { username: DEMO_LOGINS.ana.email, password: 'Errada@2026' } });
    expect(wrong.status).toBe(401);
  });

  it('sends the refusal and the refused token in the shapes POST /dev/provider sets, and a 401 fault in the same shape', async () => {
    const { login } = await signedInProvider();
    const jwtBearer = {
      'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The token expired at \'10/09/2027 12:00:00\'"',
    };
    await api.call('POST', '/dev/provider', { body: { on: true, refusal: { status: 'error' }, unauthorized: { headers: jwtBearer } } });
    const refused = await api.call('GET', '/api/agenda', { token: `${login.access_token}x` });
    expect([refused.status, refused.text, refused.headers.get('www-authenticate')]).toEqual([401, '', jwtBearer['WWW-Authenticate']]);
    const wrong = await api.call('POST', '/api/ChangePass', {
      token: login.access_token,
      body: { SenhaAntiga: 'Errada@2026', SenhaNova: 'Nova@2027x' },
    });
    expect([wrong.status, wrong.json]).toEqual([200, { status: 'error' }]);
    const login401 = await api.call('POST', '/api/login', { body: { username: DEMO_LOGINS.ana.email, password: 'Errada@2026' } });
    expect([login401.status, login401.json]).toEqual([200, { status: 'error' }]);

    await api.call('POST', '/dev/provider', {
      body: { on: true, unauthorized: { body: 'Authorization has been denied for this request.' } },
    });
    await api.call('POST', '/dev/faults', { body: { path: '/api/servicos', kind: '401' } });
    const faulted = await api.call('GET', '/api/servicos', { token: login.access_token });
    expect([faulted.status, faulted.text]).toEqual([401, 'Authorization has been denied for this request.']);
    expect((await api.call('GET', '/api/servicos', { token: login.access_token })).status, 'the fault used up').toBe(200);
  });

  it("sends its reads cacheable when POST /dev/provider names a Cache-Control, as ASP.NET Core's [ResponseCache] does, and only its reads", async () => {
    const { login, read } = await signedInProvider();
    expect((await read('/api/home')).headers.get('cache-control'), 'by default').toBe('no-store');
    expect((await api.call('POST', '/dev/provider', { body: { on: true, cache: 600 } })).status, 'a value that is not text').toBe(400);
    await api.call('POST', '/dev/provider', { body: { on: true, cache: 'public,max-age=600' } });
    const { saoPaulo } = (await api.call('GET', '/dev/clock')).json as { saoPaulo: string };
    for (const path of [
      '/api/home',
      '/api/eventos',
      '/api/contatos',
      '/api/servicos',
      '/api/contratos',
      '/api/financeiro',
      '/api/agenda',
    ]) {
      const answer = await read(path);
      expect(answer.status, path).toBeLessThan(300);
      expect(answer.headers.get('cache-control'), path).toBe('public,max-age=600');
      expect(answer.headers.get('etag'), path).toMatch(/^"[\w-]{22}"$/);
      expect(Date.parse(answer.headers.get('last-modified')!), path).toBeGreaterThan(
        Date.parse(`${saoPaulo.slice(0, 10)}T00:00:00-03:00`) - 86_400_000,
      );
    }
    // Another customer's answer to the same URL is another body, so another tag.
    const bruno = await api.login(DEMO_LOGINS.bruno);
    const brunos = await api.call('GET', '/api/home', { token: bruno.access_token });
    expect(brunos.headers.get('etag')).not.toBe((await read('/api/home')).headers.get('etag'));
    // A command, a refused token and an answer out of the mode stay uncached.
    const { idEvento } = (await read('/api/home')).json as { idEvento: number };
    expect((await api.call('POST', `/api/home/${idEvento}`, { token: login.access_token })).headers.get('cache-control')).toBe('no-store');
    expect((await api.call('GET', '/api/eventos', { token: 'x' })).headers.get('cache-control')).toBe('no-store');
    await api.call('POST', '/dev/provider', { body: { on: false, cache: 'public,max-age=600' } });
    expect((await read('/api/home')).headers.get('cache-control'), 'the mode off').toBe('no-store');
  });

  it('goes back to the clean answers when switched off, and refuses a switch that is not a boolean', async () => {
    const { login } = await signedInProvider();
    expect((await api.call('POST', '/dev/provider', { body: { on: 'yes' } })).status).toBe(400);
    await api.call('POST', '/dev/provider', { body: { on: false } });
    expect((await api.call('GET', '/api/home', { token: login.access_token })).json.descricao).toBe('Casamento Ana & Rafael');
    expect((await api.call('GET', '/api/agenda', { token: `${login.access_token}x` })).text).toBe('Token Inválido!');
  });
});

describe('provider habits mode from the start', () => {
  const api = useApi({ provider: true });

  it('starts in the mode and goes back to it on reset', async () => {
    await api.call('POST', '/dev/provider', { body: { on: false } });
    await api.call('POST', '/dev/reset');
    const { access_token: token } = await api.login();
    expect((await api.call('GET', '/api/agenda', { token })).text).toBe('null');
  });
});
