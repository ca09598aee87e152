import { calendarDaysUntil } from '../../lib/dates/calendar-days';
import type { ChargeReading } from '../../lib/charges/read-charge';
import { toDate } from '../../lib/dates/to-date';

/** "Soon", for the home's attention panel: a charge due or an appointment within 15 calendar days. */
export const SOON_DAYS = 15;

/** What the panel reads of an appointment (the API's ScheduleItem has these fields). */
export interface AppointmentLike {
  concluida?: boolean | null;
  dataAgenda?: string | null;
}

export interface DatedCharge<C> {
  charge: C;
  /** Calendar days to the last day it is paid on time (a boleto's next business day); negative once overdue. */
  days: number;
}

export interface Appointment<S extends AppointmentLike = AppointmentLike> {
  item: S;
  /** Calendar days to the appointment (0 today). */
  days: number;
}

export interface Attention<C, S extends AppointmentLike = AppointmentLike> {
  /** Open charges whose due date has passed, the oldest first. */
  overdue: DatedCharge<C>[];
  /** The open charge due next (today or later), however far. */
  nextDue?: DatedCharge<C>;
  /** The pending appointment coming next (today or later), however far. */
  nextAppointment?: Appointment<S>;
}

/**
 * What the customer should act on: overdue charges, the next charge due and the next
 * pending appointment. `null` when all is in order: no overdue charge, and neither a charge nor an
 * appointment within {@link SOON_DAYS} days. Charges and appointments without a readable date are
 * left out; an appointment earlier today still counts as today's.
 *
 * @param read - Each charge's reading (`useCharges`, src/runtime/charges.ts): its days are counted
 * there, to the last day to pay on time.
 */
export function attentionOf<C, S extends AppointmentLike>(
  charges: readonly C[],
  schedule: readonly S[],
  now: Date,
  read: (charge: C) => ChargeReading,
): Attention<C, S> | null {
  // Only what reads as open has days: a status the portal does not know, or a charge paid by its
  // evidence, is never called overdue.
  const open = charges
    .map((charge) => ({ charge, days: read(charge).days }))
    .filter((dated): dated is DatedCharge<C> => dated.days !== null)
    .sort((a, b) => a.days - b.days);
  const overdue = open.filter((dated) => dated.days < 0);
  const nextDue = open.find((dated) => dated.days >= 0);
  const nextAppointment = schedule
    .filter((item) => !item.concluida)
    .map((item) => ({ item, days: calendarDaysUntil(item.dataAgenda, now), at: toDate(item.dataAgenda)?.getTime() ?? 0 }))
    .filter((pending): pending is Appointment<S> & { at: number } => pending.days !== null && pending.days >= 0)
    .sort((a, b) => a.at - b.at)[0];
  const soon = (dated?: { days: number }) => !!dated && dated.days <= SOON_DAYS;
  if (!overdue.length && !soon(nextDue) && !soon(nextAppointment)) return null;
  return { overdue, nextDue, nextAppointment: nextAppointment && { item: nextAppointment.item, days: nextAppointment.days } };
}
