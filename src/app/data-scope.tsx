import { useEffect, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { FRESH_MS } from '../runtime/fresh-for';
import { usePortal } from '../runtime/portal-context';
import { useSession } from '../runtime/use-session';

/** Answers stay fresh for FRESH_MS; no retry, no refetch on focus or reconnect (SWR's defaults do all of these). */
const swrOptions: SWRConfiguration = {
  dedupingInterval: FRESH_MS,
  focusThrottleInterval: FRESH_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  keepPreviousData: false,
};

/**
 * A fresh data cache per signed-in customer and current event: logout, switching event and a
 * sign-out from another tab all drop every cached answer, with no page reload.
 * It lives in the main layout's chunk, so signed-out screens never load SWR.
 */
export function DataScope({ children }: { children: ReactNode }) {
  const { user, currentEvt } = useSession();
  const scope = `${user?.email ?? ''}|${currentEvt?.idEvento ?? ''}`;
  return (
    <SWRConfig key={scope} value={{ ...swrOptions, provider: () => new Map() }}>
      <RefreshOnRequest />
      {children}
    </SWRConfig>
  );
}

/** The host's `refresh()`: every cached answer dropped (its skeleton shows) and the screen's asked again. */
function RefreshOnRequest() {
  const { shell } = usePortal();
  const { mutate } = useSWRConfig();
  useEffect(() => shell.listen((request) => request.type === 'refresh' && void mutate(() => true, undefined)), [shell, mutate]);
  return null;
}
