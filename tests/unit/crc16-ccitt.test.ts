import { describe, expect, it } from 'vitest';
import { crc16Ccitt } from '../../src/features/finance/crc16-ccitt';

describe('crc16Ccitt', () => {
  it('gives the catalogued check value of CRC-16/CCITT-FALSE for "123456789": 29B1', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it("gives the CRC printed in the Banco Central's BR Code example (1D3D)", () => {
    // Manual de Padrões para Iniciação do Pix, static QR code example: the payload up to "6304".
    expect(
      crc16Ccitt(
        '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304',
      ),
    ).toBe('1D3D');
  });

  it('writes four uppercase hex digits, zero-padded, and starts from 0xFFFF (the empty text)', () => {
    expect(crc16Ccitt('')).toBe('FFFF');
    expect(crc16Ccitt('A')).toBe('B915');
    expect(crc16Ccitt('123456789')).toMatch(/^[0-9A-F]{4}$/);
  });

  it('sums the UTF-8 bytes of a non-ASCII text, as the QR code carries them', () => {
    // "é" is the bytes C3 A9 in UTF-8 (CRC 7ACB), not the one Latin-1 byte E9 (CRC 8DF7).
    expect(crc16Ccitt('é')).toBe('7ACB');
  });
});
