import { useLocation } from 'wouter';
import { Shell } from '../features/shell/shell';
import { SiteHeader } from '../features/shell/site-header';
import { useApiTimesCheck } from '../runtime/api-times';
import { useCurrentEventSync } from '../runtime/use-current-event-sync';
import { useSession } from '../runtime/use-session';
import { styled } from '../styles/sheet';
import { OfflineNotice } from '../ui/offline-notice';
import { CurrentEventGate } from './current-event-gate';
import { DataScope } from './data-scope';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { MainRoutes } from './main-routes';

// Not <main>: the host page owns its main landmark; the portal is a labelled region (see portal-root).
const Main = styled('div')`
  display: block;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  /* Set by screens with a full-width layout (src/runtime/use-full-width.ts). */
  &[data-layout='full'] { max-width: none; }
`;

/** The authenticated area (the app sends a signed-out visitor to /conta before it). */
export default function MainLayout() {
  const { user, currentEvt } = useSession();
  const sync = useCurrentEventSync();
  const [location] = useLocation();
  useApiTimesCheck();
  if (!user) return null;
  return (
    <DataScope>
      {/* The header names the event only once the server has said which it is (the gate below shows why
          not), on this load or, with no network, on the last. */}
      {(sync.status === 'ready' || sync.status === 'kept') && currentEvt && <SiteHeader user={user} currentEvt={currentEvt} />}
      <OfflineNotice />
      <Main id="pc-main" part="screen">
        <ErrorBoundary resetKey={location} fallback={(status, reset) => <ErrorScreen status={status} onRetry={reset} />}>
          <CurrentEventGate>
            <MainRoutes />
          </CurrentEventGate>
        </ErrorBoundary>
      </Main>
      <Shell />
    </DataScope>
  );
}
