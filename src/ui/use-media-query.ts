import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, re-rendering when it changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  const read = () => window.matchMedia?.(query).matches ?? false;
  return useSyncExternalStore(subscribe, read, read);
}
