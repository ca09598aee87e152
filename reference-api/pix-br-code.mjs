// @ts-check

/**
 * A Pix "copia e cola" payload (BR Code): an EMV QR Code MPM payload as the Banco Central's Pix
 * manual lays it out, each field ID + 2-digit length + value, ending in field 63: the CRC16-CCITT
 * (poly 0x1021, init 0xFFFF) of everything before it, "6304" included, as 4 upper-case hex digits.
 *
 * @param {{ key: string, amount: number, merchantName: string, merchantCity: string, txid: string }} charge
 *   key: the receiver's Pix key; amount in reais; merchantName up to 25 characters, merchantCity up
 *   to 15 (the manual's limits); txid: the charge's reference, up to 25 letters and digits
 * @returns {string}
 */
export function pixBrCode({ key, amount, merchantName, merchantCity, txid }) {
  if (merchantName.length > 25 || merchantCity.length > 15) throw new RangeError('merchant name or city too long for a BR Code');
  if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new RangeError('txid must be 1-25 letters and digits');
  const payload =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount.toFixed(2)) +
    field('58', 'BR') +
    field('59', merchantName) +
    field('60', merchantCity) +
    field('62', field('05', txid)) +
    '6304';
  return payload + crc16(payload);
}

/**
 * CRC16-CCITT-FALSE over the UTF-8 bytes, as 4 upper-case hex digits.
 * @param {string} text
 */
export function crc16(text) {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * @param {string} id
 * @param {string} value
 */
function field(id, value) {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is over 99 characters`);
  return id + String(value.length).padStart(2, '0') + value;
}
