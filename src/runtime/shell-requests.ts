/**
 * Requests from a screen to its portal's shell (header, modals, help chat). Features must not
 * import one another (docs/architecture.md, "Layers"), so a screen asks here and the shell listens. Each portal has its
 * own channel in its runtime: with two `<portal-cliente>` on a page, only the asking one answers.
 * With no listener, a request does nothing.
 */
export type ShellRequest =
  | { type: 'event-switcher' }
  | { type: 'contacts' }
  /** Open the help chat with a first message (or its fallback, docs/architecture.md, "Where the spec is silent"). */
  | { type: 'help'; message: string };

export interface ShellRequests {
  /** Opens the event switcher modal ('TROCAR EVENTO'). */
  openEventSwitcher(): void;
  /** Opens the contacts modal ('Produção' and 'Atendimento'). */
  openContacts(): void;
  /** Opens the help chat with a message, e.g. the 'Upgrade de evento' request naming the event. */
  requestHelp(message: string): void;
  /** Listens to the requests; returns the unsubscribe. */
  listen(listener: (request: ShellRequest) => void): () => void;
}

export function createShellRequests(): ShellRequests {
  const listeners = new Set<(request: ShellRequest) => void>();
  const send = (request: ShellRequest) => listeners.forEach((listener) => listener(request));
  return {
    openEventSwitcher: () => send({ type: 'event-switcher' }),
    openContacts: () => send({ type: 'contacts' }),
    requestHelp: (message) => send({ type: 'help', message }),
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
