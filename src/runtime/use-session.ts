import { useSyncExternalStore } from 'react';
import type { SessionState } from '../session/session-store';
import { usePortal } from './portal-context';

/** The signed-in user and current event, re-rendering on every change (also from other tabs). */
export function useSession(): SessionState {
  const { session } = usePortal();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
