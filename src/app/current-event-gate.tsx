import { useEffect, type ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { usePortal } from '../runtime/portal-context';
import { signOut } from '../runtime/sign-out';
import { useCurrentEventSync } from '../runtime/use-current-event-sync';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { SkeletonBlock } from '../ui/skeleton';
import { useRetryWhenOnline } from '../ui/use-retry-when-online';

/**
 * Nothing of the signed-in area names an event or shows its data before the server has said which
 * event is current on this load (docs/architecture.md, "The current event is the server's"): `children` render once GET /api/home has
 * answered, or, with no network, with the event it last named to show what was kept of it. A
 * failure says why, with a retry and a way out.
 */
export function CurrentEventGate({ children }: { children: ReactNode }) {
  const runtime = usePortal();
  const { currentEvent } = runtime;
  const sync = useCurrentEventSync();

  useEffect(() => {
    if (sync.status === 'idle') void currentEvent.load();
  }, [sync.status, currentEvent]);
  // Failed for lack of network: asked again once, when the browser is online again.
  useRetryWhenOnline(sync.status === 'error' || sync.status === 'kept', () => void currentEvent.load());

  if (sync.status === 'ready' || sync.status === 'kept') return <>{children}</>;
  if (sync.status === 'error')
    return (
      <div className="pc-stack">
        <ErrorState message={errorMessage(sync.error)} onRetry={() => void currentEvent.load()} />
        {/* No header without an event, so no user menu: the way out is here. */}
        <Button type="button" data-variant="ghost" onClick={() => signOut(runtime)}>
          Sair
        </Button>
      </div>
    );
  return <SkeletonBlock lines={4} label="Carregando seu evento" />;
}
