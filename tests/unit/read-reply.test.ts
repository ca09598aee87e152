import { any, nullable, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { readReply } from '../../src/api/read-answer';

/*
 * What the transport brought back, read (docs/resilience.md, "A success with no body"): no body is
 * what the call's schema says it is; a body that did not arrive whole is never taken for none.
 */
const command = { method: 'POST' as const, path: '/api/ChangePass', schema: nullable(type({})) };

describe('readReply', () => {
  it('reads a 200 or 204 with no body as the command schema says: its success', () => {
    expect(readReply(command, { status: 200, data: '' })).toBeNull();
    expect(readReply(command, { status: 204, data: '' })).toBeNull();
  });

  it('never reads a body that did not arrive whole as no body: a network failure', () => {
    expect(() => readReply(command, { status: 200, data: undefined })).toThrow(expect.objectContaining({ kind: 'network' }));
  });

  it('reads a string holding JSON as JSON, its failure included', () => {
    expect(readReply({ ...command, schema: any() }, { status: 200, data: '{"message":"ok"}' })).toEqual({ message: 'ok' });
    expect(() => readReply(command, { status: 200, data: '{"Sucesso":false}' })).toThrow(expect.objectContaining({ kind: 'refused' }));
  });

  it("passes the transport's failure on, and a status the call does not take as an HTTP error", () => {
    const lost = new ApiError('timeout');
    expect(() => readReply(command, lost)).toThrow(lost);
    expect(() => readReply(command, { status: 201, data: '' })).toThrow(expect.objectContaining({ kind: 'http', status: 201 }));
    expect(readReply({ ...command, ok: [200, 201] }, { status: 201, data: '' })).toBeNull();
  });
});
