import type { ReactNode } from 'react';

/**
 * The toasts' live region, plain markup in the entry chunk: on the page as soon as a session
 * exists, before the first toast, since screen readers announce only changes to a region they
 * already know. The toasts themselves (./toaster.tsx) load with the first one (docs/performance.md,
 * "Budgets").
 */
export function ToastRegion({ children }: { children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="false" aria-label="Notificações">
      {children}
    </div>
  );
}
