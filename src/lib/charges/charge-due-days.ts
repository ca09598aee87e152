import { isBankHoliday } from './bank-holidays';
import { calendarDay, dayDate, today } from '../dates/calendar-days';
import { wordKey } from '../text/word-key';

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
const BOLETO =
  /boleto|bloqueto|bolepix|billet|bankslip|cobrancabancaria|cobrancaregistrada|fichadecompensacao|titulo|^(ticket|bolbradesco|carne)$/;
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

const isBusinessDay = (day: number) => {
  const date = dayDate(day);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};

/**
 * The last day a charge is paid on time, on São Paulo's calendar (as `calendarDay` counts days): its
 * due date, or, for a boleto due on a Saturday, Sunday or bank holiday, the next business day (a
 * boleto is paid then without a fine: docs/resilience.md, "Business days for boletos"). A Pix charge
 * is paid any day: its due date stands. `null` without a readable due date.
 */
export function lastDayToPay(charge: DueCharge): number | null {
  let last = calendarDay(charge.dataVencimento);
  if (last === null || !isBoleto(charge)) return last;
  while (!isBusinessDay(last)) last++;
  return last;
}

/**
 * Calendar days from `now` to the last day a charge is paid on time (see {@link lastDayToPay}): 0
 * today, negative once overdue. Read once per charge by src/lib/charges/read-charge.ts, which every
 * due-date text, the order of 'Pagamento' and the home's attention panel count from.
 */
export function chargeDueDays(charge: DueCharge, now: Date): number | null {
  const last = lastDayToPay(charge);
  return last === null ? null : last - today(now);
}
