import { toDate, type DateInput } from './to-date';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * Calendar days from today to a date: 0 today, 1 tomorrow, -1 yesterday; the time of day does not
 * count (a charge due today is due all day). Unlike {@link daysUntil} (whole 24-hour days, for the
 * event countdown of spec section 4), this is how due dates and appointments are told.
 *
 * The local calendar fields are compared as UTC days, so a daylight-saving change in between does
 * not cost or add a day.
 *
 * @param value - An API date (ISO without offset, read as local time), a "dd/MM/yyyy" string or a `Date`.
 * @param now - The moment to count from. Defaults to the current time.
 * @returns The signed number of days, or `null` when the value is not a date.
 */
export function calendarDaysUntil(value: DateInput, now: Date = new Date()): number | null {
  const date = toDate(value);
  return date ? Math.round((dayOf(date) - dayOf(now)) / DAY_MS) : null;
}
