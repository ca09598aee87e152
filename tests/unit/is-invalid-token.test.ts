import { describe, expect, it } from 'vitest';
import { isInvalidToken } from '../../src/api/is-invalid-token';

describe('isInvalidToken', () => {
  it("recognises a 401 whose body is the text 'Token Inválido!'", () => {
    expect(isInvalidToken({ status: 401, data: 'Token Inválido!' })).toBe(true);
  });

  it('recognises it as a JSON string or in a JSON message field, named in any case', () => {
    expect(isInvalidToken({ status: 401, data: '"Token Inválido!"' })).toBe(true);
    for (const field of ['message', 'Message', 'MESSAGE', 'mensagem', 'Mensagem', 'error', 'Error', 'erro']) {
      expect(isInvalidToken({ status: 401, data: { [field]: 'Token Inválido!' } }), field).toBe(true);
    }
  });

  it('reads it in any case, with or without the accent, the "!" and spaces around it', () => {
    for (const text of ['Token Invalido!', 'TOKEN INVÁLIDO!', 'token inválido', ' Token  Inválido! ', 'token invalido.']) {
      expect(isInvalidToken({ status: 401, data: text }), text).toBe(true);
      expect(isInvalidToken({ status: 401, data: { Message: text } }), `{ Message: ${text} }`).toBe(true);
    }
  });

  it('does not treat other 401s or other statuses as an expired token', () => {
    expect(isInvalidToken({ status: 401, data: { message: 'Usuário ou senha incorretos' } })).toBe(false);
    expect(isInvalidToken({ status: 401, data: { Message: 'Authorization has been denied for this request.' } })).toBe(false);
    expect(isInvalidToken({ status: 401, data: { detalhe: 'Token Inválido!' } })).toBe(false);
    expect(isInvalidToken({ status: 401, data: 'Token Inválido! Faça login' })).toBe(false);
    expect(isInvalidToken({ status: 403, data: 'Token Inválido!' })).toBe(false);
    expect(isInvalidToken({ status: 200, data: { message: 'Token Inválido!' } })).toBe(false);
    expect(isInvalidToken({ status: 401, data: '' })).toBe(false);
    expect(isInvalidToken({ status: 401, data: null })).toBe(false);
    expect(isInvalidToken({ status: 401, data: ['Token Inválido!'] })).toBe(false);
  });
});
