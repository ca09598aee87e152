import { easterSunday } from './easter-sunday';

/** Fixed national holidays, "MM-DD" (Lei 662/49, 6.802/80, 10.607/02, 14.759/23 for 20 November). */
const FIXED = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];

/** Days after Easter Sunday the banks close: Carnival Monday and Tuesday, Good Friday, Corpus Christi. */
const FROM_EASTER = [-48, -47, -2, 60];

const DAY_MS = 86_400_000;

/**
 * Whether the banks are closed nationwide on a day: a national holiday, the Carnival Monday and
 * Tuesday, Good Friday, Corpus Christi, and 31 December (no banking to the public). On such a day a
 * boleto is paid on the next business day without a fine (docs/resilience.md, "Business days for
 * boletos"). Local holidays of the payer's city are not known here and are not counted.
 *
 * @param month - 1 to 12.
 */
export function isBankHoliday(year: number, month: number, day: number): boolean {
  const monthDay = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (FIXED.includes(monthDay) || monthDay === '12-31') return true;
  // Dia Nacional de Zumbi e da Consciência Negra, national since 2024.
  if (monthDay === '11-20' && year >= 2024) return true;
  const [easterMonth, easterDay] = easterSunday(year);
  // Whole days between two UTC midnights: no zone, no daylight-saving hour in between.
  const offset = (Date.UTC(year, month - 1, day) - Date.UTC(year, easterMonth - 1, easterDay)) / DAY_MS;
  return FROM_EASTER.includes(offset);
}
