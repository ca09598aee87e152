import { describe, expect, it } from 'vitest';
import { useApi } from '../../test-kit/api-harness';

describe('CORS for the listed origins', () => {
  const api = useApi({ allowedOrigins: ['http://localhost:5173'] });

  it('answers a preflight from an allowed origin with 204 and the allowed methods, headers and max age', async () => {
    const answer = await api.call('OPTIONS', '/api/home', {
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(answer.headers.get('access-control-allow-methods')).toMatch(/GET, POST.*OPTIONS/);
    expect(answer.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, Accept');
    // Kept as long as Chromium keeps any (2 hours): each endpoint's later calls skip their preflight.
    expect(answer.headers.get('access-control-max-age')).toBe('7200');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Origin');
  });

  it('names the exact allowed origin on answers, errors included, and exposes Retry-After', async () => {
    for (const answer of [
      await api.call('POST', '/api/login', {
        headers: { Origin: 'http://localhost:5173' },
        body: { username: 'x@exemplo.com.br', password: 'y' },
      }),
      await api.call('GET', '/api/home', { headers: { Origin: 'http://localhost:5173' } }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(answer.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(answer.headers.get('vary')).toBe('Origin');
    }
  });

  it('sends no CORS headers to an unknown origin, on preflights or answers', async () => {
    const preflight = await api.call('OPTIONS', '/api/home', {
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    const answer = await api.call('GET', '/dev/outbox', { headers: { Origin: 'http://127.0.0.1:5173' } });
    for (const { headers } of [preflight, answer]) {
      expect([...headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('CORS with "*" in the list', () => {
  const api = useApi({ allowedOrigins: ['*'] });

  it('echoes any origin (never a literal "*")', async () => {
    const answer = await api.call('GET', '/dev/outbox', { headers: { Origin: 'http://localhost:41234' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:41234');
  });
});

describe('CORS defaults', () => {
  const api = useApi();

  it('allows the Vite dev server on 127.0.0.1:5173 and localhost:5173', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:5173']) {
      const answer = await api.call('OPTIONS', '/api/login', { headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });
});
