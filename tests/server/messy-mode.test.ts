import { describe, expect, it } from 'vitest';
import { useApi } from '../../test-kit/api-harness';

/*
 * The messy fixture mode and the given-answer hook of the reference API: the same data written as
 * a careless SQL-backed backend writes it (nulls, numeric strings, offsets, one broken row in every
 * list), and a route that sends exactly the answer a test hands it.
 */

const LISTS = ['/api/eventos', '/api/contatos', '/api/servicos', '/api/contratos', '/api/anexos', '/api/agenda'] as const;

describe('messy fixture mode', () => {
  const api = useApi();

  async function answers(token: string) {
    const read = async (path: string) => (await api.call('GET', path, { token })).json;
    return {
      home: await read('/api/home'),
      finance: await read('/api/financeiro'),
      lists: Object.fromEntries(await Promise.all(LISTS.map(async (path) => [path, await read(path)] as const))),
    };
  }

  it('sends the same data messily, with one broken row more in every list, until switched off or reset', async () => {
    const { access_token: token } = await api.login();
    const clean = await answers(token);
    expect((await api.call('POST', '/dev/messy', { body: { on: true } })).json).toEqual({ messy: true });
    const messy = await answers(token);

    for (const path of LISTS) expect(messy.lists[path], path).toHaveLength(clean.lists[path].length + 1);
    expect(messy.finance.cobrancas).toHaveLength(clean.finance.cobrancas.length + 1);
    expect(messy.finance.cobrancas).toContainEqual(expect.objectContaining({ numCobranca: null }));
    expect(messy.lists['/api/agenda']).toContainEqual(expect.objectContaining({ acao: null }));
    expect(messy.home.comercial).toContainEqual({ nome: null });
    // Shown-only fields: null, numbers as text, dates with an offset or without their time.
    expect(messy.home.titulo).toBeNull();
    expect(messy.home.pax).toBe(String(clean.home.pax));
    expect(messy.home.dtInicio).toBe(`${clean.home.dtInicio}.000-03:00`);
    expect(messy.home.dataEvento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof messy.finance.totalEvento).toBe('string');
    expect(messy.finance.totalEvento).toMatch(/^[\d.]+,\d{2}$/);
    expect(messy.lists['/api/agenda'].map((item: { concluida: unknown }) => item.concluida)).toEqual(expect.arrayContaining(['S']));

    await api.call('POST', '/dev/messy', { body: { on: false } });
    const again = await answers(token);
    // (Download links are signed with the time, so only the answers without links compare whole.)
    expect([again.home, again.lists['/api/agenda'], again.lists['/api/eventos']]).toEqual([
      clean.home,
      clean.lists['/api/agenda'],
      clean.lists['/api/eventos'],
    ]);
    await api.call('POST', '/dev/messy', { body: { on: true } });
    await api.call('POST', '/dev/reset');
    const fresh = (await api.login()).access_token;
    expect((await api.call('GET', '/api/agenda', { token: fresh })).json).toHaveLength(clean.lists['/api/agenda'].length);
  });

  it('refuses a switch that is not a boolean', async () => {
    expect((await api.call('POST', '/dev/messy', { body: { on: 'yes' } })).status).toBe(400);
  });

  it('sends a given answer as is for a data route until cleared, and refuses other paths', async () => {
    const { access_token: token } = await api.login();
    const given = [{ acao: null }, 'not an item', { acao: 'Prova do bolo', concluida: 'S' }];
    expect((await api.call('POST', '/dev/answer', { body: { path: '/api/agenda', answer: given } })).status).toBe(200);
    expect((await api.call('GET', '/api/agenda', { token })).json).toEqual(given);
    // Still only for a signed-in caller, like the real route.
    expect((await api.call('GET', '/api/agenda')).status).toBe(401);
    expect((await api.call('POST', '/dev/answer', { body: { path: '/api/login', answer: {} } })).status).toBe(400);
    await api.call('DELETE', '/dev/answer');
    expect((await api.call('GET', '/api/agenda', { token })).json).not.toEqual(given);
  });
});

describe('messy fixture mode from the start', () => {
  const api = useApi({ messy: true });

  it('starts messy and goes back to messy on reset', async () => {
    await api.call('POST', '/dev/messy', { body: { on: false } });
    await api.call('POST', '/dev/reset');
    const { access_token: token } = await api.login();
    expect((await api.call('GET', '/api/home', { token })).json.titulo).toBeNull();
  });
});
