import { useSyncExternalStore } from 'react';
import { pendingPaymentsOf, type PendingPayments, type PendingPaymentsStore } from '../session/pending-payments-store';
import { usePortal } from './portal-context';

/** The charges marked 'Já paguei' on this device, re-rendering when one is added or cleared. */
export function usePendingPayments(): PendingPayments {
  const store = usePendingPaymentsStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** This portal's store of pending payments (to add or clear one). */
export function usePendingPaymentsStore(): PendingPaymentsStore {
  return pendingPaymentsOf(usePortal().session);
}
