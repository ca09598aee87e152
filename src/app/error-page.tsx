import { Suspense } from 'react';
import { lazyRetry } from '../ui/lazy-retry';
import { SkeletonBlock } from '../ui/skeleton';

const ErrorScreen = lazyRetry(() => import('./error-screen').then((module) => ({ default: module.ErrorScreen })));

/**
 * The error page, loaded when it shows: no first screen waits for its code.
 * If its code cannot load either, the app's own fallback takes over, with a retry.
 */
export function ErrorPage(props: { status: number; onRetry?: () => void; bare?: boolean }) {
  return (
    <Suspense fallback={<SkeletonBlock lines={3} />}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}
