import { Suspense, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Router, useLocation } from 'wouter';
import type { PortalRuntime } from '../runtime/create-portal-runtime';
import type { Settings } from '../runtime/settings';
import { PortalContext, usePortal } from '../runtime/portal-context';
import { Button } from '../ui/button';
import { lazyRetry } from '../ui/lazy-retry';
import { SkeletonBlock } from '../ui/skeleton';
import { Toaster } from '../ui/toaster';
import { ErrorBoundary } from './error-boundary';

/* Each area is its own chunk: a signed-out visitor never loads the header, SWR or the data screens,
   and a signed-in customer never loads the account forms (issue 6 budgets). */
const AccountLayout = lazyRetry(() => import('./account-layout'));
const MainLayout = lazyRetry(() => import('./main-layout'));

const isAccountPath = (path: string) => path === '/conta' || path.startsWith('/conta/');
const hrefs = (href: string) => `#${href}`;

function Screens() {
  const [location] = useLocation();
  const { emit, navigation } = usePortal();
  const first = useRef(location);
  // Marked while rendering, not in an effect: the new screen's own effects (which focus its heading)
  // run before this component's, and a screen whose code is already loaded mounts in this render.
  if (location !== first.current) navigation.markRouteChange();
  useEffect(() => {
    emit('portal-cliente:navigate', { path: location });
  }, [location, emit]);
  return <Suspense fallback={<SkeletonBlock lines={4} />}>{isAccountPath(location) ? <AccountLayout /> : <MainLayout />}</Suspense>;
}

function PortalToaster() {
  const { toasts } = usePortal();
  const items = useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
  return <Toaster items={items} onDismiss={toasts.dismiss} onPause={toasts.pause} onResume={toasts.resume} />;
}

/**
 * The whole portal for one runtime: its router on the hash, its screens, its toasts. `settings`
 * (the runtime's current ones) re-renders what reads them when a host changes an attribute.
 */
export function PortalApp({ runtime, settings }: { runtime: PortalRuntime; settings: Settings }) {
  const value = useMemo(() => ({ ...runtime, settings }), [runtime, settings]);
  return (
    <PortalContext.Provider value={value}>
      <ErrorBoundary fallback={(_status, reset) => <UnexpectedError onRetry={reset} />}>
        <Router hook={runtime.navigation.useLocation} hrefs={hrefs}>
          <Screens />
        </Router>
      </ErrorBoundary>
      <PortalToaster />
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
