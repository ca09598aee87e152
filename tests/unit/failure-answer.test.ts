import { describe, expect, it } from 'vitest';
import { isFailureAnswer } from '../../src/api/failure-answer';

describe('isFailureAnswer', () => {
  it('is a failure when success, Success or sucesso is false, in any form a flag takes', () => {
    for (const body of [
      { success: false, message: 'Senha atual incorreta' },
      { Success: false, Message: 'Senha atual incorreta' },
      { sucesso: false, mensagem: 'Senha atual incorreta' },
      { SUCCESS: 'false' },
      { sucesso: 'N', dados: null },
      { success: 0, data: [] },
    ]) {
      expect(isFailureAnswer(body), JSON.stringify(body)).toBe(true);
    }
  });

  it('is a failure when the body holds an error and nothing else but a message', () => {
    for (const body of [
      { error: 'Senha atual incorreta' },
      { Error: 'x', Message: 'y' },
      { erro: 'Falha ao consultar' },
      { errors: ['SenhaAntiga inválida'] },
      { erros: { SenhaAntiga: 'inválida' }, mensagem: 'Confira os campos' },
      { error: true },
    ]) {
      expect(isFailureAnswer(body), JSON.stringify(body)).toBe(true);
    }
  });

  it('is no failure for a success, a plain message, data that has an error field among others, or an empty error', () => {
    for (const body of [
      { success: true, message: 'Senha alterada com sucesso!' },
      { message: 'Senha alterada com sucesso!' },
      { Message: 'Senha alterada' },
      { success: null },
      { error: null, message: 'ok' },
      { error: '', message: 'ok' },
      { errors: [], message: 'ok' },
      { error: false },
      { totalEvento: 10, error: 'x' },
      { idEvento: 1, erro: 'campo' },
      {},
      [],
      [{ success: false }],
      null,
      '',
      'texto',
      200,
    ]) {
      expect(isFailureAnswer(body), JSON.stringify(body)).toBe(false);
    }
  });
});
