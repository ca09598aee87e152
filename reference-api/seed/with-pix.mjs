// @ts-check
import { crc16, pixBrCode } from '../pix-br-code.mjs';

/** @typedef {import('../types.mjs').Charge} Charge */

/** The provider's receiving account, as every seeded BR Code names it. */
const RECEIVER = { key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', merchantName: 'BUFFET EXEMPLO LTDA', merchantCity: 'SAO PAULO' };

/**
 * The charge with its Pix copia-e-cola: a valid BR Code for its own amount.
 * @param {Charge} charge
 * @param {string} txid the charge's reference in the payload
 * @returns {Charge}
 */
export function withPix(charge, txid) {
  return { ...charge, pixCopiaECola: pixBrCode({ ...RECEIVER, amount: reais(charge.valorDocumento), txid }) };
}

/**
 * The same, with a wrong checksum (the CRC of field 63 inverted): the seed's one broken code, for
 * the portal's "Código Pix indisponível" path.
 * @param {Charge} charge
 * @param {string} txid
 * @returns {Charge}
 */
export function withCorruptPix(charge, txid) {
  const code = /** @type {string} */ (withPix(charge, txid).pixCopiaECola);
  const wrong = (Number.parseInt(crc16(code.slice(0, -4)), 16) ^ 0xffff).toString(16).toUpperCase().padStart(4, '0');
  return { ...charge, pixCopiaECola: code.slice(0, -4) + wrong };
}

/**
 * An amount as the seed writes it (12300, '12.300,00') in reais.
 * @param {number | string} value
 */
function reais(value) {
  return typeof value === 'number' ? value : Number(value.replace(/\./g, '').replace(',', '.'));
}
