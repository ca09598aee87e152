/** A date as the forms write it, "dd/MM/yyyy", or as a formatted column sends a date-time: "dd/MM/yyyy HH:mm[:ss]". */
export const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?: ((?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?))?$/;

/** The ISO forms the API sends: "2027-05-15", "2027-05-15T19:30[:00[.1234567]]", a space for the "T", optionally "Z" or "-03:00". */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Whether a text is one of those forms and names a day its month has (no 31/02). Plain arithmetic,
 * no date library: the API's answers are read with it in the entry chunk, where date-fns would
 * cost the first screen about 4 KB (the formatting and counting helpers load with the screens).
 */
export function isDateText(text: string): boolean {
  const br = BR_DATE.exec(text);
  const parts = br ? [br[3], br[2], br[1]] : ISO_DATE.exec(text)?.slice(1, 4);
  if (!parts) return false;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  // Day 0 of the next month is the last day of this one (leap years included).
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
