/*
 * The offline service worker a host may register (docs/hosts/offline.md): with it, a customer who
 * opened the portal once opens the host's page with no network at all and sees what the portal kept
 * of their event, marked with its time. It keeps the pages the host named and the release's files,
 * nothing else. The portal's reads are not kept here: the portal keeps its own last answers with the
 * time they were read and shows them with that time (docs/resilience.md); a second copy here, served
 * as if it came from the server, could pass old data off as fresh.
 *
 * The build writes the release's file list into the worker (build-steps/service-worker.mjs), so a new
 * release is a new worker: the browser installs it, it keeps the new files, takes over at once and
 * deletes the old release's caches. The pages are asked of the network first, so a page's new script
 * tag is seen whenever there is a network.
 */
import { OFFLINE_CACHE_PREFIX } from '../session/offline-caches';
import { mayKeep } from './may-keep';
import { offlineRoute } from './offline-route';
import { workerSettings, type WorkerRelease } from './worker-settings';

/** Written by the build: this release's version, entry and files. */
declare const __PORTAL_RELEASE__: WorkerRelease;

const worker = self as unknown as ServiceWorkerGlobalScope;
const settings = workerSettings(worker.location.href, worker.registration.scope, __PORTAL_RELEASE__);
const RELEASE_CACHE = `${OFFLINE_CACHE_PREFIX}${settings.version}-release`;
const PAGES_CACHE = `${OFFLINE_CACHE_PREFIX}${settings.version}-pages`;

/**
 * Keeps every file of the release, each checked against its hash (a CDN that serves other bytes
 * fails the install, and the worker before stays). Asked with CORS and without cookies, as the page's
 * module scripts are, so a CDN's files can be kept and served back to the page.
 */
async function keepRelease() {
  const cache = await caches.open(RELEASE_CACHE);
  await cache.addAll([...settings.files].map(([url, integrity]) => new Request(url, { integrity, mode: 'cors', credentials: 'omit' })));
}

/** After signing out deleted the caches, the next visit with a network keeps the release again. */
async function keepReleaseIfGone() {
  if (!(await caches.match(settings.entry, { cacheName: RELEASE_CACHE }))) await keepRelease();
}

async function keepPage(key: string, answer: Response) {
  // The host asked for no copy: none is kept, and any kept before goes.
  if (!mayKeep(answer.headers.get('Cache-Control'))) {
    if (await caches.has(PAGES_CACHE)) await (await caches.open(PAGES_CACHE)).delete(key);
    return;
  }
  if (!answer.ok || answer.redirected) return;
  await (await caches.open(PAGES_CACHE)).put(key, answer);
}

/** The named pages, kept when the worker installs: the first visit's page was loaded before it ran. */
async function keepPages() {
  await Promise.all(
    [...settings.pages].map((key) =>
      fetch(key).then(
        (answer) => keepPage(key, answer),
        () => undefined,
      ),
    ),
  );
}

async function networkFirstPage(event: FetchEvent, key: string) {
  try {
    const answer = await fetch(event.request);
    event.waitUntil(keepPage(key, answer.clone()).then(keepReleaseIfGone));
    return answer;
  } catch (error) {
    const kept = await caches.match(key, { cacheName: PAGES_CACHE });
    if (kept) return kept;
    throw error;
  }
}

async function networkFirstEntry(request: Request, key: string) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(key, { cacheName: RELEASE_CACHE, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function keptFirstFile(request: Request, key: string) {
  return (await caches.match(key, { cacheName: RELEASE_CACHE, ignoreVary: true })) ?? fetch(request);
}

worker.addEventListener('install', (event) => {
  // A new release takes over at once: a page that still runs the old one loads what it lacks from
  // the network, as it would without a worker.
  void worker.skipWaiting();
  event.waitUntil(Promise.all([keepRelease(), keepPages()]));
});

worker.addEventListener('activate', (event) => {
  const ours = [RELEASE_CACHE, PAGES_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX) && !ours.includes(name)).map((name) => caches.delete(name)),
        ),
      ),
  );
});

worker.addEventListener('fetch', (event) => {
  const route = offlineRoute(settings, event.request);
  // Not answering leaves the request to the browser, exactly as without a worker.
  if (route.kind === 'network') return;
  if (route.kind === 'page') event.respondWith(networkFirstPage(event, route.key));
  else if (route.kind === 'entry') event.respondWith(networkFirstEntry(event.request, route.key));
  else event.respondWith(keptFirstFile(event.request, route.key));
});
