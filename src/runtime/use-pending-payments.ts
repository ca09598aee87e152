import { useSyncExternalStore } from 'react';
import type { PendingPayments } from '../session/pending-payments-store';
import { usePortal } from './portal-context';

/** The charges marked 'Já paguei' on this device, re-rendering when one is added or cleared. */
export function usePendingPayments(): PendingPayments {
  const { session } = usePortal();
  return useSyncExternalStore(session.pendingPayments.subscribe, session.pendingPayments.get, session.pendingPayments.get);
}
