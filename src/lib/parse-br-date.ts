/** A calendar day as the first-access payload sends it (spec section 3: month 1-12). */
export interface BrDate {
  day: number;
  /** 1 to 12, not the 0-based month of `Date`. */
  month: number;
  year: number;
}

const PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Reads a strict "dd/MM/yyyy" date, as typed in the first-access form (spec section 5:
 * 'Data inválida' when it does not parse). Surrounding whitespace is ignored.
 * Hand-written rather than date-fns `parse`, which would pull its whole token parser into
 * every screen that shows a date.
 *
 * @param text - The typed date, e.g. "15/05/2027".
 * @returns The day, month (1-12) and year, or `null` for anything that is not an existing day
 *   written exactly as dd/MM/yyyy ("31/02/2027", "1/5/2027", "15/05/27" are all `null`).
 */
export function parseBrDate(text: string): BrDate | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return null;
  // Round-trip through Date: 31/02 rolls over to March and is refused.
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return { day, month, year };
}
