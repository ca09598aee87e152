/*
 * A boleto's linha digitável, checked as the bank's app will check it before the customer pays
 * (FEBRABAN's layouts; docs/resilience.md, "The boleto's line"). A line that fails is never offered to copy.
 */

/** Said, instead of a boleto's line and its copy button, for a line that fails its check. */
export const BOLETO_LINE_UNAVAILABLE = 'Linha digitável indisponível. Fale com a equipe para recebê-la.';

/** The 47 digits of a bank boleto, in the grouping 5.5 5.6 5.6 1 14. */
const BANK = /^(\d{5})(\d{5})(\d{5})(\d{6})(\d{5})(\d{6})(\d)(\d{14})$/;
/** The 48 digits of a collection slip (arrecadação: utilities, taxes), in four blocks of 11 digits and their check digit. */
const COLLECTION = /^(\d{11})(\d)(\d{11})(\d)(\d{11})(\d)(\d{11})(\d)$/;

/** Modulo 10: weights 2, 1, 2… from the right, the digits of each product summed. */
export function mod10(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += Math.floor(product / 10) + (product % 10);
  });
  return (10 - (sum % 10)) % 10;
}

/** The weighted sum's remainder of modulo 11: weights 2 to 9 from the right, repeating. */
function mod11Remainder(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => (sum += Number(digit) * (2 + (index % 8))));
  return sum % 11;
}

/** A bank barcode's general check digit: 11 minus the remainder, and 1 where that gives 0, 10 or 11. */
export const bankMod11 = (digits: string) => {
  const check = 11 - mod11Remainder(digits);
  return check === 0 || check >= 10 ? 1 : check;
};

/** A collection slip's modulo 11: 0 for remainders 0 and 1, else 11 minus the remainder. */
export const collectionMod11 = (digits: string) => {
  const remainder = mod11Remainder(digits);
  return remainder <= 1 ? 0 : 11 - remainder;
};

/**
 * A boleto's line as the bank app wants it, or `null` when it is not one: 47 digits whose three
 * fields end in their modulo-10 check digits and whose barcode's general check digit (modulo 11)
 * is right; or the 48 digits of a collection slip (first digit 8), each block ending in its check
 * digit and the barcode's general one right, modulo 10 or 11 as its third digit says (6 or 7: 10;
 * 8 or 9: 11). Dots, spaces and dashes are ignored.
 *
 * @returns The bare digits (what is copied) and the line grouped as banks print it.
 * @example checkBoletoLine('23793.38128 60082.677139 66006.330009 1 97520000015000')
 */
export function checkBoletoLine(value: string): { digits: string; grouped: string } | null {
  const digits = value.replace(/[\s.-]/g, '');
  const bank = BANK.exec(digits);
  if (bank) {
    const [, a, b, c, d, e, f, check, rest] = bank as unknown as string[];
    const fields = [a! + b!, c! + d!, e! + f!];
    if (!fields.every((field) => mod10(field.slice(0, -1)) === Number(field.slice(-1)))) return null;
    // The barcode without its check digit: bank and currency, due factor and amount, free field.
    const barcode = digits.slice(0, 4) + rest + digits.slice(4, 9) + digits.slice(10, 20) + digits.slice(21, 31);
    if (bankMod11(barcode) !== Number(check)) return null;
    return { digits, grouped: `${a}.${b} ${c}.${d} ${e}.${f} ${check} ${rest}` };
  }
  const collection = COLLECTION.exec(digits);
  if (!collection || digits[0] !== '8') return null;
  const modulo = { '6': mod10, '7': mod10, '8': collectionMod11, '9': collectionMod11 }[digits[2] as '6' | '7' | '8' | '9'];
  if (!modulo) return null;
  const blocks = [1, 3, 5, 7].map((index) => collection[index]!);
  if (!blocks.every((block, index) => modulo(block) === Number(collection[2 + index * 2]))) return null;
  const barcode = blocks.join('');
  if (modulo(barcode.slice(0, 3) + barcode.slice(4)) !== Number(barcode[3])) return null;
  return { digits, grouped: [1, 3, 5, 7].map((index) => `${collection[index]}-${collection[index + 1]}`).join(' ') };
}
