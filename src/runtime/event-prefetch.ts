import { unknown } from 'superstruct';
import type { ApiClient } from '../api/client';
import type { SessionStore } from '../session/session-store';
import type { CurrentEventSync } from './current-event-sync';
import { FRESH_MS } from './fresh-for';

export interface EventPrefetch {
  /**
   * Starts GET `path` (a data call of the current event) now, beside GET /api/home, before the
   * screen that reads it has loaded. Its answer counts for the event GET /api/home names.
   */
  start(path: string): void;
  /**
   * `api`, except that the first GET of a path started early takes that answer, if it counts for
   * event `idEvento`, checked against the caller's own schema as any answer is.
   */
  readFor(api: ApiClient, idEvento: string): ApiClient;
  /** Drops every answer not yet taken (the customer signed out: signing out drops all data). */
  clear(): void;
}

interface Started {
  body: Promise<unknown>;
  startedAt: number;
  /** The event GET /api/home named once it answered; undefined until then. */
  idEvento?: string;
}

/**
 * A signed-in page load asks for the first screen's data in parallel with its code, and
 * the screen's query (`useEventQuery`) takes the answer into its SWR cache instead of asking again.
 * Only the paths are known here, not the answers' schemas: those stay with the screens that read
 * them, out of the entry chunk.
 *
 * docs/architecture.md, "The current event is the server's": data calls carry no event id and answer for the event the server holds as
 * current, which GET /api/home names. So an answer is labelled with the event named by the GET
 * /api/home in flight beside it, and only a query keyed by that event takes it. Started together,
 * the two answers describe the same moment (a screen that asks once GET /api/home has answered, as
 * before, leaves a wider window for another device to switch events in between). Nothing is
 * labelled when GET /api/home fails, and nothing is kept once the session ends.
 */
export function createEventPrefetch(api: ApiClient, session: SessionStore, currentEvent: CurrentEventSync): EventPrefetch {
  const started = new Map<string, Started>();
  let stopFollowing: (() => void) | undefined;

  const label = () => {
    const { status } = currentEvent.get();
    if (status === 'loading') return;
    const idEvento = session.get().currentEvt?.idEvento;
    for (const [path, entry] of started) {
      if (entry.idEvento !== undefined) continue;
      if (status === 'ready' && idEvento !== undefined) entry.idEvento = String(idEvento);
      // Failed, or never asked: nobody can tell which event the answer is for.
      else started.delete(path);
    }
    stopFollowing?.();
    stopFollowing = undefined;
  };

  const take = (path: string, idEvento: string) => {
    const entry = started.get(path);
    if (!entry || entry.idEvento === undefined) return undefined;
    started.delete(path);
    return entry.idEvento === idEvento && Date.now() - entry.startedAt < FRESH_MS ? entry.body : undefined;
  };

  return {
    start(path) {
      if (!session.get().user) return;
      const body = api.request({ method: 'GET', path, schema: unknown() });
      // Whoever takes it handles a failure; an answer nobody takes must not be an unhandled rejection.
      body.catch(() => {});
      started.set(path, { body, startedAt: Date.now() });
      // Labelled when GET /api/home next settles.
      stopFollowing ??= currentEvent.subscribe(label);
      if (currentEvent.get().status !== 'loading') label();
    },
    readFor: (api, idEvento) => ({
      request(request) {
        const early = request.method === 'GET' ? take(request.path, idEvento) : undefined;
        return early ? early.then((body) => api.read(request, body)) : api.request(request);
      },
      read: api.read,
    }),
    clear() {
      started.clear();
      stopFollowing?.();
      stopFollowing = undefined;
    },
  };
}
