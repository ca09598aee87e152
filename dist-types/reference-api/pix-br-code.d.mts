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
export function pixBrCode({ key, amount, merchantName, merchantCity, txid }: {
    key: string;
    amount: number;
    merchantName: string;
    merchantCity: string;
    txid: string;
}): string;
/**
 * CRC16-CCITT-FALSE over the UTF-8 bytes, as 4 upper-case hex digits.
 * @param {string} text
 */
export function crc16(text: string): string;
