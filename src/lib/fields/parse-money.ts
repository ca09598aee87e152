/** pt-BR amount: dots group thousands, a comma separates the decimals ("15.800,50", "3200,00"). */
const BR_AMOUNT = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+),\d+$/;
/** Dots only between groups of three digits ("1.234.567"): pt-BR thousands without decimals. */
const BR_THOUSANDS = /^-?\d{1,3}(?:\.\d{3})+$/;
/** Commas between groups of three and a decimal dot ("1,234.56"): en-US text from a FORMAT() or a
 * spreadsheet. Only with the dot: "1,234" alone is a pt-BR decimal. */
const US_AMOUNT = /^-?\d{1,3}(?:,\d{3})+\.\d+$/;
/** Plain number as JSON or most APIs write it ("1234.56", "-80"). */
const PLAIN_AMOUNT = /^-?\d+(?:\.\d+)?$/;

/**
 * Reads an amount of money sent by the API, which may be a number or a pt-BR string
 * ("a string amount with a decimal comma is accepted and converted").
 *
 * @param value - A number, or a string such as "R$ 15.800,50", "3200,00", "1.234.567", "1234.56" or "1,234.56".
 * @returns The amount as a number, or `null` when the value is not a finite amount.
 * @example parseMoney('15.800,50') // 15800.5
 */
export function parseMoney(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? normaliseZero(value) : null;
  if (typeof value !== 'string') return null;

  // `\s` also covers the NBSP and narrow NBSP that Intl puts after "R$".
  const text = value.trim().replace(/R\$/g, '').replace(/\s/g, '');

  if (BR_AMOUNT.test(text)) return toNumber(text.replace(/\./g, '').replace(',', '.'));
  // A lone "1.500" is read as 1500, not 1.5: a dot followed by exactly three digits is how
  // pt-BR writes thousands, and amounts with three decimal places do not occur in reais.
  if (BR_THOUSANDS.test(text)) return toNumber(text.replace(/\./g, ''));
  if (US_AMOUNT.test(text)) return toNumber(text.replace(/,/g, ''));
  if (PLAIN_AMOUNT.test(text)) return toNumber(text);
  return null;
}

function toNumber(text: string): number | null {
  const amount = Number(text);
  return Number.isFinite(amount) ? normaliseZero(amount) : null;
}

/** "-0,00" must not render as "-R$ 0,00". */
function normaliseZero(amount: number): number {
  return amount === 0 ? 0 : amount;
}
