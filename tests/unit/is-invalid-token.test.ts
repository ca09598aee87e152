import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInvalidToken } from '../../src/api/is-invalid-token';
import { unauthorizedShape } from '../../test-kit/failure-bodies';
import { propertyRuns } from '../../test-kit/property-runs';

describe('isInvalidToken', () => {
  it("takes any 401 for a refused token, whatever its body: 'Token Inválido!', Web API 2's, JwtBearer's empty one", () => {
    for (const data of [
      'Token Inválido!',
      { Message: 'Authorization has been denied for this request.' },
      '',
      undefined,
      { message: 'x' },
    ]) {
      expect(isInvalidToken({ status: 401, data }), JSON.stringify(data)).toBe(true);
    }
  });

  it('takes every generated 401 body for a refused token', () => {
    fc.assert(
      fc.property(unauthorizedShape, ({ body }) => {
        expect(isInvalidToken({ status: 401, data: body })).toBe(true);
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it("takes no other status for one, even with 'Token Inválido!' in it", () => {
    for (const status of [200, 204, 400, 403, 404, 419, 440, 500]) {
      expect(isInvalidToken({ status, data: 'Token Inválido!' }), String(status)).toBe(false);
    }
  });
});
