import { describe, expect, it } from 'vitest';
import { isWedding } from '../../src/lib/text/is-wedding';

describe('isWedding', () => {
  it('is true for "casamento" and "bodas" in any case', () => {
    for (const type of ['casamento', 'CASAMENTO', 'Casamento', 'bodas', 'Bodas', 'BODAS']) {
      expect(isWedding(type), `isWedding(${JSON.stringify(type)})`).toBe(true);
    }
  });

  it('ignores whitespace around the type and accents', () => {
    expect(isWedding('  Casamento ')).toBe(true);
    expect(isWedding('CASAMENTO\t')).toBe(true);
    expect(isWedding('Bodás')).toBe(true);
  });

  it('is false for other event types', () => {
    expect(isWedding('Corporativo')).toBe(false);
    expect(isWedding('Aniversário')).toBe(false);
  });

  it('is false for a type that only contains the word', () => {
    expect(isWedding('Pré-casamento')).toBe(false);
    expect(isWedding('Bodas de prata')).toBe(false);
    expect(isWedding('casamentos')).toBe(false);
  });

  it('is false for a missing, empty or non-string type', () => {
    for (const value of [undefined, null, '', 1, {}, ['casamento']]) {
      expect(isWedding(value), `isWedding(${JSON.stringify(value)})`).toBe(false);
    }
  });
});
