import { describe, expect, it } from 'vitest';
import { isWedding } from '../../src/lib/text/is-wedding';
import { wordKey } from '../../src/lib/text/word-key';

describe('codes compared by meaning', () => {
  it("reads a contact's tipo as a person types it: 'Produção', 'PRODUCAO ' and 'producao' are the production team", () => {
    for (const tipo of ['Produção', 'PRODUCAO ', 'producao', ' PRODUÇÃO', 'Producão']) expect(wordKey(tipo), tipo).toBe('producao');
    expect(wordKey('Comercial')).not.toBe(wordKey('Produção'));
  });

  it("reads an event's tipoEvento the same way", () => {
    for (const tipo of ['Casamento', 'CASAMENTO ', ' casamento', 'Bodas', 'BODAS\t']) expect(isWedding(tipo), tipo).toBe(true);
    expect(isWedding('Bodas de Prata')).toBe(false);
  });
});
