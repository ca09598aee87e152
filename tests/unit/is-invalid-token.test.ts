import { describe, expect, it } from 'vitest';
import { isInvalidToken } from '../../src/api/refresh-on-invalid-token';

describe('isInvalidToken', () => {
  it("recognises a 401 whose body is the text 'Token Inválido!'", () => {
    expect(isInvalidToken({ status: 401, data: 'Token Inválido!' })).toBe(true);
  });
  it('recognises it as a JSON string or a JSON message too', () => {
    expect(isInvalidToken({ status: 401, data: '"Token Inválido!"' })).toBe(true);
    expect(isInvalidToken({ status: 401, data: { message: 'Token Inválido!' } })).toBe(true);
  });
  it('does not treat other 401s or other statuses as an expired token', () => {
    expect(isInvalidToken({ status: 401, data: { message: 'Usuário ou senha incorretos' } })).toBe(false);
    expect(isInvalidToken({ status: 403, data: 'Token Inválido!' })).toBe(false);
    expect(isInvalidToken({ status: 401, data: '' })).toBe(false);
  });
});
