/** The 256 remainders of polynomial 0x1021, one per byte value: one table lookup a byte instead of 8 shifts. */
const TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR) of a
 * text's UTF-8 bytes, as 4 uppercase hex digits: the checksum that closes a Pix BR Code (field 63,
 * Manual de Padrões para Iniciação do Pix). The catalogue's check value: "123456789" gives "29B1".
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ byte) & 0xff]!;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
