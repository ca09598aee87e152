import { create, type as shape } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { label, markup, text } from '../../src/api/answer-fields';
import { decodeEntities } from '../../src/lib/text/decode-entities';

describe('decodeEntities', () => {
  it('decodes the named entities plain fields carry', () => {
    expect(decodeEntities('Casamento Ana &amp; Rafael')).toBe('Casamento Ana & Rafael');
    expect(decodeEntities('&lt;b&gt; &quot;x&quot; &apos;y&apos; a&nbsp;b')).toBe('<b> "x" \'y\' a\u00a0b');
    expect(decodeEntities('A &ndash; B &mdash; C&hellip; 1&ordm; &copy;')).toBe('A – B — C… 1º ©');
  });

  it('decodes accented letters by their entity names, upper and lower case', () => {
    expect(decodeEntities('Sal&atilde;o Produ&ccedil;&atilde;o &Aacute;gua &Ecirc; &uuml; &agrave;')).toBe('Salão Produção Água Ê ü à');
    expect(decodeEntities('&Ccedil;&Otilde;ES')).toBe('ÇÕES');
  });

  it('decodes decimal and hexadecimal references', () => {
    expect(decodeEntities('Villa Jardim &#8211; Salão')).toBe('Villa Jardim – Salão');
    expect(decodeEntities('&#x2013; &#X00E7; &#231; &#128512;')).toBe('– ç ç 😀');
  });

  it('decodes once: an escaped entity shows as the entity, as a browser shows it', () => {
    expect(decodeEntities('Ana &amp;amp; Rafael')).toBe('Ana &amp; Rafael');
  });

  it('leaves what is not an entity it knows as typed', () => {
    for (const typed of [
      'Ana & Rafael',
      'R&D',
      '&foo;',
      '&amp',
      '&#;',
      '&#0;',
      '&#x1F;',
      '&#xD800;',
      '&#99999999;',
      '&qacute;',
      '&xvalueOf;',
      '&constructor;',
    ]) {
      expect(decodeEntities(typed), typed).toBe(typed);
    }
  });
});

describe('text fields are text', () => {
  const Row = shape({ nome: label, casa: text, anexoHTML: markup });

  it('decodes entities in plain fields and needed labels, then trims', () => {
    const row = create({ nome: 'Casamento Ana &amp; Rafael', casa: ' Villa Jardim &#8211; Salão&nbsp;', anexoHTML: null }, Row);
    expect(row).toEqual({ nome: 'Casamento Ana & Rafael', casa: 'Villa Jardim – Salão', anexoHTML: null });
  });

  it('a label that decodes to blank is no label, and the row is refused', () => {
    expect(() => create({ nome: '&nbsp;' }, Row)).toThrow();
    expect(() => create({ nome: ' &#32; ' }, Row)).toThrow();
  });

  it('leaves HTML fields to the sanitiser: an escaped tag never becomes a tag', () => {
    const row = create({ nome: 'x', anexoHTML: ' <p>5 &lt; 6 &amp; &lt;script&gt;</p> ' }, Row);
    expect(row.anexoHTML).toBe('<p>5 &lt; 6 &amp; &lt;script&gt;</p>');
  });
});
