import { useSyncExternalStore } from 'react';
import { listen } from '../lib/listen';

const subscribe = (changed: () => void) => listen(['online', 'offline'], changed);

const read = () => navigator.onLine;

/**
 * Whether the browser says it has a network, re-rendering when that changes. `false` is certain
 * (no network at all); `true` only means the phone is attached to something, so a failed call while
 * "online" is said as the server being out of reach, never as no connection.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
