import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathOfHash } from '../../src/runtime/navigation';
import { propertyRuns } from '../../test-kit/property-runs';

/**
 * Pieces of hostile hashes: bad escapes, escapes decodeURI refuses (an overlong form, a
 * surrogate, a lead byte past U+10FFFF), reserved escapes, `//`, `..`, a second `#`, a `?`, control
 * characters, unicode and arbitrary code units.
 */
const piece = fc.oneof(
  fc.constantFrom(
    '%',
    '%%',
    '%2',
    '%zz',
    '%E0%A4%A',
    '%C3',
    '%A9',
    '%C0%AF',
    '%ED%A0%80',
    '%F5%80%80%80',
    '%00',
    '%0A',
    '%2F',
    '%3F',
    '%23',
    '%25',
  ),
  fc.constantFrom('/', '//', '..', '../', '?', '#', '\u0000', '\n', '\u007f', '\u202e', 'financeiro', 'conta', 'promo-50%off'),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^(?:%[0-9a-fA-F]{2})+$/),
);
const start = fc.constantFrom('#/', '#//', '#/conta/', '#', '', '#contato', '/#/');
const hostileHash = fc.oneof(
  { weight: 9, arbitrary: fc.tuple(start, fc.array(piece, { maxLength: 12 })).map(([head, parts]) => head + parts.join('')) },
  // Very long: up to a few hundred thousand characters of one piece.
  {
    weight: 1,
    arbitrary: fc.tuple(start, piece, fc.integer({ min: 1_000, max: 50_000 })).map(([head, part, times]) => head + part.repeat(times)),
  },
);

describe('pathOfHash, with any hash', () => {
  it('never throws: a #/ hash gives a path starting with / and no ?, anything else is left to the host (null)', () => {
    fc.assert(
      fc.property(hostileHash, (hash) => {
        const path = pathOfHash(hash);
        if (!hash.startsWith('#/')) return path === null;
        return typeof path === 'string' && path.startsWith('/') && !path.includes('?');
      }),
      { numRuns: propertyRuns(5_000) },
    );
  }, 30_000);

  it('gives back any path written with encodeURI', () => {
    const path = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('?'));
    fc.assert(
      fc.property(path, (text) => {
        expect(pathOfHash(`#${encodeURI(`/${text}`)}`)).toBe(`/${text}`);
      }),
      { numRuns: propertyRuns(2_000) },
    );
  });

  it('decodes every well-formed escape, even right next to a malformed one', () => {
    // Each junk ends in a character that cannot complete an escape, so junk and text never merge.
    const junk = fc.constantFrom('%z', '%E0%A4z', '%zz', '%C3z', '%A9', '%C0%AF', '%ED%A0%80', '%F5%80%80%80');
    const text = fc.string({ unit: 'grapheme', minLength: 1 }).filter((value) => !value.includes('?'));
    const parts = fc.array(
      fc.oneof(
        junk.map((raw) => ({ raw, decoded: raw })),
        text.map((value) => ({ raw: encodeURI(value), decoded: value })),
      ),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(parts, (list) => {
        expect(pathOfHash(`#/${list.map((part) => part.raw).join('')}`)).toBe(`/${list.map((part) => part.decoded).join('')}`);
      }),
      { numRuns: propertyRuns(2_000) },
    );
  });

  it.each([
    ['#/%', '/%'],
    ['#/financeiro%E0%A4%A', '/financeiro%E0%A4%A'],
    ['#/promo-50%off', '/promo-50%off'],
    ['#/servi%C3%A7os%', '/serviços%'],
    ['#/caf%C3%A9%E0%A4z', '/café%E0%A4z'],
    ['#/a%2Fb%3Fc%23d', '/a%2Fb%3Fc%23d'],
    ['#/financeiro?aba=1', '/financeiro'],
    ['#/', '/'],
    ['#/?x', '/'],
    ['#contato', null],
    ['', null],
  ])('reads %j as %j', (hash, path) => {
    expect(pathOfHash(hash)).toBe(path);
  });
});
