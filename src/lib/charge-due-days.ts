import { isBankHoliday } from './bank-holidays';
import { calendarDaysBetween } from './calendar-days';
import { inSaoPauloAt, type SaoPauloDate } from './sao-paulo';
import { toDate } from './to-date';
import { wordKey } from './word-key';

/** What the due-date count reads of a charge (the API's Charge has these fields). */
export interface DueCharge {
  dataVencimento?: string | null;
  formaPagamento?: string | null;
  linhaDigitavel?: string | null;
  urlBoleto?: string | null;
}

/*
 * A way to pay that says boleto, as banks, gateways and ERPs write it (compared as wordKey writes
 * words): 'Boleto', 'BOLETO_BANCARIO', 'Bloqueto Bancário', 'Cobrança bancária', 'Cobrança
 * registrada', 'Título' ('Título de cobrança'), 'Ficha de compensação', 'Carnê', Iugu's and Vindi's
 * `bank_slip`, Efí's `banking_billet`, Mercado Pago's `ticket` and `bolbradesco`, the hybrid
 * 'BolePix'. docs/resilience.md, "Business days for boletos".
 */
const BOLETO = /boleto|bloqueto|bolepix|billet|bankslip|cobrancabancaria|cobrancaregistrada|fichadecompensacao|titulo|^(ticket|bolbradesco|carne)$/;
/** A way to pay that names something else: Pix ('PIX_COBRANCA', 'Cobrança Pix'), cards, transfers, cash. */
const OTHER = /pix|cartao|card|credit|debit|^(transf|ted|doc|deposit|dinheiro|especie|cash|cheque)/;

/**
 * A boleto, by its evidence: its way to pay says so in any usual wording, or names no other way and
 * the charge carries a boleto's line or PDF.
 */
export function isBoleto({ formaPagamento, linhaDigitavel, urlBoleto }: DueCharge): boolean {
  const way = wordKey(formaPagamento ?? '');
  if (BOLETO.test(way)) return true;
  return !OTHER.test(way) && !!(linhaDigitavel?.trim() || urlBoleto?.trim());
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
 * Calendar days from `now` to the last day a charge is paid on time (see {@link lastDayToPay}): 0
 * today, negative once overdue. Read once per charge by src/lib/read-charge.ts, which every
 * due-date text, the order of 'Pagamento' and the home's attention panel count from.
 */
export function chargeDueDays(charge: DueCharge, now: Date): number | null {
  const last = lastDayToPay(charge);
  return last ? calendarDaysBetween(last, now) : null;
}
