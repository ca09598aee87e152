import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayKeep } from '../../src/service-worker/may-keep';
import { propertyRuns } from '../../test-kit/property-runs';

/** Directives a host's page is commonly sent with, none of them `no-store`. */
const OTHERS = [
  'no-cache',
  'private',
  'public',
  'max-age=0',
  'must-revalidate',
  's-maxage=60',
  'no-transform',
  'stale-while-revalidate=30',
];

describe('mayKeep', () => {
  it('keeps a page without Cache-Control, or with directives that allow storing', () => {
    for (const header of [null, '', 'no-cache', 'private, max-age=0', 'public, max-age=31536000, immutable', 'x-no-store'])
      expect(mayKeep(header), String(header)).toBe(true);
  });

  it('never keeps a page sent no-store, in any case, position or spacing', () => {
    const spaced = fc.tuple(
      fc.constantFrom('', ' ', '  ', '\t'),
      fc.constantFrom('no-store', 'No-Store', 'NO-STORE'),
      fc.constantFrom('', ' '),
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...OTHERS), { maxLength: 4 }), spaced, fc.nat(4), (others, [before, word, after], at) => {
        const directives = [...others];
        directives.splice(Math.min(at, others.length), 0, `${before}${word}${after}`);
        const header = directives.join(',');
        expect(mayKeep(header), header).toBe(false);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('keeps a page whose directives only resemble no-store', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...OTHERS, 'no-storage', 'nostore', 'no_store'), { maxLength: 5 }), (directives) => {
        expect(mayKeep(directives.join(', '))).toBe(true);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
