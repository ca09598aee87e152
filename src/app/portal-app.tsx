import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Router, useLocation } from 'wouter';
import { createApiClient } from '../api/client';
import type { Settings } from '../element/settings';
import { Shell } from '../features/header/shell';
import { usePortalLocation } from '../portal/navigation';
import { PortalContext, usePortal, type Portal } from '../portal/portal-context';
import { useSession } from '../portal/use-session';
import { sessionStoreFor } from '../session/session-store';
import { Toaster } from '../ui/toaster';
import { markNavigated } from '../ui/use-focus-heading';
import { AccountLayout } from './account-layout';
import { ErrorBoundary } from './error-boundary';
import { MainLayout } from './main-layout';

/** Spec section 9: fresh for 5 minutes, no retry, no refetch on focus (SWR's defaults do all three). */
const swrOptions: SWRConfiguration = {
  dedupingInterval: 5 * 60_000,
  focusThrottleInterval: 5 * 60_000,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  keepPreviousData: false,
};

const isAccountPath = (path: string) => path === '/conta' || path.startsWith('/conta/');

function Screens() {
  const [location] = useLocation();
  const { emit } = usePortal();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else markNavigated();
    emit('portal-cliente:navigate', { path: location });
  }, [location, emit]);
  return isAccountPath(location) ? <AccountLayout /> : <MainLayout />;
}

/**
 * A fresh data cache per signed-in customer and current event: logout, switching event and a
 * sign-out from another tab all drop every cached answer (spec section 4), with no page reload.
 */
function DataScope({ children }: { children: ReactNode }) {
  const { user, currentEvt } = useSession();
  const scope = `${user?.email ?? ''}|${currentEvt?.idEvento ?? ''}`;
  return (
    <SWRConfig key={scope} value={{ ...swrOptions, provider: () => new Map() }}>
      {children}
    </SWRConfig>
  );
}

export function PortalApp({ settings, root }: { settings: Settings; root: ShadowRoot }) {
  const session = sessionStoreFor(settings.storagePrefix);
  const portal = useMemo<Portal>(() => {
    const emit: Portal['emit'] = (type, detail) =>
      root.host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
    return { settings, session, root, emit, api: createApiClient({ baseUrl: settings.apiBase, session, timeoutMs: settings.requestTimeoutMs }) };
  }, [settings, session, root]);

  return (
    <PortalContext.Provider value={portal}>
      <ErrorBoundary fallback={() => <UnexpectedError />}>
        <DataScope>
          <Router hook={usePortalLocation} hrefs={usePortalLocation.hrefs}>
            <Screens />
            <Shell />
          </Router>
        </DataScope>
      </ErrorBoundary>
      <Toaster />
    </PortalContext.Provider>
  );
}

/** Spec section 2: the router's default fallback. */
function UnexpectedError() {
  return (
    <div role="alert" style={{ padding: '24px' }}>
      <h1>Unexpected Application Error!</h1>
    </div>
  );
}
