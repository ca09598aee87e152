import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Redirect, Router, useLocation } from 'wouter';
import type { PortalRuntime } from '../runtime/create-portal-runtime';
import type { Settings } from '../runtime/settings';
import { PortalContext, usePortal } from '../runtime/portal-context';
import { useSession } from '../runtime/use-session';
import { Button } from '../ui/button';
import { SkeletonBlock } from '../ui/skeleton';
import { lazyRetry } from '../ui/lazy-retry';
import { ToastRegion } from '../ui/toast-region';
import { useOnline } from '../ui/use-online';
import { useRetryWhenOnline } from '../ui/use-retry-when-online';
import { ErrorBoundary } from './error-boundary';
import { startFirstScreen } from './first-screen';
import { AccountLayout, MainLayout } from './layouts';
import { isAccountPath } from './routes';

const hrefs = (href: string) => `#${href}`;

function Screens() {
  const [location] = useLocation();
  const runtime = usePortal();
  const { emit, navigation, takeExpired, session, root } = runtime;
  const state = useSession();
  const { user } = state;
  // The moment the session changes (another tab signed out, a page brought back by Back read it
  // again), the portal is hidden in that same task, before any frame, until these screens have drawn
  // for it: their render comes later, and nothing of the last customer may be seen meanwhile
  // (docs/security.md, "What the portal keeps on a device").
  useLayoutEffect(() => {
    const { style } = root.querySelector<HTMLElement>('.pc-root')!;
    const stop = session.subscribe(() => (style.visibility = 'hidden'));
    return () => {
      stop();
      style.visibility = '';
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the runtime's root and session never change; each new state is a render to wait for
  }, [state]);
  const first = useRef<string | null>(null);
  if (first.current === null) {
    first.current = location;
    // Before the layout below renders and asks for its own code.
    startFirstScreen(runtime, location);
  }
  // Marked while rendering, not in an effect: the new screen's own effects (which focus its heading)
  // run before this component's, and a screen whose code is already loaded mounts in this render.
  // eslint-disable-next-line react-hooks/refs -- read once per render on purpose, as said above
  if (location !== first.current) navigation.markRouteChange();
  useEffect(() => {
    emit('portal-cliente:navigate', { path: location });
  }, [location, emit]);
  const account = isAccountPath(location);
  if (!account && !user) {
    // The signed-in area sends a signed-out visitor to /conta, and back here after
    // signing in (docs/architecture.md, "Deep links"); decided here, so the main layout's code never loads for it.
    navigation.rememberReturnPath(location);
    // A session the server ended says so, instead of a silent sign-in screen.
    // Not a success: the notice says it in the warning style.
    const expired = takeExpired() ? { notice: 'Sua sessão expirou. Entre novamente.', tone: 'warning' as const } : undefined;
    return <Redirect to="/conta" replace state={expired} />;
  }
  // One boundary for either area, as before: the same element at the same place in both.
  const Layout = account ? AccountLayout : MainLayout;
  return (
    <Suspense fallback={<SkeletonBlock lines={4} />}>
      <Layout />
    </Suspense>
  );
}

/*
 * The toasts' code is not in the entry, nor on any first screen: the signed-in screens raise them
 * (a password changed), the login never does, and it loads with the first toast. Their live region
 * is plain markup here, on the page as soon as a session exists, so it is there before the first
 * toast (screen readers announce only changes to a region they already know); signed out, with
 * the first toast (docs/performance.md, "Budgets").
 */
const Toaster = lazyRetry(() => import('../ui/toaster').then((module) => ({ default: module.Toaster })));

function PortalToaster() {
  const { toasts } = usePortal();
  const { user } = useSession();
  const items = useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
  if (!user && items.length === 0) return null;
  return (
    <ToastRegion>
      {items.length > 0 && (
        // Toasts are a courtesy: if their code cannot load, the screens carry on without them, and the
        // next toast tries again.
        <ErrorBoundary resetKey={items.length} fallback={() => null} courtesy>
          <Suspense fallback={null}>
            <Toaster items={items} onDismiss={toasts.dismiss} onPause={toasts.pause} onResume={toasts.resume} />
          </Suspense>
        </ErrorBoundary>
      )}
    </ToastRegion>
  );
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

/**
 * The router's default fallback, with a way to try again (a layout's code that failed to load),
 * which it takes by itself once when the browser is online again. In the entry, so it never needs
 * the network (docs/resilience.md, "Offline").
 */
function UnexpectedError({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  useRetryWhenOnline(true, onRetry);
  return (
    <div role="alert" className="pc-stack" style={{ padding: '24px' }}>
      <h1>Unexpected Application Error!</h1>
      {!online && <p>Sem conexão com a internet. Quando a conexão voltar, tentaremos de novo.</p>}
      <Button type="button" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
