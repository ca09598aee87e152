import { describe, expect, it } from 'vitest';
import { useApi } from '../../test-kit/api-harness';

const api = useApi();

describe('HTTP basics', () => {
  it('answers 404 with a JSON message for an unknown path', async () => {
    const answer = await api.call('GET', '/api/nada');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: expect.any(String) });
  });

  it('answers 405 with Allow for a known path with the wrong method', async () => {
    const answer = await api.call('GET', '/api/login');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('answers 400 with a message for malformed JSON', async () => {
    const answer = await api.call('POST', '/api/login', { body: '{"username": "ana' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: expect.any(String) });
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    expect((await api.call('POST', '/api/login', { body: '[1,2]' })).status).toBe(400);
  });

  it('answers 413 for a body over 32 KB', async () => {
    const answer = await api.call('POST', '/api/login', { body: { username: 'a@b.com', password: 'x'.repeat(33 * 1024) } });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ message: expect.any(String) });
  });

  it('marks API answers as not cacheable', async () => {
    expect((await api.call('GET', '/api/home')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('the outbox (GET /dev/outbox)', () => {
  it('lists sent e-mails oldest first and filters by recipient, case-insensitively', async () => {
    await api.call('POST', '/api/RecoveryPass', { body: { email: 'ana.souza@exemplo.com.br' } });
    await api.call('POST', '/api/RecoveryPass', { body: { email: 'bruno.lima@exemplo.com.br' } });
    const all = (await api.call('GET', '/dev/outbox')).json;
    expect(all.map((mail: { to: string }) => mail.to)).toEqual(['ana.souza@exemplo.com.br', 'bruno.lima@exemplo.com.br']);
    const bruno = (await api.call('GET', '/dev/outbox?to=BRUNO.LIMA@exemplo.com.br')).json;
    expect(bruno).toHaveLength(1);
    expect(bruno[0]).toMatchObject({ to: 'bruno.lima@exemplo.com.br', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('prints each e-mail on the log with its code', async () => {
    const lines: string[] = [];
    const { startApiServer } = await import('../../reference-api/index.mjs');
    const server = await startApiServer({ port: 0, log: (line) => lines.push(line) });
    try {
      await fetch(`${server.url}/api/RecoveryPass`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ana.souza@exemplo.com.br' }),
      });
      expect(lines).toEqual([expect.stringMatching(/^\[outbox\] to ana\.souza@exemplo\.com\.br código \d{6}$/)]);
    } finally {
      await server.close();
    }
  });
});
