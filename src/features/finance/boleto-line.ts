/** The 47 digits of a bank boleto's linha digitável, in the FEBRABAN grouping 5.5 5.6 5.6 1 14. */
const LINE = /^(\d{5})(\d{5})(\d{5})(\d{6})(\d{5})(\d{6})(\d)(\d{14})$/;

/**
 * A boleto's linha digitável as banks print it, e.g.
 * "23793.38128 60082.677139 66006.330009 1 97520000015000".
 *
 * @param value - The line as the API sends it: 47 digits, with or without dots and spaces.
 * @returns The grouped line, or `null` when it is not 47 digits.
 */
export function formatLinhaDigitavel(value: string): string | null {
  const match = LINE.exec(value.replace(/[\s.]/g, ''));
  if (!match) return null;
  const [, a, b, c, d, e, f, check, rest] = match;
  return `${a}.${b} ${c}.${d} ${e}.${f} ${check} ${rest}`;
}
