import { useEffect, useState, useSyncExternalStore } from 'react';
import { getFinance } from '../api/event-calls';
import type { Charge, Finance } from '../api/event-schemas';
import { chargeReader, type ChargeReading } from '../lib/charges/read-charge';
import { wordList } from '../lib/charges/word-list';
import { today } from '../lib/dates/calendar-days';
import { pendingKey, pendingPaymentsOf, type PendingPayments, type PendingPaymentsStore } from '../session/pending-payments-store';
import { FRESH_MS } from './fresh-for';
import { usePortal } from './portal-context';
import { useEventQuery, type EventQuery } from './use-event-query';
import { useSession } from './use-session';

/*
 * The current event's charges as the screens that show them take them (Financeiro and the home's
 * panel): the answer, each charge's reading, this device's payment marks and the marks the API has
 * settled, from one call of `useCharges`. The charges' rules themselves are in src/lib/charges/;
 * this module only brings them to the screens (docs/architecture.md, "Rooms").
 */

/** What a screen showing the charges takes: the answer, each charge's reading, the marks. */
export interface Charges {
  /** GET /api/financeiro, asked again while a charge is marked paid on this device. */
  finance: EventQuery<Finance>;
  /** Each charge's reading, with the host's words, for the charges of `finance`'s answer. */
  read: (charge: Charge) => ChargeReading;
  /** The charges marked 'Já paguei' on this device (`pendingKey` to the time of the mark). */
  pending: PendingPayments;
  /** The marks the API confirmed paid during this screen's life. */
  confirmed: ReadonlySet<string>;
}

/** The current event's charges, read and settled against this device's marks (see {@link Charges}). */
export function useCharges(): Charges {
  const pending = usePendingPayments();
  const finance = useFinance(pending);
  const charges = finance.data?.cobrancas;
  const read = useChargeReadings(charges);
  const confirmed = usePaymentConfirmations(charges, read, pending);
  return { finance, read, pending, confirmed };
}

/** This portal's store of pending payments (to add or clear one). */
export function usePendingPaymentsStore(): PendingPaymentsStore {
  return pendingPaymentsOf(usePortal().session);
}

/** The charges marked 'Já paguei' on this device, re-rendering when one is added or cleared. */
function usePendingPayments(): PendingPayments {
  const store = usePendingPaymentsStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * The current event's finance (GET /api/financeiro). While a charge of the event is marked paid on
 * this device ('Já paguei', 'Pagar com cartão'), the answer is asked again each time {@link FRESH_MS}
 * passes with a screen showing it on a visible page, so the mark settles itself when the API reports
 * the charge paid (docs/paying-first.md, "After paying"). Never more often, and never on focus
 * (app/data-scope.tsx turns that off).
 *
 * Our own timer rather than SWR's `refreshInterval`: SWR's first poll starts at mount while its
 * dedupe window starts when the answer arrives, so that poll lands inside the window, is skipped,
 * and the first re-read comes after twice the time.
 */
function useFinance(pending: PendingPayments): EventQuery<Finance> {
  const { currentEvt } = useSession();
  const finance = useEventQuery('financeiro', getFinance);
  const prefix = currentEvt ? pendingKey(currentEvt.idEvento, '') : null;
  const waiting = prefix !== null && Object.keys(pending).some((key) => key.startsWith(prefix));
  const { retry } = finance;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') retry();
    }, FRESH_MS);
    return () => clearInterval(timer);
    // `retry` is a new function each render; the timer follows only whether something is pending.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);
  return finance;
}

/** Each charge list's readings, with the host's words and the São Paulo day they were read on. */
const readCache = new WeakMap<readonly Charge[], { with: string; readings: Map<Charge, ChargeReading> }>();
/** The charge lists the host has heard about: Financeiro and the home's panel read the same answer. */
const reported = new WeakSet<readonly Charge[]>();
const NO_CHARGES: readonly Charge[] = [];

/**
 * The readings of the current event's charges (src/lib/charges/read-charge.ts), with the host's
 * words (`paid-statuses`, `cancelled-statuses`, `open-statuses`) applied here and nowhere else. Read
 * once per answer and São Paulo day (a new day changes the days to pay), whichever screen asks first;
 * every screen, row and dialog takes a charge's reading from the function this returns. When the
 * charges hold a status word the portal does not know, the host hears it once per answer, as a data
 * warning naming the field, never the word: the word may say something about the customer's payment.
 */
function useChargeReadings(charges: readonly Charge[] | undefined): (charge: Charge) => ChargeReading {
  const { settings, emit } = usePortal();
  const list = charges ?? NO_CHARGES;
  const now = new Date();
  const settingWords = [settings.paidStatuses, settings.cancelledStatuses, settings.openStatuses];
  const key = `${settingWords.join('|')}|${today(now)}`;
  let cached = readCache.get(list);
  if (cached?.with !== key) {
    // Each setting read as the doctor reads its options of the same names.
    const [paid, cancelled, open] = settingWords.map(wordList) as [string[], string[], string[]];
    const read = chargeReader({ paid, cancelled, open });
    cached = { with: key, readings: new Map(list.map((charge) => [charge, read(charge, now)])) };
    readCache.set(list, cached);
  }
  const { readings } = cached;
  useEffect(() => {
    if (!charges || reported.has(charges)) return;
    reported.add(charges);
    if ([...readings.values()].some((reading) => reading.unknownWord))
      emit('portal-cliente:data-warning', { endpoint: '/api/financeiro', count: 0, fields: [], unknown: ['cobrancas.statusCobranca'] });
  }, [charges, readings, emit]);
  // Every caller reads the charges of the list it passed.
  return (charge) => readings.get(charge)!;
}

/** Nothing confirmed yet (one empty set, so a render without news keeps its state). */
const NONE_CONFIRMED: ReadonlySet<string> = new Set();

/**
 * Settles this device's payment marks against the API's charges: a marked charge the API lists as
 * paid or cancelled, or no longer lists, leaves the stored marks (the API has the last word), and one
 * it reports paid is returned as confirmed, for the screen to say 'Pagamento confirmado' while it
 * stays on screen. Once: the mark is gone from storage, so the next screen (or visit) shows the
 * charge as the API sends it. A charge cancelled or gone is not confirmed, only forgotten
 * (docs/paying-first.md, "After paying").
 *
 * @returns The pending keys (`pendingKey`) confirmed paid during this screen's life.
 */
function usePaymentConfirmations(
  charges: readonly Charge[] | undefined,
  read: (charge: Charge) => ChargeReading,
  pending: PendingPayments,
): ReadonlySet<string> {
  const store = usePendingPaymentsStore();
  const { currentEvt } = useSession();
  const [confirmed, setConfirmed] = useState(NONE_CONFIRMED);
  const prefix = currentEvt ? pendingKey(currentEvt.idEvento, '') : null;
  const byKey = new Map((charges ?? []).map((charge) => [`${prefix}${charge.numCobranca}`, charge]));
  const marked = charges && prefix !== null ? Object.keys(pending).filter((key) => key.startsWith(prefix)) : [];
  const done = marked.filter((key) => {
    const charge = byKey.get(key);
    // A status the portal does not know settles nothing.
    return !charge || ['paid', 'cancelled'].includes(read(charge).state);
  });
  const paid = done.filter((key) => byKey.has(key) && read(byKey.get(key)!).state === 'paid');
  // Kept from render to render (React's pattern for information from previous renders): the marks
  // leave storage below, and the confirmation stays while this screen does.
  if (paid.some((key) => !confirmed.has(key))) setConfirmed(new Set([...confirmed, ...paid]));
  const settledKeys = done.join('|');
  useEffect(() => {
    if (settledKeys) store.remove(settledKeys.split('|'));
  }, [settledKeys, store]);
  return confirmed;
}
