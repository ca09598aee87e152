import { Redirect, useLocation } from 'wouter';
import { Shell } from '../features/header/shell';
import { SiteHeader } from '../features/header/site-header';
import { rememberReturnPath } from '../portal/return-path';
import { useSession } from '../portal/use-session';
import { styled } from '../styles/sheet';
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
  /* Set by screens with a full-width layout (src/portal/use-full-width.ts). */
  &[data-layout='full'] { max-width: none; }
`;

/** Spec section 2: the authenticated area; a signed-out visitor is sent to /conta. */
export default function MainLayout() {
  const { user, currentEvt } = useSession();
  const [location] = useLocation();
  if (!user) {
    rememberReturnPath(location);
    return <Redirect to="/conta" replace />;
  }
  return (
    <DataScope>
      {currentEvt && <SiteHeader user={user} currentEvt={currentEvt} />}
      <Main id="pc-main">
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
