import { describe, expect, it } from 'vitest';
import { useApi } from '../../test-kit/api-harness';

/*
 * Every open charge of the seed with a Pix copia-e-cola carries a valid BR Code (EMV MPM
 * layout, CRC16-CCITT in field 63), except one, corrupted on purpose for the portal's error path.
 * The CRC and the parsing are written here from the BR Code standard, not taken from the server.
 */

const api = useApi();
const OPEN = ['Em aberto', 'Vencido'];
const CORRUPTED = '82103';

/** CRC16-CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final XOR. */
function crc16ccitt(text: string) {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    for (let bit = 7; bit >= 0; bit -= 1) {
      const top = ((crc >> 15) & 1) ^ ((byte >> bit) & 1);
      crc = (crc << 1) & 0xffff;
      if (top) crc ^= 0x1021;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** EMV TLV: two-digit id, two-digit length, value; in order. */
function fields(payload: string) {
  const found: [string, string][] = [];
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad field at ${at} of ${payload}`);
    found.push([id, payload.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return found;
}

const amountOf = (value: number | string) => (typeof value === 'number' ? value : Number(value.replace(/\./g, '').replace(',', '.')));

describe('Pix BR Codes of the seed', () => {
  it("lays out every open charge's code as the BR Code manual says, for its own amount, with a valid CRC but one", () => {
    const charges = api.server.seed.events.flatMap((event) => event.financeiro.cobrancas);
    const withPix = charges.filter((charge) => charge.pixCopiaECola);
    expect(withPix.length).toBeGreaterThanOrEqual(5);
    expect(
      withPix.every((charge) => OPEN.includes(charge.statusCobranca)),
      'only open charges carry one',
    ).toBe(true);

    const validity: Record<string, boolean> = {};
    for (const charge of withPix) {
      const code = charge.pixCopiaECola!;
      const parsed = fields(code);
      expect(
        parsed.map(([id]) => id),
        charge.numCobranca,
      ).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
      const value = Object.fromEntries(parsed);
      expect(value['00']).toBe('01');
      const account = Object.fromEntries(fields(value['26']!));
      expect(account['00']).toBe('br.gov.bcb.pix');
      expect(account['01'], 'a Pix key').toMatch(/^[0-9a-f-]{36}$/);
      expect([value['52'], value['53'], value['58']]).toEqual(['0000', '986', 'BR']);
      expect(value['54'], `amount of ${charge.numCobranca}`).toBe(amountOf(charge.valorDocumento).toFixed(2));
      expect(value['59']!.length).toBeLessThanOrEqual(25);
      expect(value['60']!.length).toBeLessThanOrEqual(15);
      expect(Object.fromEntries(fields(value['62']!))['05'], 'a txid').toMatch(/^[A-Za-z0-9]{1,25}$/);
      expect(value['63']).toMatch(/^[0-9A-F]{4}$/);
      validity[charge.numCobranca] = crc16ccitt(code.slice(0, -4)) === code.slice(-4);
    }
    expect(
      Object.entries(validity)
        .filter(([, valid]) => !valid)
        .map(([number]) => number),
      'codes with a wrong CRC',
    ).toEqual([CORRUPTED]);
  });

  it('computes CRC-16/CCITT-FALSE as catalogued ("123456789" gives 29B1), so the checks above mean something', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('serves them over the API: a valid code on the wedding, the corrupted one on the silver anniversary', async () => {
    const { access_token: token } = await api.login();
    const codeOf = async (numCobranca: string) =>
      ((await api.call('GET', '/api/financeiro', { token })).json.cobrancas as { numCobranca: string; pixCopiaECola?: string }[]).find(
        (charge) => charge.numCobranca === numCobranca,
      )!.pixCopiaECola!;
    const valid = await codeOf('81238');
    expect(crc16ccitt(valid.slice(0, -4))).toBe(valid.slice(-4));
    await api.call('POST', '/api/home/42903', { token });
    const corrupted = await codeOf(CORRUPTED);
    expect(corrupted).toMatch(/6304[0-9A-F]{4}$/);
    expect(crc16ccitt(corrupted.slice(0, -4))).not.toBe(corrupted.slice(-4));
  });
});
