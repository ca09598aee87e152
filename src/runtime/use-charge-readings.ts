import { useEffect } from 'react';
import type { Charge } from '../api/event-schemas';
import { chargeReader, type ChargeReading } from '../lib/charges/read-charge';
import { wordList } from '../lib/charges/word-list';
import { usePortal } from './portal-context';

/** Each charge list's readings, with the host's words and the São Paulo day they were read with. */
const readCache = new WeakMap<readonly Charge[], { with: string; readings: Map<Charge, ChargeReading> }>();
/** The charge lists the host has heard about: Financeiro and the home's panel read the same answer. */
const reported = new WeakSet<readonly Charge[]>();
const NONE: readonly Charge[] = [];

/**
 * The readings of the current event's charges (src/lib/charges/read-charge.ts), with the host's words
 * (`paid-statuses`, `cancelled-statuses`, `open-statuses`) applied here and nowhere else. Read once
 * per answer and day, whichever screen asks first; every screen, row and dialog takes a charge's
 * reading from the function this returns. When the charges hold a status word the portal does not
 * know, the host hears it once per answer, as a data warning naming the field, never the word: the
 * word may say something about the customer's payment.
 */
export function useChargeReadings(charges: readonly Charge[] | undefined): (charge: Charge) => ChargeReading {
  const { settings, emit } = usePortal();
  const list = charges ?? NONE;
  const now = new Date();
  // A new day changes the days to pay: São Paulo keeps UTC-3 all year since 2019 (no summer time).
  const settingWords = [settings.paidStatuses, settings.cancelledStatuses, settings.openStatuses];
  const key = `${settingWords.join('|')}|${Math.floor((+now - 3 * 3_600_000) / 86_400_000)}`;
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
