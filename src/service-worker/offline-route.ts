import { keyOf, type WorkerSettings } from './worker-settings';

/**
 * What the offline worker does with one request (docs/hosts/offline.md, "What it keeps"):
 *
 * - `page`: a navigation to a page the host named: the network first, the kept copy without one;
 * - `entry`: the release's entry: the network first (the evergreen entry changes with each release),
 *   the release's copy without one;
 * - `file`: a chunk or an image of the release: its content never changes, so the kept copy first;
 * - `network`: everything else (the API, the host's other pages and files, anything of another
 *   origin the release does not list, every write) goes to the network as if there were no worker.
 */
export type OfflineRoute = { kind: 'page' | 'entry' | 'file'; key: string } | { kind: 'network' };

/** The route of a request, from its method, URL and mode (what `FetchEvent.request` carries). */
export function offlineRoute(settings: WorkerSettings, request: Pick<Request, 'method' | 'url' | 'mode'>): OfflineRoute {
  if (request.method !== 'GET') return { kind: 'network' };
  const key = keyOf(new URL(request.url));
  if (request.mode === 'navigate') return settings.pages.has(key) ? { kind: 'page', key } : { kind: 'network' };
  if (key === settings.entry) return { kind: 'entry', key };
  if (settings.files.has(key)) return { kind: 'file', key };
  return { kind: 'network' };
}
