import useSWR from 'swr';
import { errorMessage } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { usePortal } from './portal-context';
import { useSession } from './use-session';

export interface EventQuery<T> {
  data: T | undefined;
  /** Why the call failed, in pt-BR; undefined while it loads again. */
  error: string | undefined;
  /** Asks again (the skeleton shows meanwhile, not the old error). */
  retry(): void;
}

/**
 * Data of the current event, cached  (the SWR options live in the app).
 * Keyed by the event the server named in GET /api/home (docs/architecture.md, "The current event is the server's"), so a screen never
 * shows one event's data under another's name.
 */
export function useEventQuery<T>(
  name: string,
  fetcher: (api: ApiClient) => Promise<T>,
  /** Asks again this often (ms) while a screen shows the answer and the page is visible; 0: never. */
  recheckEvery = 0,
): EventQuery<T> {
  const { api, prefetch } = usePortal();
  const { user, currentEvt } = useSession();
  const key = user && currentEvt ? ([name, String(currentEvt.idEvento)] as const) : null;
  // The first screen's answer may already be on its way, started beside GET /api/home.
  const { data, error, isValidating, mutate } = useSWR(key, ([, idEvento]) => fetcher(prefetch.readFor(api, idEvento)), {
    refreshInterval: recheckEvery,
  });
  return {
    data,
    // While a retry runs, the skeleton shows again (the old error would look like nothing happens).
    error: error && !isValidating ? errorMessage(error) : undefined,
    retry: () => void mutate(),
  };
}
