import { describe, expect, it } from 'vitest';
import { firstName } from '../../src/features/home/first-name';

describe('firstName', () => {
  it('returns the first word of a name', () => {
    expect(firstName('Ana Paula de Souza')).toBe('Ana');
  });

  it('returns the part before the @ of an e-mail', () => {
    expect(firstName('ana.souza@exemplo.com.br')).toBe('ana.souza');
  });

  it('returns a single word as it is', () => {
    expect(firstName('Conceição')).toBe('Conceição');
  });

  it('ignores leading and repeated spaces', () => {
    expect(firstName('   Ana    Paula')).toBe('Ana');
    expect(firstName('  ana@exemplo.com ')).toBe('ana');
  });

  it('returns "" for empty or blank input', () => {
    expect(firstName('')).toBe('');
    expect(firstName('   ')).toBe('');
  });

  it('returns "" when the text starts with @', () => {
    expect(firstName('@exemplo.com')).toBe('');
  });
});
