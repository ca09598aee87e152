import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useApi } from '../../test-kit/api-harness';

/*
 * JSON only. A text/plain or form body is a "simple" request: any web page can post it to
 * the API cross-origin without a CORS preflight (the browser then hides the answer, but the server
 * has acted on it). POSTs with a body must say application/json.
 */

const api = useApi();
const ana = DEMO_LOGINS.ana;
const credentials = JSON.stringify({ username: ana.email, password: ana.password });
const checksRun = async () => (await api.metrics()).passwordWork.started;

describe('POST bodies are JSON only', () => {
  it('answers 415 to a login posted as text/plain, as any page can, without checking the password', async () => {
    const before = await checksRun();
    const answer = await api.call('POST', '/api/login', { body: credentials, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
    expect(answer.status).toBe(415);
    expect(answer.json).toEqual({ message: expect.any(String) });
    expect((await checksRun()) - before, 'password checks').toBe(0);
  });

  it.each([
    [
      'a form',
      'application/x-www-form-urlencoded',
      `username=${encodeURIComponent(ana.email)}&password=${encodeURIComponent(ana.password)}`,
    ],
    ['a multipart form', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nana\r\n--x--'],
    ['an empty Content-Type', '', credentials],
    ['JSON under another name', 'application/jsonp', credentials],
  ])('answers 415 to %s', async (_, type, body) => {
    const answer = await api.callFrom('127.0.0.1', 'POST', '/api/login', { body, headers: { 'Content-Type': type } });
    expect(answer.status).toBe(415);
  });

  it('answers 415 on every route that reads a body, signed in or not', async () => {
    const { access_token } = await api.login();
    const text = { 'Content-Type': 'text/plain' };
    expect((await api.call('POST', '/api/RecoveryPass', { body: JSON.stringify({ email: ana.email }), headers: text })).status).toBe(415);
    expect((await api.call('POST', '/api/ChangePass', { token: access_token, body: '{}', headers: text })).status).toBe(415);
    expect((await api.call('GET', '/dev/outbox')).json, 'no recovery code was sent').toEqual([]);
  });

  it('accepts application/json with or without a charset, in any case', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      expect((await api.call('POST', '/api/login', { body: credentials, headers: { 'Content-Type': type } })).status, type).toBe(200);
    }
  });

  it('accepts a POST without a body and without Content-Type: choosing an event, refreshing the session', async () => {
    const { access_token, refresh_token } = await api.login();
    const chosen = await api.callFrom('127.0.0.1', 'POST', '/api/home/42903', { token: access_token });
    expect(chosen.status).toBe(200);
    const refreshed = await api.callFrom('127.0.0.1', 'POST', '/api/RefreshToken', { token: refresh_token });
    expect(refreshed.status).toBe(200);
  });
});
