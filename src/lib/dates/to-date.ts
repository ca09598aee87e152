import { BR_DATE, isDateText } from './date-forms';
import { inSaoPauloAt, type SaoPauloDate } from './sao-paulo';

/**
 * Whether a date (a Date or São Paulo's) holds a time: date-fns' `isValid` for a date, without the
 * copy it makes of it (and the code that makes it: about 0.13 KB gzip of the home's first screen).
 */
const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** Anything the API or a form may hand over as a date. */
export type DateInput = string | Date | null | undefined;

/**
 * An API or form date as a moment on São Paulo's clock, or `null` when it is not a valid date.
 *
 * ISO strings without an offset ("2027-05-15T19:30:00", "2027-05-15") are São Paulo wall-clock
 * times (docs/architecture.md, "São Paulo's clock"), whatever the browser's zone; with an offset they are that instant.
 * "dd/MM/yyyy" strings are midnight of that day in São Paulo; "dd/MM/yyyy HH:mm[:ss]" that time there.
 */
export function toDate(value: DateInput): SaoPauloDate | null {
  if (value instanceof Date) return isValid(value) ? inSaoPauloAt(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // isDateText refuses a day the month does not have (31/02) and any other form.
  if (!isDateText(text)) return null;
  // "dd/MM/yyyy[ HH:mm[:ss]]" rewritten as the ISO form with a space for the "T".
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0', zone, sign, zoneHours, zoneMinutes] = ISO_PARTS.exec(
    text.replace(BR_DATE, '$3-$2-$1 $4').trim(),
  )!;
  // The arithmetic of date-fns' parseISO, without its parser for the ISO forms the portal never meets
  // (weeks, ordinal days, basic format): 0.8 KB gzip of the signed-in first screen.
  const ms = parseFloat(seconds) * 1000;
  if (zone) {
    if (+zoneMinutes! > 59) return null;
    // That instant: the wall-clock time written, less the offset it was written at ("Z": none).
    const offset = sign ? Number(sign + (+zoneHours! * 60 + +zoneMinutes!)) : 0;
    return inSaoPauloAt(new Date(0).setUTCFullYear(+year!, +month! - 1, +day!) + (+hours * 60 + +minutes - offset) * 60_000 + ms);
  }
  // No offset: that wall-clock time on São Paulo's clock (Date's setters carry the seconds over).
  const date = inSaoPauloAt(0);
  date.setFullYear(+year!, +month! - 1, +day!);
  date.setHours(+hours, +minutes, 0, ms);
  return isValid(date) ? date : null;
}

/** An ISO text `isDateText` accepted, in parts: date, hours, minutes, seconds with their fraction, zone, and an offset's sign, hours and minutes. */
export const ISO_PARTS = /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d(?:\.\d+)?))?)?(Z|([+-])(\d\d):?(\d\d))?$/;
