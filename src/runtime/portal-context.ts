import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client';
import type { Settings } from '../element/settings';
import type { PortalClienteEventMap } from '../public-types';
import type { SessionStore } from '../session/session-store';

type Detail<K extends keyof PortalClienteEventMap> = PortalClienteEventMap[K] extends CustomEvent<infer D> ? D : never;

/** What every screen may reach: settings, the API, the session and the host. */
export interface Portal {
  settings: Settings;
  api: ApiClient;
  session: SessionStore;
  /** The shadow root the portal renders in (for focus and outside-click checks). */
  root: ShadowRoot;
  /** Dispatches a host event (bubbling, composed). */
  emit<K extends keyof PortalClienteEventMap>(type: K, detail: Detail<K>): void;
}

export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal needs <PortalContext.Provider>');
  return portal;
}
