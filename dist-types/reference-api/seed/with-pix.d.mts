/**
 * The charge with its Pix copia-e-cola: a valid BR Code for its own amount.
 * @param {Charge} charge
 * @param {string} txid the charge's reference in the payload
 * @returns {Charge}
 */
export function withPix(charge: Charge, txid: string): Charge;
/**
 * The same, with a wrong checksum (the CRC of field 63 inverted): the seed's one broken code, for
 * the portal's "Código Pix indisponível" path.
 * @param {Charge} charge
 * @param {string} txid
 * @returns {Charge}
 */
export function withCorruptPix(charge: Charge, txid: string): Charge;
export type Charge = import("../types.mjs").Charge;
