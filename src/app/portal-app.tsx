import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import { createApiClient } from '../api/client';
import type { Settings } from '../element/settings';
import { usePortalLocation } from '../portal/navigation';
import { PortalContext, usePortal, type Portal } from '../portal/portal-context';
import { sessionStoreFor } from '../session/session-store';
import { Button } from '../ui/button';
import { Toaster } from '../ui/toaster';
import { markNavigated } from '../ui/use-focus-heading';
import { SkeletonBlock } from '../ui/skeleton';
import { ErrorBoundary } from './error-boundary';
import { lazyRetry } from '../ui/lazy-retry';

/* Each area is its own chunk: a signed-out visitor never loads the header, SWR or the data screens,
   and a signed-in customer never loads the account forms (issue 6 budgets). */
const AccountLayout = lazyRetry(() => import('./account-layout'));
const MainLayout = lazyRetry(() => import('./main-layout'));

const isAccountPath = (path: string) => path === '/conta' || path.startsWith('/conta/');

function Screens() {
  const [location] = useLocation();
  const { emit } = usePortal();
  const first = useRef(location);
  // Marked while rendering, not in an effect: the new screen's own effects (which focus its heading)
  // run before this component's, and a screen whose code is already loaded mounts in this render.
  if (location !== first.current) markNavigated();
  useEffect(() => {
    emit('portal-cliente:navigate', { path: location });
  }, [location, emit]);
  return <Suspense fallback={<SkeletonBlock lines={4} />}>{isAccountPath(location) ? <AccountLayout /> : <MainLayout />}</Suspense>;
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
      <ErrorBoundary fallback={(_status, reset) => <UnexpectedError onRetry={reset} />}>
        <Router hook={usePortalLocation} hrefs={usePortalLocation.hrefs}>
          <Screens />
        </Router>
      </ErrorBoundary>
      <Toaster />
    </PortalContext.Provider>
  );
}

/** Spec section 2: the router's default fallback, with a way to try again (a chunk that failed to load). */
function UnexpectedError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" style={{ display: 'grid', gap: '12px', justifyItems: 'start', padding: '24px' }}>
      <h1>Unexpected Application Error!</h1>
      <Button type="button" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
