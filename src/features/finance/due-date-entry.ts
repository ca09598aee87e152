import { calendarDay, dayDate } from '../../lib/dates/calendar-days';
import type { CalendarEntry } from '../../lib/dates/ics';

/** The reminder: 9 a.m. the day before (an all-day entry starts at midnight; 15 hours before it). */
const DAY_BEFORE_AT_NINE = 15 * 60;

interface DueCharge {
  numCobranca: string | number;
  dataVencimento?: string | null;
}

/**
 * A charge's due date as an all-day calendar entry, with a reminder the day before. `amount` is
 * the charge's amount as the screen writes it; `event` names the event (EVT and its description).
 * Null when the due date cannot be read.
 */
export function dueDateEntry(
  charge: DueCharge,
  amount: string,
  event: { idEvento: string | number; descricao?: string | null },
): CalendarEntry | null {
  const due = calendarDay(charge.dataVencimento);
  if (due === null) return null;
  return {
    key: `cobranca-${event.idEvento}-${charge.numCobranca}`,
    // A date alone: an all-day entry on the due date, on São Paulo's calendar.
    start: dayDate(due).toISOString().slice(0, 10),
    minutes: 0,
    summary: `Vencimento da COB ${charge.numCobranca} · ${amount}`,
    description: [event.descricao, `EVT ${event.idEvento}`, `COB ${charge.numCobranca} · ${amount}`].filter(Boolean).join('\n'),
    reminderMinutes: DAY_BEFORE_AT_NINE,
  };
}
