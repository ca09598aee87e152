import { createApiClient, type ApiClient } from '../api/client';
import type { DataWarning } from '../api/data-warning';
import type { PortalClienteEventMap } from '../public-types';
import { sessionStoreFor, type SessionStore } from '../session/session-store';
import { createCurrentEventSync, type CurrentEventSync } from './current-event-sync';
import { createEventPrefetch, type EventPrefetch } from './event-prefetch';
import { createNavigation, type Navigation } from './navigation';
import { sessionTokens } from './session-tokens';
import type { Settings } from './settings';
import { createShellRequests, type ShellRequests } from './shell-requests';
import { createToasts, type Toasts } from './toasts';

type Detail<K extends keyof PortalClienteEventMap> = PortalClienteEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Everything that belongs to one `<portal-cliente>`: two elements on a page are two portals. */
export interface PortalRuntime {
  /** The element's settings; {@link PortalRuntime.configure} replaces them. */
  settings: Settings;
  /** The shadow root the portal renders in (for focus and outside-click checks). */
  root: ShadowRoot;
  /** Shared with any other portal on the page that uses the same `storage-prefix` (the same storage). */
  session: SessionStore;
  api: ApiClient;
  currentEvent: CurrentEventSync;
  /** The first screen's data, asked for beside GET /api/home (issue 16). */
  prefetch: EventPrefetch;
  toasts: Toasts;
  shell: ShellRequests;
  navigation: Navigation;
  /** Dispatches a host event (bubbling, composed). */
  emit<K extends keyof PortalClienteEventMap>(type: K, detail: Detail<K>): void;
  /** True once, after the server refused to refresh the session (the sign-in screen says why). */
  takeExpired(): boolean;
  /** Takes new settings (a host changed an attribute) without losing the screen: the API client
   * follows `api-base` and `request-timeout`; everything else reads the settings as it renders. */
  configure(settings: Settings): void;
  /** Starts what runs while the portal is on the page; returns the stop. */
  start(): () => void;
}

/**
 * One portal's runtime: settings, session, API client, current-event sync, toasts, shell requests
 * and navigation, created when the element connects and stopped when it leaves. Nothing here is
 * module-wide (issue 11): with two elements on a page each keeps its own toasts, modals and screens.
 */
export function createPortalRuntime(settings: Settings, root: ShadowRoot): PortalRuntime {
  const session = sessionStoreFor(settings.storagePrefix);
  let expired = false;

  const tokens = sessionTokens(session, () => {
    expired = true;
  });

  // Items an answer held that could not be read: the host hears of them (names only, no values).
  const onDataWarning = (warning: DataWarning) => runtime.emit('portal-cliente:data-warning', warning);
  const clientFor = ({ apiBase, requestTimeoutMs }: Settings) =>
    createApiClient({ baseUrl: apiBase, timeoutMs: requestTimeoutMs, tokens, onDataWarning });
  let client = clientFor(settings);
  // One API object for the runtime's life; a new api-base or timeout swaps what it sends through.
  const api: ApiClient = { request: (request) => client.request(request), read: (request, body) => client.read(request, body) };
  const currentEvent = createCurrentEventSync(api, session);
  const prefetch = createEventPrefetch(api, session, currentEvent);
  const toasts = createToasts();

  const runtime: PortalRuntime = {
    settings,
    root,
    session,
    api,
    currentEvent,
    prefetch,
    toasts,
    shell: createShellRequests(),
    navigation: createNavigation(),
    emit: (type, detail) => root.host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail })),
    takeExpired() {
      const was = expired;
      expired = false;
      return was;
    },
    configure(next) {
      if (next.apiBase !== runtime.settings.apiBase || next.requestTimeoutMs !== runtime.settings.requestTimeoutMs) client = clientFor(next);
      runtime.settings = next;
    },
    start() {
      const stopWatching = currentEvent.watch();
      const stopFollowing = session.subscribe(() => {
        if (session.get().user) return;
        currentEvent.reset();
        prefetch.clear();
      });
      return () => {
        stopWatching();
        stopFollowing();
        prefetch.clear();
        toasts.dispose();
      };
    },
  };
  return runtime;
}
