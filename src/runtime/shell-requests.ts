/**
 * Requests from a screen to its portal's shell (header, modals, help chat). Features must not
 * import one another (docs/architecture.md, "Layers"), so a screen asks here and the shell listens. Each portal has its
 * own channel in its runtime: with two `<portal-cliente>` on a page, only the asking one answers.
 * With no listener, a request does nothing.
 */
export type ShellRequest =
  | { type: 'event-switcher' }
  | { type: 'contacts' }
  /** Open the help chat with a first message (or its fallback, docs/architecture.md, "Where the product rules are silent"). */
  | { type: 'help'; message?: string }
  /** Drop the cached data and ask again (the host's `refresh()`). */
  | { type: 'refresh' };

export interface ShellRequests {
  /** Opens the event switcher modal ('TROCAR EVENTO'). */
  openEventSwitcher(): void;
  /** Opens the contacts modal ('Produção' and 'Atendimento'). */
  openContacts(): void;
  /** Opens the help chat with a message, e.g. the 'Upgrade de evento' request naming the event. */
  requestHelp(message?: string): void;
  /** Asks the signed-in area to drop its cached data and ask again. */
  refresh(): void;
  /** Listens to the requests; returns the unsubscribe. */
  listen(listener: (request: ShellRequest) => void): () => void;
}

export function createShellRequests(): ShellRequests {
  const listeners = new Set<(request: ShellRequest) => void>();
  // The host's openHelp() may come before the shell is on screen: the shell answers it as it arrives.
  let pendingHelp: ShellRequest | undefined;
  const send = (request: ShellRequest) => {
    if (!listeners.size && request.type === 'help') pendingHelp = request;
    listeners.forEach((listener) => listener(request));
  };
  return {
    openEventSwitcher: () => send({ type: 'event-switcher' }),
    openContacts: () => send({ type: 'contacts' }),
    requestHelp: (message) => send({ type: 'help', message }),
    refresh: () => send({ type: 'refresh' }),
    listen(listener) {
      listeners.add(listener);
      if (pendingHelp) listener(pendingHelp);
      pendingHelp = undefined;
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
