import { useSyncExternalStore } from 'react';
import type { SyncState } from './current-event-sync';
import { usePortal } from './portal-context';

/** Whether the server has said, on this load, which event is current (see current-event-sync). */
export function useCurrentEventSync(): SyncState {
  const { currentEvent } = usePortal();
  return useSyncExternalStore(currentEvent.subscribe, currentEvent.get, currentEvent.get);
}
