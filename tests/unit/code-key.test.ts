import { describe, expect, it } from 'vitest';
import { codeKey } from '../../src/lib/code-key';

describe('codeKey', () => {
  it('reads a code by its meaning: no case, no accents, no spaces around it', () => {
    for (const code of ['Produção', 'PRODUCAO ', 'producao', ' PRODUÇÃO', 'Producão']) expect(codeKey(code), code).toBe('producao');
  });

  it('keeps one space between words and the words themselves', () => {
    expect(codeKey('  Bodas   de  Prata ')).toBe('bodas de prata');
    expect(codeKey('Comercial')).not.toBe(codeKey('Produção'));
  });
});
