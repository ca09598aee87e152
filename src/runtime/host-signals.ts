import type { PortalClienteAction, PortalClienteErrorDetail, PortalClienteEventMap } from '../public-types';

export type Detail<K extends keyof PortalClienteEventMap> = PortalClienteEventMap[K] extends CustomEvent<infer D> ? D : never;

export interface HostSignals {
  /** Dispatches a host event (bubbling, composed). A data warning is also reported as a 'data' error. */
  emit<K extends keyof PortalClienteEventMap>(type: K, detail: Detail<K>): void;
  /** `portal-cliente:error`, for the host's monitoring: only fixed words, never a value from the API. */
  reportError(detail: PortalClienteErrorDetail): void;
  /** `portal-cliente:ready`, once: a screen's heading is on screen. */
  announceReady(signedIn: boolean): void;
  /** Counts the clicks on elements marked `data-action` (see docs/host-api.md); returns the stop. */
  watchActions(): () => void;
}

/** Items left out of a list; the helper that emits it reports nothing itself, so this does. */
const DATA_WARNING = 'portal-cliente:data-warning';

/**
 * A portal's channel to its host page: events, errors, readiness and the actions the owner counts.
 * Actions are marked in the markup (`data-action="pix-copy"` on the button) and counted here with
 * one click listener: a feature adds an attribute, not a call, and one click is one action.
 *
 * @param path - The portal path now (the action's and the ready signal's `path`).
 */
export function createHostSignals(root: ShadowRoot, path: () => string): HostSignals {
  let ready = false;
  const dispatch = (type: string, detail: unknown) =>
    root.host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  const reportError = (detail: PortalClienteErrorDetail) => dispatch('portal-cliente:error', detail);

  const onClick = (event: Event) => {
    const marked = (event.target as Element).closest('[data-action]');
    if (marked) dispatch('portal-cliente:action', { action: marked.getAttribute('data-action') as PortalClienteAction, path: path() });
  };

  return {
    emit(type, detail) {
      dispatch(type, detail);
      // The warning's own detail names the endpoint and how many were left out; nothing more travels.
      if ((type as string) === DATA_WARNING) {
        const { endpoint, count, unknown } = detail as unknown as { endpoint?: string; count: number; unknown?: string[] };
        // Field names only: the words themselves stay in the page.
        for (const message of [count && `${count} items left out`, unknown && `unknown words in ${unknown.join(', ')}`])
          if (message) reportError({ kind: 'data', endpoint, message, recovered: true });
      }
    },
    reportError,
    announceReady(signedIn) {
      if (ready) return;
      ready = true;
      dispatch('portal-cliente:ready', { path: path(), signedIn });
    },
    watchActions() {
      // Capturing: heard before the link's own handler moves the portal to its route.
      root.addEventListener('click', onClick, true);
      return () => root.removeEventListener('click', onClick, true);
    },
  };
}
