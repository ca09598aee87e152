import { useEffect, useRef } from 'react';
import { backoffDelay } from '../lib/backoff-delay';
import { listen } from '../lib/listen';

/**
 * While `waiting` (something failed and shows its 'Tentar novamente'), calls `retry` by itself once
 * when the browser says it is online again, after a short random wait (docs/resilience.md,
 * "Offline"): never on a timer, so a phone with no signal asks for nothing until then.
 */
export function useRetryWhenOnline(waiting: boolean, retry: (() => void) | undefined) {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!waiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = listen(['online'], () => {
      stop();
      timer = setTimeout(() => latest.current?.(), backoffDelay(0));
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [waiting]);
}
