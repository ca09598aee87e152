/**
 * Requests from a screen to the portal's shell (header, modals, help chat). Features must not
 * import one another (STYLE.md), so a screen asks here and the header subscribes with
 * {@link onShellAction}. With no subscriber mounted, a request does nothing.
 */
export type ShellAction =
  | { type: 'event-switcher' }
  | { type: 'contacts' }
  /** Open the help chat with a first message (or its fallback, DESIGN.md "Chat"). */
  | { type: 'help'; message: string };

const listeners = new Set<(action: ShellAction) => void>();

/** Subscribes to shell requests; returns the unsubscribe. */
export function onShellAction(listener: (action: ShellAction) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const request = (action: ShellAction) => listeners.forEach((listener) => listener(action));

/** Opens the event switcher modal (spec section 2, 'TROCAR EVENTO'). */
export const openEventSwitcher = () => request({ type: 'event-switcher' });

/** Opens the contacts modal (spec section 2: 'Produção' and 'Atendimento'). */
export const openContacts = () => request({ type: 'contacts' });

/** Opens the help chat with a message, e.g. the 'Upgrade de evento' request naming the event. */
export const requestHelp = (message: string) => request({ type: 'help', message });
