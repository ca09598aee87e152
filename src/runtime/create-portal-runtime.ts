import { ApiError } from '../api/api-error';
import { createApiClient, type ApiClient, type ApiRequest } from '../api/client';
import type { DataWarning } from '../api/data-warning';
import type { PortalClienteErrorDetail } from '../public-types';
import { sessionStoreFor, type SessionStore } from '../session/session-store';
import { createCurrentEventSync, type CurrentEventSync } from './current-event-sync';
import { createEventPrefetch, type EventPrefetch } from './event-prefetch';
import { createHostSignals, type HostSignals } from './host-signals';
import { createNavigation, type Navigation } from './navigation';
import { sessionTokens } from './session-tokens';
import type { Settings } from './settings';
import { createShellRequests, type ShellRequests } from './shell-requests';
import { createToasts, type Toasts } from './toasts';

/**
 * A failed call as the host's monitoring sees it, or nothing: a form's 4xx, or its 200 that says it
 * failed, is the server's answer to what the customer typed (a wrong password), and an ended session
 * is reported once, as 'session'.
 */
function apiFailure(error: unknown, { method, path, data }: ApiRequest<unknown>): PortalClienteErrorDetail | undefined {
  if (!(error instanceof ApiError) || error.kind === 'session') return;
  const answeredForm = data !== undefined && (error.kind === 'refused' || (error.kind === 'http' && error.status! < 500));
  if (answeredForm) return;
  // Only the endpoint's name: what follows it is an id (POST /api/home/{idEvento}), a value from the API.
  return {
    kind: 'api',
    endpoint: `${method} ${path.split('/', 3).join('/')}`,
    status: error.status,
    message: error.kind,
    recovered: false,
  };
}

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
  /** The first screen's data, asked for beside GET /api/home. */
  prefetch: EventPrefetch;
  toasts: Toasts;
  shell: ShellRequests;
  navigation: Navigation;
  /** Dispatches a host event (bubbling, composed). */
  emit: HostSignals['emit'];
  /** Tells the host about a failure (`portal-cliente:error`). */
  reportError: HostSignals['reportError'];
  /** Tells the host, once, that the first screen is on screen. */
  announceReady(): void;
  /** Drops the cached data and asks again (the host's `refresh()`). */
  refresh(): void;
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
 * module-wide: with two elements on a page each keeps its own toasts, modals and screens.
 */
export function createPortalRuntime(settings: Settings, root: ShadowRoot): PortalRuntime {
  const session = sessionStoreFor(settings.storagePrefix);
  let expired = false;
  const navigation = createNavigation();
  const signals = createHostSignals(root, navigation.path);

  const tokens = sessionTokens(session, () => {
    expired = true;
    signals.reportError({ kind: 'session', status: 401, message: 'session expired', recovered: false });
  });

  // Items an answer held that could not be read: the host hears of them (names only, no values).
  const onDataWarning = (warning: DataWarning) => runtime.emit('portal-cliente:data-warning', warning);
  const clientFor = ({ apiBase, requestTimeoutMs }: Settings) =>
    createApiClient({ baseUrl: apiBase, timeoutMs: requestTimeoutMs, tokens, onDataWarning });
  let client = clientFor(settings);
  // One API object for the runtime's life; a new api-base or timeout swaps what it sends through.
  const report = (error: unknown, request: ApiRequest<unknown>) => {
    const failure = apiFailure(error, request);
    if (failure) signals.reportError(failure);
    return error;
  };
  const api: ApiClient = {
    request: (request) =>
      client.request(request).catch((error: unknown) => {
        throw report(error, request as ApiRequest<unknown>);
      }),
    // An answer asked early (the first screen's) is read here: its failures are reported the same way.
    read: (request, body) =>
      client.read(request, body).catch((error: unknown) => {
        throw report(error, request as ApiRequest<unknown>);
      }),
  };
  const currentEvent = createCurrentEventSync(api, session);
  const prefetch = createEventPrefetch(api, session, currentEvent);
  const toasts = createToasts();
  const shell = createShellRequests();

  const runtime: PortalRuntime = {
    settings,
    root,
    session,
    api,
    currentEvent,
    prefetch,
    toasts,
    shell,
    navigation,
    emit: signals.emit,
    reportError: signals.reportError,
    announceReady: () => signals.announceReady(Boolean(session.get().user)),
    refresh() {
      if (!session.get().user) return;
      prefetch.clear();
      void currentEvent.load();
      shell.refresh();
    },
    takeExpired() {
      const was = expired;
      expired = false;
      return was;
    },
    configure(next) {
      if (next.apiBase !== runtime.settings.apiBase || next.requestTimeoutMs !== runtime.settings.requestTimeoutMs)
        client = clientFor(next);
      runtime.settings = next;
    },
    start() {
      const stopWatching = currentEvent.watch();
      const stopCounting = signals.watchActions();
      const stopFollowing = session.subscribe(() => {
        if (session.get().user) return;
        currentEvent.reset();
        prefetch.clear();
      });
      return () => {
        stopWatching();
        stopCounting();
        stopFollowing();
        prefetch.clear();
        toasts.dispose();
      };
    },
  };
  return runtime;
}
