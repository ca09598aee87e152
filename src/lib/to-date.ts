import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { BR_DATE, ISO_DATE } from './date-forms';
import { inSaoPaulo, inSaoPauloAt, type SaoPauloDate } from './sao-paulo';

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
  const brDate = BR_DATE.exec(text);
  const iso = brDate
    ? `${brDate[3]}-${brDate[2]}-${brDate[1]}${brDate[4] ? `T${brDate[4]}` : ''}`
    : ISO_DATE.test(text)
      ? text.replace(' ', 'T')
      : null;
  if (!iso) return null;
  // parseISO refuses a day the month does not have (31/02).
  const date = parseISO(iso, { in: inSaoPaulo });
  return isValid(date) ? date : null;
}
