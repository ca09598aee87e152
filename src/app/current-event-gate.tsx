import { useEffect, useState, type ReactNode } from 'react';
import { getHome } from '../api/endpoints';
import { usePortal } from '../portal/portal-context';
import { useSession } from '../portal/use-session';
import { signOut } from '../portal/sign-out';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { SkeletonBlock } from '../ui/skeleton';

/**
 * The main area needs a current event (spec section 4: set from the home call). A session restored
 * without one, or whose event fetch failed at login, fetches it here, with a retry on failure.
 */
export function CurrentEventGate({ children }: { children: ReactNode }) {
  const portal = usePortal();
  const { api, session } = portal;
  const { currentEvt } = useSession();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (currentEvt) return;
    let live = true;
    setError(undefined);
    getHome(api).then(
      (evt) => live && session.get().user && session.setCurrentEvt(evt),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [api, session, currentEvt, attempt]);

  if (currentEvt) return <>{children}</>;
  if (error)
    return (
      <div style={{ display: 'grid', gap: '12px', justifyItems: 'start' }}>
        <ErrorState error={error} onRetry={() => setAttempt((n) => n + 1)} />
        {/* No header without an event, so no user menu: the way out is here. */}
        <Button type="button" data-variant="ghost" onClick={() => signOut(portal)}>
          Sair
        </Button>
      </div>
    );
  return <SkeletonBlock lines={4} label="Carregando seu evento" />;
}
