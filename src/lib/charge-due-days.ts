import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { isBankHoliday } from './bank-holidays';
import { inSaoPaulo, inSaoPauloAt, type SaoPauloDate } from './sao-paulo';
import { toDate } from './to-date';
import { wordKey } from './word-key';

/** What the due-date count reads of a charge (the API's Charge has these fields). */
export interface DueCharge {
  dataVencimento?: string | null;
  formaPagamento?: string | null;
  linhaDigitavel?: string | null;
}

/** A boleto: its way to pay says so ('Boleto', 'BOLETO BANCÁRIO'), or it names none and carries a boleto's line. */
export function isBoleto({ formaPagamento, linhaDigitavel }: DueCharge): boolean {
  const way = wordKey(formaPagamento ?? '');
  return way ? way.includes('boleto') : !!linhaDigitavel?.trim();
}

const isBusinessDay = (day: SaoPauloDate) =>
  day.getDay() !== 0 && day.getDay() !== 6 && !isBankHoliday(day.getFullYear(), day.getMonth() + 1, day.getDate());

/**
 * The last day a charge is paid on time, on São Paulo's calendar: its due date, or, for a boleto due
 * on a Saturday, Sunday or bank holiday, the next business day (a boleto is paid then without a
 * fine: docs/resilience.md, "Business days for boletos"). A Pix charge is paid any day: its due date
 * stands. `null` without a readable due date.
 */
export function lastDayToPay(charge: DueCharge): SaoPauloDate | null {
  const day = toDate(charge.dataVencimento);
  if (!day || !isBoleto(charge)) return day;
  // A copy, moved a day at a time on São Paulo's calendar (setDate keeps its wall-clock time).
  const last = inSaoPauloAt(day);
  while (!isBusinessDay(last)) last.setDate(last.getDate() + 1);
  return last;
}

/**
 * Calendar days from today to the last day a charge is paid on time (see {@link lastDayToPay}): 0
 * today, negative once overdue. What every due-date text, the order of 'Pagamento' and the home's
 * attention panel count.
 *
 * @param now - The moment to count from. Defaults to the current time.
 */
export function chargeDueDays(charge: DueCharge, now: Date = new Date()): number | null {
  const last = lastDayToPay(charge);
  return last ? differenceInCalendarDays(last, now, { in: inSaoPaulo }) : null;
}
