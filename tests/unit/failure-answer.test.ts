import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFailureAnswer } from '../../src/api/failure-answer';
import { readAnswer } from '../../src/api/read-answer';
import { Acknowledgement } from '../../src/api/schemas';
import {
  deepFailureBody,
  deepReadFailureBody,
  deepSuccessBody,
  ENVELOPE_EXAMPLES,
  failureBesideData,
  failureBody,
  successBody,
} from '../../test-kit/failure-bodies';
import { propertyRuns } from '../../test-kit/property-runs';

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

  it("is a failure for ASP.NET Identity's IdentityResult, a problem details, a ModelState and a word that says so", () => {
    for (const body of [
      { succeeded: false, errors: [{ code: 'PasswordMismatch', description: 'Incorrect password.' }] },
      { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1', title: 'One or more validation errors occurred.', status: 400 },
      { Message: 'The request is invalid.', ModelState: { 'model.SenhaNova': ['Senha fraca'] } },
      { errors: { Senha: ['A senha deve ter ao menos 8 caracteres.'] } },
      { ok: false },
      { status: 'error' },
      { isSuccess: false },
      { resultado: 'Erro', mensagem: 'x' },
      { d: { Success: false, Message: 'x' } },
      { result: { status: 'failed' } },
    ]) {
      expect(isFailureAnswer(body), JSON.stringify(body)).toBe(true);
    }
  });

  it('is a failure for every generated form of "it failed", in any casing, beside a message, in an envelope', () => {
    fc.assert(
      fc.property(failureBody, (body) => {
        expect(isFailureAnswer(body), `a read: ${JSON.stringify(body)}`).toBe(true);
        expect(isFailureAnswer(body, true), `a command: ${JSON.stringify(body)}`).toBe(true);
      }),
      { numRuns: propertyRuns(400) },
    );
  });

  it("fails a command (a POST) whose answer says it failed beside other fields; a read's data is left to its schema", () => {
    fc.assert(
      fc.property(failureBesideData, (body) => {
        expect(isFailureAnswer(body, true), JSON.stringify(body)).toBe(true);
      }),
      { numRuns: propertyRuns(200) },
    );
    expect(isFailureAnswer({ totalEvento: 10, errors: ['x'] })).toBe(false);
    expect(isFailureAnswer({ totalEvento: 10, errors: ['x'] }, true)).toBe(true);
  });

  it('is no failure for a generated success: a flag true, "ok" or "sucesso", an empty error list, a status 200', () => {
    fc.assert(
      fc.property(successBody, fc.constantFrom(null, 'd', 'data', 'result'), (body, wrapper) => {
        const sent = wrapper ? { [wrapper]: body } : body;
        expect(isFailureAnswer(sent), JSON.stringify(sent)).toBe(false);
        expect(isFailureAnswer(sent, true), JSON.stringify(sent)).toBe(false);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it("reads the ERPs' and frameworks' envelopes as failures: Tiny's and Bling's retorno, a Result, a response, ASMX's d as a string", () => {
    for (const body of ENVELOPE_EXAMPLES) {
      expect(isFailureAnswer(body, true), JSON.stringify(body)).toBe(true);
      expect(isFailureAnswer(body), `a read: ${JSON.stringify(body)}`).toBe(true);
    }
    // The whole body sent as a string holding its JSON (WCF's double encoding).
    expect(isFailureAnswer(JSON.stringify({ Sucesso: false, MensagemErro: 'x' }), true)).toBe(true);
  });

  it('reads outcome names by meaning, misspelt as people write them', () => {
    for (const body of [
      { sucess: false },
      { Succes: 'false' },
      { IsSucess: 0 },
      { succeded: false },
      { Sucesso: 'N' },
      { isSuccessful: false },
      { IsSuccessStatusCode: false, StatusCode: 400 },
      { hasErrors: true },
      { HasError: 'S' },
      { isError: 1 },
      { mensagemErro: 'Senha inválida' },
      { falha: 'Token expirado' },
      { error_description: 'invalid_grant' },
    ]) {
      expect(isFailureAnswer(body, true), JSON.stringify(body)).toBe(true);
    }
    for (const body of [
      { hasErrors: false },
      { isError: 'N' },
      { mensagemErro: '' },
      { codigoErro: '000' },
      { erro: 'Nenhum' },
      { sucess: true },
    ]) {
      expect(isFailureAnswer(body, true), JSON.stringify(body)).toBe(false);
    }
  });

  it('fails a command for every generated failure under envelopes of any name and depth, in strings holding JSON, in lists', () => {
    fc.assert(
      fc.property(deepFailureBody, (body) => {
        expect(isFailureAnswer(body, true), JSON.stringify(body)).toBe(true);
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('fails a read for every generated failure under envelopes of any name and depth, in strings holding JSON', () => {
    fc.assert(
      fc.property(deepReadFailureBody, (body) => {
        expect(isFailureAnswer(body), JSON.stringify(body)).toBe(true);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('never fails a generated success, wherever it is: a flag true by any name, an empty error list, a status ok', () => {
    fc.assert(
      fc.property(deepSuccessBody, (body) => {
        expect(isFailureAnswer(body, true), JSON.stringify(body)).toBe(false);
        expect(isFailureAnswer(body), JSON.stringify(body)).toBe(false);
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it("keeps a read's rows and data its own: a row's words, data beside an empty errors, a list of rows", () => {
    expect(isFailureAnswer({ cobrancas: [{ status: 'Erro', sucesso: false }], totalEvento: 10 })).toBe(false);
    expect(isFailureAnswer([{ erro: 'x' }])).toBe(false);
    expect(isFailureAnswer({ errors: [], data: [{ idEvento: 1 }] })).toBe(false);
    expect(isFailureAnswer({ Errors: '[]', totalEvento: 10 })).toBe(false);
    // A command's lists are its outcome: an item refused is a change that may not have happened.
    expect(isFailureAnswer({ retorno: { status: 'OK', registros: [{ registro: { status: 'Erro' } }] } }, true)).toBe(true);
  });

  it("reads a command's bare bool (a Web API 2 action typed bool) as its outcome, and leaves a read's to its schema", () => {
    expect(isFailureAnswer(false, true)).toBe(true);
    expect(isFailureAnswer(false)).toBe(false);
    for (const sent of [true, 'true', 0, null, '', 'ok']) expect(isFailureAnswer(sent, true), JSON.stringify(sent)).toBe(false);
    // The command's `true` is the success docs/product.md gives the call, with no message; anything else bare is not an acknowledgement.
    const command = { method: 'POST', path: '/api/ChangePass', schema: Acknowledgement } as const;
    expect(readAnswer(command, true, 200)).toBeNull();
    expect(() => readAnswer(command, false, 200)).toThrow(expect.objectContaining({ kind: 'refused' }));
    for (const sent of [1, 'true', []]) expect(() => readAnswer(command, sent, 200), JSON.stringify(sent)).toThrow();
  });
});
