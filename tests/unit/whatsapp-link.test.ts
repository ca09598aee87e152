import { describe, expect, it } from 'vitest';
import { whatsappLink } from '../../src/lib/text/whatsapp-link';

describe('whatsappLink', () => {
  it('strips non-digits and prefixes the country code 55', () => {
    expect(whatsappLink('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
  });

  it('prefixes a ten-digit landline', () => {
    expect(whatsappLink('(21) 3222-1234')).toBe('https://wa.me/552132221234');
  });

  it('does not prefix again a 13-digit number already starting with 55', () => {
    expect(whatsappLink('+55 (11) 98765-4321')).toBe('https://wa.me/5511987654321');
  });

  it('does not prefix again a 12-digit number already starting with 55', () => {
    expect(whatsappLink('55 21 3222-1234')).toBe('https://wa.me/552132221234');
  });

  it('still prefixes a number whose area code is 55', () => {
    expect(whatsappLink('(55) 99123-4567')).toBe('https://wa.me/5555991234567');
    expect(whatsappLink('(55) 3222-1234')).toBe('https://wa.me/555532221234');
  });

  it('returns null when the phone has no digits', () => {
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink(' - ( ) ')).toBeNull();
  });

  it('prefills a message, encoded as WhatsApp reads it', () => {
    const link = new URL(whatsappLink('(11) 98765-4321', 'Olá! Paguei a COB 81238 (R$ 12.300,00) & mais')!);
    expect(link.origin + link.pathname).toBe('https://wa.me/5511987654321');
    expect(link.searchParams.get('text')).toBe('Olá! Paguei a COB 81238 (R$ 12.300,00) & mais');
  });

  it('returns null when the digits cannot be a Brazilian phone (a code or an id sent in its place)', () => {
    expect(whatsappLink('46749')).toBeNull();
    expect(whatsappLink('98765-4321')).toBeNull();
    expect(whatsappLink('11 98765-4321 ramal 22')).toBeNull();
  });
});
