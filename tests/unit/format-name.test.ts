import { describe, expect, it } from 'vitest';
import { formatName } from '../../src/lib/text/format-name';

describe('formatName', () => {
  it('formats "ANA PAULA DE SOUZA" as "Ana Paula de Souza"', () => {
    expect(formatName('ANA PAULA DE SOUZA')).toBe('Ana Paula de Souza');
  });

  it('formats "maria da CONCEIÇÃO" as "Maria da Conceição", accents included', () => {
    expect(formatName('maria da CONCEIÇÃO')).toBe('Maria da Conceição');
  });

  it('capitalises an accented first letter', () => {
    expect(formatName('ÉRICA ÂNGELA ÍRIS')).toBe('Érica Ângela Íris');
    expect(formatName('érica ângela')).toBe('Érica Ângela');
  });

  it('lowercases words of one or two characters', () => {
    expect(formatName('JOÃO E MARIA DA SILVA')).toBe('João e Maria da Silva');
  });

  it('capitalises three-letter words such as "dos", as the length rule says', () => {
    expect(formatName('JOSÉ DOS SANTOS')).toBe('José Dos Santos');
  });

  it('lowercases a first word of two characters too', () => {
    expect(formatName('LI WEI')).toBe('li Wei');
  });

  it('collapses repeated spaces and trims the ends', () => {
    expect(formatName('  ana   paula\tde  souza ')).toBe('Ana Paula de Souza');
  });

  it('returns "" for empty or blank input', () => {
    expect(formatName('')).toBe('');
    expect(formatName('   ')).toBe('');
  });
});
