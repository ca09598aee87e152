import { useMemo } from 'react';
import { usePortal } from './portal-context';

/**
 * Requests from a screen to the portal's shell (header, modals, help chat). Features must not
 * import one another (STYLE.md), so a screen asks here and the shell subscribes with
 * {@link onShellAction}. Each request carries the shadow root it came from, so with two
 * `<portal-cliente>` on one page only the asking one answers. With no subscriber, a request does
 * nothing.
 */
export type ShellAction =
  | { type: 'event-switcher' }
  | { type: 'contacts' }
  /** Open the help chat with a first message (or its fallback, DESIGN.md "Chat"). */
  | { type: 'help'; message: string };

/** `from` is the asking portal's shadow root; undefined means any portal. */
type Listener = (action: ShellAction, from: ShadowRoot | undefined) => void;

const listeners = new Set<Listener>();

/** Subscribes to shell requests; returns the unsubscribe. */
export function onShellAction(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Sends a request to the shell of the portal rendered in `from` (every portal when omitted). */
export function requestShell(action: ShellAction, from?: ShadowRoot) {
  listeners.forEach((listener) => listener(action, from));
}

/** The requests a screen can make, bound to its own portal. */
export function useShellActions() {
  const { root } = usePortal();
  return useMemo(
    () => ({
      /** Opens the event switcher modal (spec section 2, 'TROCAR EVENTO'). */
      openEventSwitcher: () => requestShell({ type: 'event-switcher' }, root),
      /** Opens the contacts modal (spec section 2: 'Produção' and 'Atendimento'). */
      openContacts: () => requestShell({ type: 'contacts' }, root),
      /** Opens the help chat with a message, e.g. the 'Upgrade de evento' request naming the event. */
      requestHelp: (message: string) => requestShell({ type: 'help', message }, root),
    }),
    [root],
  );
}
