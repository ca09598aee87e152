import type { ApiClient } from '../api/client';
import { getHome } from '../api/current-event-calls';
import { CurrentEvent } from '../api/event-schemas';
import type { SessionStore } from '../session/session-store';

/**
 * The current event's reader, which loads with the signed-in screens rather than in the entry
 * chunk (docs/performance.md, "Budgets"). It holds the stored event to the event's schema from now
 * on (the session store read it with a lighter check), then reads GET /api/home's `answer`, sent by
 * the entry before this module arrived, as `getHome` reads its own: the same checks, the same
 * failures, reported once.
 */
export function readCurrentEvent(api: ApiClient, session: SessionStore, answer: Promise<unknown>): Promise<CurrentEvent> {
  session.checkEvents(CurrentEvent);
  return getHome({ request: (request) => answer.then((body) => api.read(request, body)), read: api.read });
}
