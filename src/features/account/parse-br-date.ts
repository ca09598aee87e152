import { isExists } from 'date-fns/isExists';

/** A calendar day as the first-access payload sends it (month 1-12). */
export interface BrDate {
  day: number;
  /** 1 to 12, not the 0-based month of `Date`. */
  month: number;
  year: number;
}

/** Event dates the portal accepts: a year written as 0270 or 0001 is a typing slip, not an event. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;
const PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Reads a strict "dd/MM/yyyy" date, as typed in the first-access form (
 * 'Data inválida' when it does not parse): a real calendar day with a year from 1900 to 2100.
 * Surrounding whitespace is ignored. date-fns' `isExists` checks the day (its `parse` would bring
 * its whole token parser and the en-US locale for the same answer).
 *
 * @returns The day, month (1-12) and year, or `null` ("31/02/2027", "1/5/2027", "15/05/27",
 *   "15/05/0270" are all `null`).
 */
export function parseBrDate(text: string): BrDate | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR || !isExists(year, month - 1, day)) return null;
  return { day, month, year };
}
