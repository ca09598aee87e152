import { beforeEach, describe, expect, it } from 'vitest';
import { useApi } from '../../test-kit/api-harness';

const api = useApi();
let token = '';
beforeEach(async () => {
  token = (await api.login()).access_token;
});

const arm = (fault: Record<string, unknown>) => api.call('POST', '/dev/faults', { body: fault });

describe('fault injection (POST /dev/faults)', () => {
  it('"shape" answers a list endpoint with an object and an object endpoint with a list', async () => {
    await arm({ path: '/api/servicos', kind: 'shape' });
    await arm({ path: '/api/financeiro', kind: 'shape' });
    expect((await api.call('GET', '/api/servicos', { token })).json).toEqual({ unexpected: true });
    expect((await api.call('GET', '/api/financeiro', { token })).json).toEqual([]);
  });

  it('"types" keeps the keys but gives every value the wrong type', async () => {
    await arm({ path: '/api/home', kind: 'types' });
    const { status, json } = await api.call('GET', '/api/home', { token });
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(Object.keys((await api.call('GET', '/api/home', { token })).json));
    expect(json.idEvento).toEqual({ valor: 41587 });
    expect(json.descricao).toEqual([expect.any(Number)]);
    expect(json.producao[0].nome).toEqual([expect.any(Number)]);
  });

  it('"html" answers 200 with a proxy error page', async () => {
    await arm({ path: '/api/agenda', kind: 'html' });
    const answer = await api.call('GET', '/api/agenda', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.text).toBe('<!doctype html><h1>Bad gateway</h1>');
  });

  it('"empty" answers 200 with an empty body', async () => {
    await arm({ path: '/api/contatos', kind: 'empty' });
    const answer = await api.call('GET', '/api/contatos', { token });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
  });

  it('"500" answers a server error', async () => {
    await arm({ path: '/api/login', kind: '500' });
    const answer = await api.call('POST', '/api/login', { body: { username: 'a@b.com', password: 'x' } });
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ message: 'Internal Server Error' });
  });

  it('"timeout" holds the request without answering, while other requests still work', async () => {
    await arm({ path: '/api/servicos', kind: 'timeout' });
    const held = fetch(`${api.url}/api/servicos`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(400) });
    expect((await api.call('GET', '/api/agenda', { token })).status).toBe(200);
    await expect(held).rejects.toThrow(/timeout|aborted/i);
  });

  it('"drop" closes the connection without an answer', async () => {
    await arm({ path: '/api/eventos', kind: 'drop' });
    await expect(fetch(`${api.url}/api/eventos`, { headers: { Authorization: `Bearer ${token}` } })).rejects.toThrow();
  });

  it('applies before authentication', async () => {
    await arm({ path: '/api/home', kind: '500' });
    expect((await api.call('GET', '/api/home')).status).toBe(500);
  });

  it('lasts for `times` matching requests, then the endpoint answers normally', async () => {
    await arm({ path: '/api/agenda', kind: '500', times: 2 });
    expect((await api.call('GET', '/api/agenda', { token })).status).toBe(500);
    expect((await api.call('GET', '/api/agenda', { token })).status).toBe(500);
    expect((await api.call('GET', '/api/agenda', { token })).status).toBe(200);
  });

  it('matches the method when one is given', async () => {
    await arm({ path: '/api/home/42903', method: 'post', kind: '500' });
    expect((await api.call('GET', '/api/home', { token })).status).toBe(200);
    expect((await api.call('POST', '/api/home/42903', { token })).status).toBe(500);
  });

  it('"hold" keeps the request unanswered until the faults are cleared, then answers it as usual', async () => {
    await arm({ path: '/api/agenda', kind: 'hold' });
    let settled = false;
    const held = api.call('GET', '/api/agenda', { token }).finally(() => (settled = true));
    // The server took the request (the fault's one time is used) and holds it; others are answered.
    await expect.poll(async () => (await api.call('GET', '/dev/faults')).json, { message: 'the fault used' }).toEqual([]);
    expect((await api.call('GET', '/api/servicos', { token })).status).toBe(200);
    expect(settled, 'still held').toBe(false);
    await api.call('DELETE', '/dev/faults');
    const answer = await held;
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.json)).toBe(true);
  });

  it('lists armed faults and clears them with DELETE /dev/faults', async () => {
    const armed = await arm({ path: '/api/agenda', kind: 'html', times: 3 });
    expect(armed.json).toEqual([{ path: '/api/agenda', method: null, kind: 'html', times: 3 }]);
    expect((await api.call('DELETE', '/dev/faults')).json).toEqual([]);
    expect((await api.call('GET', '/api/agenda', { token })).status).toBe(200);
  });

  it('refuses an unknown kind or a missing path with 400', async () => {
    expect((await arm({ path: '/api/agenda', kind: 'explode' })).status).toBe(400);
    expect((await arm({ kind: '500' })).status).toBe(400);
    expect((await arm({ path: '/api/agenda', kind: '500', times: 0 })).status).toBe(400);
  });
});

describe('POST /dev/reset', () => {
  it('restores the seed: passwords, current events, sessions, codes, throttles, faults and outbox', async () => {
    await api.call('POST', '/api/ChangePass', { token, body: { SenhaAntiga: 'Portal@2026', SenhaNova: 'Trocada#99' } });
    await api.call('POST', '/api/home/42903', { token });
    await api.call('POST', '/api/RecoveryPass', { body: { email: 'ana.souza@exemplo.com.br' } });
    for (let i = 0; i < 5; i += 1)
      await api.call('POST', '/api/login', { body: { username: 'bruno.lima@exemplo.com.br', password: 'Errada@1' } });
    await arm({ path: '/api/home', kind: '500', times: 5 });

    const reset = await api.call('POST', '/dev/reset');
    expect(reset.status).toBe(200);

    expect((await api.call('GET', '/api/home', { token })).text).toBe('Token Inválido!');
    expect((await api.call('GET', '/dev/outbox')).json).toEqual([]);
    expect((await api.call('GET', '/dev/faults')).json).toEqual([]);
    await expect(api.login({ email: 'bruno.lima@exemplo.com.br', password: 'Portal@2026' })).resolves.toBeTruthy();
    const fresh = await api.login();
    expect((await api.call('GET', '/api/home', { token: fresh.access_token })).json.idEvento).toBe(41587);
  });
});
