import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPixBrCode } from '../../src/features/finance/pix-br-code';
import { BCB_EXAMPLE, brCode, closeWithCrc, field, referenceCrc } from '../fixtures/pix-codes';

describe('checkPixBrCode, valid codes', () => {
  it("accepts the Banco Central's own example and reads its key, merchant, city and txid", () => {
    expect(checkPixBrCode(BCB_EXAMPLE)).toEqual({
      ok: true,
      code: {
        key: '123e4567-e12b-12d1-a456-426655440000',
        url: undefined,
        amount: undefined,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
      },
    });
  });

  it("accepts the seed's code for COB 81238 (CRC 087D by the reference sum) and reads its amount", () => {
    const payload =
      '00020126580014br.gov.bcb.pix01367d9f0335-8dcc-4054-9bf9-0dbd61d36906520400005303986540812300.005802BR5919BUFFET EXEMPLO LTDA6009SAO PAULO62140510CAS41587P56304087D';
    expect(referenceCrc(payload.slice(0, -4))).toBe('087D');
    expect(checkPixBrCode(payload)).toMatchObject({
      ok: true,
      code: { amount: '12300.00', merchantName: 'BUFFET EXEMPLO LTDA', txid: 'CAS41587P5' },
    });
  });

  it('accepts a dynamic code, whose account template carries a URL instead of a key', () => {
    const body = `${field('00', '01')}${field('01', '12')}${field('26', field('00', 'BR.GOV.BCB.PIX') + field('25', 'pix.exemplo.com.br/qr/v2/9d36b84f'))}520400005303986540510.005802BR5905TESTE6008BRASILIA${field('62', field('05', '***'))}`;
    expect(checkPixBrCode(closeWithCrc(body))).toMatchObject({
      ok: true,
      code: { url: 'pix.exemplo.com.br/qr/v2/9d36b84f', key: undefined, amount: '10.00' },
    });
  });

  it('counts lengths in characters and sums UTF-8 bytes: a merchant name with accents', () => {
    const payload = brCode({ name: 'CONFEITARIA SÃO JOÃO', amount: '1.50' });
    expect(checkPixBrCode(payload)).toMatchObject({ ok: true, code: { merchantName: 'CONFEITARIA SÃO JOÃO', amount: '1.50' } });
  });

  it('accepts any well-formed code built from arbitrary keys, amounts, names, cities and txids', () => {
    const text = (max: number) =>
      fc.string({ minLength: 1, maxLength: max, unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .-@*ãçé') });
    fc.assert(
      fc.property(
        text(77),
        fc.option(fc.stringMatching(/^\d{1,10}\.\d{2}$/), { nil: undefined }),
        text(25),
        text(15),
        text(25),
        (key, amount, name, city, txid) => {
          const check = checkPixBrCode(brCode({ key, amount, name, city, txid }));
          expect(check).toEqual({ ok: true, code: { key, url: undefined, amount, merchantName: name, merchantCity: city, txid } });
        },
      ),
    );
  });
});

describe('checkPixBrCode, corrupted codes', () => {
  it('refuses the example with one character of the merchant name changed: the CRC no longer matches', () => {
    expect(checkPixBrCode(BCB_EXAMPLE.replace('Fulano de Tal', 'Fulano de Tel'))).toEqual({ ok: false, problem: 'checksum' });
  });

  it('refuses the example with a wrong CRC, or its CRC in lowercase', () => {
    expect(checkPixBrCode(BCB_EXAMPLE.replace(/1D3D$/, '1D3E'))).toEqual({ ok: false, problem: 'checksum' });
    expect(checkPixBrCode(BCB_EXAMPLE.replace(/1D3D$/, '1d3d'))).toEqual({ ok: false, problem: 'layout' });
  });

  it('refuses every single-character change anywhere before the CRC (CRC-16 catches every such error)', () => {
    const payload = brCode({ amount: '12300.00', txid: 'CAS41587P5' });
    const bodyLength = payload.length - 4;
    for (let at = 0; at < bodyLength; at++) {
      for (const replacement of ['0', '9', 'A', 'z', '.', ' ']) {
        if (payload[at] === replacement) continue;
        const corrupted = payload.slice(0, at) + replacement + payload.slice(at + 1);
        expect(checkPixBrCode(corrupted).ok, `"${replacement}" at ${at}: ${corrupted}`).toBe(false);
      }
    }
  });

  it('refuses a code that is cut short, has text after the CRC, or has no CRC field', () => {
    expect(checkPixBrCode(BCB_EXAMPLE.slice(0, -1))).toEqual({ ok: false, problem: 'layout' });
    expect(checkPixBrCode(`${BCB_EXAMPLE}\n`)).toEqual({ ok: false, problem: 'layout' });
    expect(checkPixBrCode(` ${BCB_EXAMPLE}`)).toEqual({ ok: false, problem: 'layout' });
    expect(checkPixBrCode(BCB_EXAMPLE.slice(0, -8))).toEqual({ ok: false, problem: 'layout' });
    expect(checkPixBrCode('')).toEqual({ ok: false, problem: 'layout' });
    expect(checkPixBrCode('not a pix code')).toEqual({ ok: false, problem: 'layout' });
  });

  it('refuses a length that does not match its value, and a field 63 that is not last', () => {
    // 5913 -> 5912: every field after the name is read one character off.
    const shortName = BCB_EXAMPLE.replace('5913Fulano', '5912Fulano');
    expect(checkPixBrCode(shortName.slice(0, -4) + referenceCrc(shortName.slice(0, -4)))).toEqual({ ok: false, problem: 'layout' });
    const body = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA';
    const crcFirst = `${body}6304${referenceCrc(`${body}6304`)}62070503***`;
    expect(checkPixBrCode(crcFirst)).toEqual({ ok: false, problem: 'layout' });
  });

  it('refuses a code that does not open with the payload format indicator 01, or repeats a field', () => {
    const body = BCB_EXAMPLE.slice(0, -8);
    expect(checkPixBrCode(closeWithCrc(body.replace(/^000201/, '000202')))).toEqual({ ok: false, problem: 'layout' });
    expect(checkPixBrCode(closeWithCrc(body.replace(/^000201/, '') + '000201'))).toEqual({ ok: false, problem: 'layout' });
    expect(checkPixBrCode(closeWithCrc(`${body}5802BR`))).toEqual({ ok: false, problem: 'layout' });
  });

  it('refuses a well-formed code that is not a Pix payment in reais in Brazil', () => {
    const body = BCB_EXAMPLE.slice(0, -8);
    expect(checkPixBrCode(closeWithCrc(body.replace('0014br.gov.bcb.pix', '0014br.gov.bcb.xyz')))).toEqual({
      ok: false,
      problem: 'not-pix',
    });
    expect(checkPixBrCode(closeWithCrc(body.replace('5303986', '5303840')))).toEqual({ ok: false, problem: 'not-pix' });
    expect(checkPixBrCode(closeWithCrc(body.replace('5802BR', '5802US')))).toEqual({ ok: false, problem: 'not-pix' });
    expect(checkPixBrCode(closeWithCrc(body.replace('5913Fulano de Tal', '')))).toEqual({ ok: false, problem: 'not-pix' });
  });
});
