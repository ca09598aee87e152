import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { jwtExpired, sessionEnded } from '../../src/api/is-invalid-token';
import { toStoredUser } from '../../src/session/stored-session';
import { unauthorizedShape } from '../../test-kit/failure-bodies';
import { propertyRuns } from '../../test-kit/property-runs';

/*
 * A session answer never drops its tokens, and every sign that a session has ended is read as one
 * (docs/resilience.md, "Refresh without rotation" and "Expired tokens").
 */

const STORED = {
  token: 'a1',
  refreshToken: 'r1',
  email: 'ana.souza@exemplo.com.br',
  name: 'ANA PAULA SOUZA',
  idCliente: 10234,
};

/** The same address as people and databases write it: any letter case, spaces around it. */
const sameAddress = fc
  .tuple(fc.array(fc.boolean(), { minLength: STORED.email.length, maxLength: STORED.email.length }), fc.constantFrom('', ' ', '  '))
  .map(([upper, pad]) => pad + [...STORED.email].map((letter, i) => (upper[i] ? letter.toUpperCase() : letter)).join('') + pad);
/** A field a C# DTO, an ORM or a careless backend sends empty. */
const blank = fc.constantFrom('', ' ', '   ', null, undefined);

describe('toStoredUser', () => {
  it('keeps the stored identity and fields when a refresh answer sends them blank, null, missing or recased', () => {
    fc.assert(
      fc.property(
        fc.oneof(blank, sameAddress),
        blank,
        fc.option(blank, { nil: undefined }),
        fc.string({ minLength: 1 }).filter((token) => token.trim() !== ''),
        fc.option(
          fc.string({ minLength: 1 }).filter((token) => token.trim() !== ''),
          { nil: undefined },
        ),
        (email, name, idCliente, access, refresh) => {
          const answer: Record<string, unknown> = { access_token: access, refresh_token: refresh ?? STORED.refreshToken };
          if (email !== undefined) answer.email = email;
          if (name !== undefined) answer.name = name;
          if (idCliente !== undefined) answer.idCliente = idCliente;
          const user = toStoredUser(answer as never, STORED);
          expect(user.email, JSON.stringify(answer)).toBe(STORED.email);
          expect(user.name).toBe(STORED.name);
          expect(user.idCliente).toBe(STORED.idCliente);
          expect(user.token).toBe(access);
          expect(user.refreshToken).toBe(refresh ?? STORED.refreshToken);
          expect(user).not.toHaveProperty('access_token');
          expect(user).not.toHaveProperty('refresh_token');
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });

  it("stores the login's fields over what was typed, and another address as the answer gives it", () => {
    expect(
      toStoredUser({ access_token: 'a', refresh_token: 'r', name: 'Ana', email: 'ANA.SOUZA@exemplo.com.br' }, { email: STORED.email }),
    ).toEqual({
      token: 'a',
      refreshToken: 'r',
      name: 'Ana',
      email: STORED.email,
    });
    expect(toStoredUser({ access_token: 'a', refresh_token: 'r', email: 'ana@outro.com.br' }, { email: STORED.email }).email).toBe(
      'ana@outro.com.br',
    );
    expect(toStoredUser({ access_token: 'a', refresh_token: 'r', email: '' }, { email: STORED.email })).toMatchObject({
      email: STORED.email,
      name: '',
    });
  });
});

/** A JWT whose payload holds `claims` (the signature is nobody's business here). */
const jwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.c2ln';

const NOW = Date.parse('2027-05-10T15:00:00Z');

describe('jwtExpired', () => {
  it("reads a JWT's own exp against the clock, whatever else its payload holds", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 86_400, max: 10 * 86_400 }), fc.string(), (offset, name) => {
        const exp = Math.floor(NOW / 1000) + offset;
        expect(jwtExpired(jwt({ sub: 1, name, exp }), NOW)).toBe(exp * 1000 <= NOW);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('says nothing of a token that is not a JWT or has no exp', () => {
    fc.assert(
      fc.property(fc.string(), (token) => {
        fc.pre(token.split('.').length !== 3);
        expect(jwtExpired(token, NOW)).toBe(false);
      }),
      { numRuns: propertyRuns(200) },
    );
    for (const token of [jwt({ sub: 1 }), jwt({ exp: 'ontem' }), jwt({ exp: null }), 'a.b.c', 'x.%%%.y', '']) {
      expect(jwtExpired(token, NOW), token).toBe(false);
    }
  });
});

describe('sessionEnded', () => {
  const expired = jwt({ exp: Math.floor(Date.now() / 1000) - 60 });
  const fresh = jwt({ exp: Math.floor(Date.now() / 1000) + 900 });
  const opaque = 'c3a1e0b2-token-opaco';
  const page = '<!doctype html><html><title>Entrar</title><form action="/Account/Login"></form></html>';

  it('reads any 401 as one, whatever its body and token', () => {
    fc.assert(
      fc.property(unauthorizedShape, fc.constantFrom(expired, fresh, opaque, undefined), ({ body }, token) => {
        expect(sessionEnded({ status: 401, data: body ?? '' }, token)).toBe(true);
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it("reads a failure reached by a redirect as one (cookie auth's challenge), whatever the token", () => {
    for (const answer of [
      { status: 200, data: page, redirected: true },
      { status: 404, data: '', redirected: true },
      { status: 404, data: { message: 'Recurso não encontrado' }, redirected: true },
    ]) {
      for (const token of [fresh, opaque, undefined]) expect(sessionEnded(answer, token), JSON.stringify(answer)).toBe(true);
    }
    // A redirect that ends in the API's JSON (a proxy moving the API) is an answer like any other.
    expect(sessionEnded({ status: 200, data: [{ idEvento: 1 }], redirected: true }, fresh)).toBe(false);
  });

  it('reads any failure as one while the access token is a JWT past its own expiry, and none while it is not', () => {
    const failure = fc.oneof(
      fc.record({ status: fc.constantFrom(400, 403, 404, 419, 440, 500, 502, 503), data: fc.constantFrom('', page, { message: 'x' }) }),
      fc.record({
        status: fc.constant(200),
        data: fc.constantFrom(page, 'Token expirado', { sucesso: false, mensagem: 'Token expirado' }),
      }),
    );
    fc.assert(
      fc.property(failure, (answer) => {
        expect(sessionEnded(answer, expired), JSON.stringify(answer)).toBe(true);
        expect(sessionEnded(answer, fresh), JSON.stringify(answer)).toBe(false);
        expect(sessionEnded(answer, opaque), JSON.stringify(answer)).toBe(false);
        // The retry with a token just issued: a device's clock never signs anyone out.
        expect(sessionEnded(answer)).toBe(false);
      }),
      { numRuns: propertyRuns(200) },
    );
    expect(sessionEnded(new ApiError('network'), expired)).toBe(true);
    expect(sessionEnded(new ApiError('network'), fresh)).toBe(false);
    expect(sessionEnded(new ApiError('timeout'), expired)).toBe(false);
  });

  it('never reads a success as one, expired token or not', () => {
    for (const data of [[], [{ idEvento: 1 }], { totalEvento: 10, cobrancas: null }, '', null]) {
      expect(sessionEnded({ status: 200, data }, expired), JSON.stringify(data)).toBe(false);
      expect(sessionEnded({ status: 204, data: '' }, expired)).toBe(false);
    }
  });
});
