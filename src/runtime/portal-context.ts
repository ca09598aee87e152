import { createContext, useContext } from 'react';
import type { PortalRuntime } from './create-portal-runtime';

export const PortalContext = createContext<PortalRuntime | null>(null);

/** The runtime of the portal this component renders in. */
export function usePortal(): PortalRuntime {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal needs <PortalContext.Provider>');
  return portal;
}
