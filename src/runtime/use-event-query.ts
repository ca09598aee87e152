import useSWR from 'swr';
import { errorMessage, lackOfNetwork } from '../api/api-error';
import { checkAnswer } from '../api/check-answer';
import type { ApiClient } from '../api/client';
import { keptReadsOf, type KeptRead } from '../session/kept-reads-store';
import type { SessionStore } from '../session/session-store';
import { useRetryWhenOnline } from '../ui/use-retry-when-online';
import { apiTimes } from './api-times';
import { usePortal } from './portal-context';
import { useSession } from './use-session';

export interface EventQuery<T> {
  /** The answer; after a failure for lack of network, the last one kept on the device (see `keptAt`). */
  data: T | undefined;
  /** Why the call failed, in pt-BR; undefined while it loads again. */
  error: string | undefined;
  /** When `data` was read, if it is a kept answer shown for lack of network: only to show, never to act on. */
  keptAt?: number;
  /** Asks again (the skeleton shows meanwhile, not the old error; a kept answer stays). */
  retry(): void;
}

/** A failed read, with its last answers kept on the device when there are some. */
class FailedRead extends Error {
  constructor(
    override readonly cause: unknown,
    readonly kept?: { data: unknown; at: number },
  ) {
    super('read failed');
  }
}

/**
 * Runs `fetcher` against the kept answers instead of the network: each of its calls gets the
 * answer kept for its path, read through the call's own schema as any answer is (a stored value
 * may be anything).
 */
async function replay<T>(fetcher: (api: ApiClient) => Promise<T>, kept: KeptRead): Promise<T> {
  const read: ApiClient['read'] = async (request, body) => checkAnswer(body, request.schema);
  return fetcher({
    read,
    request: async (request) => {
      if (!(request.path in kept.answers)) throw new Error('not kept');
      return read(request, kept.answers[request.path]);
    },
  });
}

/**
 * Reads through `api`, keeping each answer as this read's last for the customer and event
 * (docs/resilience.md, "Offline"); when it fails for lack of network, the kept answer comes with
 * the failure.
 */
async function readKeeping<T>(
  fetcher: (api: ApiClient) => Promise<T>,
  api: ApiClient,
  session: SessionStore,
  [name, idEvento, email]: readonly [string, string, string],
): Promise<T> {
  const kept = keptReadsOf(session);
  const answers: Record<string, unknown> = {};
  try {
    const data = await fetcher({
      read: api.read,
      request: async (request) => {
        const answer = await api.request(request);
        if (request.method === 'GET') answers[request.path] = answer;
        return answer;
      },
    });
    // Only while storage still holds the same customer: a sign-out meanwhile, in any tab, took
    // every kept answer away, and this tab may not have heard of it yet.
    if (session.holds(email)) kept.keep(email, idEvento, name, answers);
    return data;
  } catch (error) {
    const last = lackOfNetwork(error) ? kept.read(email, idEvento, name) : null;
    const data = last && (await replay(fetcher, last).catch(() => undefined));
    throw new FailedRead(error, data === undefined || data === null ? undefined : { data, at: last!.at });
  }
}

/**
 * Data of the current event, cached  (the SWR options live in the app).
 * Keyed by the event the server named in GET /api/home (docs/architecture.md, "The current event is the server's"), so a screen never
 * shows one event's data under another's name. A failed read asks again by itself once, when the
 * browser is online again.
 */
export function useEventQuery<T>(name: string, fetcher: (api: ApiClient) => Promise<T>): EventQuery<T> {
  const { api, prefetch, session, currentEvent, settings } = usePortal();
  const { user, currentEvt } = useSession();
  const key = user && currentEvt ? ([name, String(currentEvt.idEvento), user.email] as const) : null;
  // The first screen's answer may already be on its way, started beside GET /api/home.
  const { data, error, isValidating, mutate } = useSWR(key, (swrKey) =>
    readKeeping(fetcher, prefetch.readFor(api, swrKey[1]), session, swrKey),
  );
  const failure = error instanceof FailedRead ? error : undefined;
  // While the stored event only stands in (GET /api/home failed for lack of network), a retry asks
  // the server which event is current first: the read then answers for the event the header names.
  // When the server names another, the key changes and that event's read starts by itself.
  const retry = () => {
    const standing = currentEvent.get().status === 'kept' && session.get().currentEvt?.idEvento;
    void (standing ? currentEvent.load().then(() => void (session.get().currentEvt?.idEvento === standing && mutate())) : mutate());
  };
  useRetryWhenOnline(Boolean(error) && !isValidating, retry);
  // A kept answer stays on screen while a retry runs; a plain failure gives way to the skeleton
  // (the old error would look like nothing happens).
  // The answer's times as the host's `api-times` says to read them (./api-times.ts).
  if (failure?.kept)
    return { data: apiTimes(settings, failure.kept.data as T), error: errorMessage(failure.cause), keptAt: failure.kept.at, retry };
  return {
    data: apiTimes(settings, data),
    error: error && !isValidating ? errorMessage(failure ? failure.cause : error) : undefined,
    retry,
  };
}
