import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Shell } from '../features/shell/shell';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';
import { usePortal } from '../runtime/portal-context';
import { removeOwned } from '../session/remove-owned';
import { OfflineNotice } from '../ui/offline-notice';
import { AccountRoutes } from './account-routes';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

// Not <main>: the host page owns its main landmark; the portal is a labelled region (see portal-root).
const Page = styled('div')`
  display: grid;
  place-items: start center;
  min-height: 560px;
  padding: 48px 16px;
  background: linear-gradient(160deg, ${theme.primarySoft}, ${theme.background} 60%);
`;

const Card = styled('div')`
  width: 100%;
  max-width: 440px;
  padding: 32px 28px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
`;

/** The steps that read the flow's stored e-mail and code (the steps that store them start the flow). */
const FLOW_STEPS = ['/conta/registrar/confirmar', '/conta/registrar/senha'];

/** The account area, a separate layout with its own error screen. */
export default function AccountLayout() {
  const [location] = useLocation();
  const { session } = usePortal();
  // The e-mail and code of a first access or a recovery live only through its steps: any other
  // screen ends the flow (docs/security.md, "What the portal keeps on a device").
  useEffect(() => {
    if (!FLOW_STEPS.includes(location)) removeOwned(session.storage, ['flow']);
  }, [location, session]);
  return (
    <>
      <Page>
        <Card part="screen">
          <OfflineNotice />
          <ErrorBoundary resetKey={location} fallback={(status, reset) => <ErrorScreen status={status} onRetry={reset} bare />}>
            <AccountRoutes />
          </ErrorBoundary>
        </Card>
      </Page>
      <Shell />
    </>
  );
}
