import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';

/** A calendar day as the first-access payload sends it (spec section 3: month 1-12). */
export interface BrDate {
  day: number;
  /** 1 to 12, not the 0-based month of `Date`. */
  month: number;
  year: number;
}

/** Event dates the portal accepts: a year written as 0270 or 0001 is a typing slip, not an event. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;
const PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * Reads a strict "dd/MM/yyyy" date, as typed in the first-access form (spec section 5:
 * 'Data inválida' when it does not parse): a real calendar day with a year from 1900 to 2100.
 * Surrounding whitespace is ignored.
 *
 * @returns The day, month (1-12) and year, or `null` ("31/02/2027", "1/5/2027", "15/05/27",
 *   "15/05/0270" are all `null`).
 */
export function parseBrDate(text: string): BrDate | null {
  const trimmed = text.trim();
  if (!PATTERN.test(trimmed)) return null;
  // A fixed reference day: parse fills nothing from it for a complete dd/MM/yyyy.
  const date = parse(trimmed, 'dd/MM/yyyy', new Date(2000, 0, 1));
  if (!isValid(date)) return null;
  const year = date.getFullYear();
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  return { day: date.getDate(), month: date.getMonth() + 1, year };
}
