import useSWR, { type SWRResponse } from 'swr';
import type { ApiClient } from '../api/client';
import { usePortal } from './portal-context';
import { useSession } from './use-session';

/**
 * Data of the current event, cached as spec section 9 says (the SWR options live in the app).
 * Keyed by the event id, so switching events never shows the previous event's data.
 */
export function useEventData<T>(name: string, fetcher: (api: ApiClient) => Promise<T>): SWRResponse<T, unknown> {
  const { api } = usePortal();
  const { user, currentEvt } = useSession();
  const key = user && currentEvt ? [name, String(currentEvt.idEvento)] : null;
  return useSWR(key, () => fetcher(api));
}
