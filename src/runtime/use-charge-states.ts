import { useEffect, useMemo } from 'react';
import { chargeStates, type ChargeState } from '../lib/charge-state';
import { wordList } from '../lib/word-list';
import { usePortal } from './portal-context';

/** The charge lists the host has heard about: Financeiro and the home's panel read the same answer. */
const reported = new WeakSet<readonly unknown[]>();

/**
 * How this portal reads a charge's status word: the built-in words and the provider's own
 * (`paid-statuses`, `cancelled-statuses`, `open-statuses`). When the charges hold a word it does not
 * know, the host hears it once per answer, as a data warning naming the field, never the word: the
 * word may say something about the customer's payment.
 */
export function useChargeStates(
  charges: readonly { statusCobranca?: string | null }[] | undefined,
): (status: string | null | undefined) => ChargeState {
  const { settings, emit } = usePortal();
  const { paidStatuses, cancelledStatuses, openStatuses } = settings;
  const stateOf = useMemo(
    () => chargeStates({ paid: wordList(paidStatuses), cancelled: wordList(cancelledStatuses), open: wordList(openStatuses) }),
    [paidStatuses, cancelledStatuses, openStatuses],
  );
  useEffect(() => {
    if (!charges || reported.has(charges)) return;
    reported.add(charges);
    if (charges.some((charge) => stateOf(charge.statusCobranca) === 'unknown'))
      emit('portal-cliente:data-warning', { endpoint: '/api/financeiro', count: 0, fields: [], unknown: ['cobrancas.statusCobranca'] });
  }, [charges, stateOf, emit]);
  return stateOf;
}
