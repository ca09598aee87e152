import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/api-error';
import { selectEvent } from '../api/current-event-calls';
import { usePortal } from './portal-context';

type EventId = number | string;

export interface SwitchEvent {
  /** The event being made current, while its call runs. */
  switching: EventId | null;
  /** Why the last switch failed (pt-BR), until the next attempt; shown where the customer chose. */
  failure: string | null;
  /** Makes an event current; resolves true on success, false when the call failed. */
  switchTo(idEvento: EventId): Promise<boolean>;
}

/**
 * Choosing another event, shared by the event switcher modal and /eventos.
 * On success the session takes the new event: the app drops its data cache and re-renders for it,
 * without reloading the host page (docs/architecture.md, "Never reload the host page"), and the host hears
 * `portal-cliente:event-change`. On error nothing changes: `failure` says why (the caller shows it
 * where the customer chose: a toast would sit under a modal dialog) and the item is re-enabled.
 * One switch at a time: a second choice while one runs is ignored.
 */
export function useSwitchEvent(): SwitchEvent {
  const { api, session, currentEvent, emit } = usePortal();
  const [switching, setSwitching] = useState<EventId | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const switchTo = useCallback(
    async (idEvento: EventId) => {
      if (busy.current) return false;
      busy.current = true;
      setSwitching(idEvento);
      setFailure(null);
      try {
        const evt = await selectEvent(api, idEvento);
        if (!session.get().user) return false;
        currentEvent.accept(evt);
        emit('portal-cliente:event-change', { idEvento: evt.idEvento, descricao: evt.descricao });
        return true;
      } catch (error) {
        if (mounted.current) setFailure(errorMessage(error));
        return false;
      } finally {
        busy.current = false;
        // The new event remounts the screens under a fresh cache; this one may be gone by now.
        if (mounted.current) setSwitching(null);
      }
    },
    [api, session, currentEvent, emit],
  );

  return { switching, failure, switchTo };
}
