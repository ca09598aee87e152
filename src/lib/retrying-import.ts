import { backoffDelay } from './backoff-delay';

/**
 * The URL of the module a failed `import()` was loading, when the browser's message names it
 * (Chromium: "Failed to fetch dynamically imported module: <url>", Firefox: "error loading
 * dynamically imported module: <url>"; Safari names none).
 */
function failedModuleUrl(error: unknown): URL | undefined {
  const url = /\bhttps?:\/\/\S+?\.m?js(?:\?\S*)?(?=$|\s)/.exec(error instanceof Error ? error.message : '')?.[0];
  if (!url) return undefined;
  const failed = new URL(url);
  failed.searchParams.delete('retry');
  return failed;
}

/**
 * Whether the page's import map names this module (the snippet of docs/integrity.md lists every
 * chunk of a release under `integrity`, by its absolute URL, in the page's first import map). Such
 * a module must be retried under its own URL: a `?retry=` URL is not in the map, and would load
 * unchecked. (The entry's size budget is why this reads the map's text instead of parsing it.)
 */
const pinnedByImportMap = (url: URL) => document.querySelector('[type=importmap]')?.textContent!.includes(url.href);

/** Tries after the first failure, each after a backed-off wait, before the failure is shown. */
const AUTO_RETRIES = 2;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A dynamic import that can be tried again after it failed (a flaky network, a deploy that removed
 * the old chunks). The browser may keep the failed module: the HTML spec caches a failed fetch in the
 * module map for the life of the page, which Firefox does (whatwg/html#6768, fixed by
 * whatwg/html#10327; Gecko bug 2055211), so `import()` of the same URL fails again without a
 * request. So a retry imports the failed module's URL with a `?retry=` query: a new module to the
 * browser, whose own imports still resolve to the shared chunks. Where the message names no URL,
 * `load` runs again. A module whose integrity the page's import map pins is retried under its own
 * URL, checked again (Firefox then keeps the failure until the page is reloaded).
 *
 *
 * Each call tries again by itself at most twice, after a backed-off, jittered wait (a blip of the
 * network), and asks for nothing while the browser is offline: then it fails at once, and nothing
 * asks again until the customer taps 'Tentar novamente' or the browser is online again
 * (docs/resilience.md, "Offline").
 *
 * @param load - The dynamic import, e.g. `() => import('./download-calendar')`.
 * @returns What to call for each try: the first runs `load`, the ones after a failure retry.
 */
export function retryingImport<M>(load: () => Promise<M>): () => Promise<M> {
  let failedUrl: URL | undefined;
  let retries = 0;
  const once = () => {
    let attempt: Promise<M>;
    if (failedUrl) {
      const fresh = new URL(failedUrl);
      if (!pinnedByImportMap(fresh)) fresh.searchParams.set('retry', String(++retries));
      attempt = import(/* @vite-ignore */ fresh.href) as Promise<M>;
    } else {
      attempt = load();
    }
    return attempt.catch((error: unknown) => {
      failedUrl = failedModuleUrl(error) ?? failedUrl;
      throw error;
    });
  };
  const tryBackingOff = (tried: number): Promise<M> => {
    // Offline, a request could only fail, and Firefox would keep that failure (of this module or
    // of a chunk it shares with others) until the page is reloaded: nothing is asked until online.
    // Unless a service worker controls the page: the host's offline worker answers from the
    // release it kept (docs/hosts/offline.md). The API layer loads its answer reader through here
    // and also runs in Node 20 (the doctor), which has no navigator: there it is never offline.
    if (globalThis.navigator?.onLine === false && !navigator.serviceWorker?.controller) return Promise.reject(new Error('offline'));
    return once().catch(async (error: unknown) => {
      if (tried >= AUTO_RETRIES) throw error;
      await wait(backoffDelay(tried));
      return tryBackingOff(tried + 1);
    });
  };
  return () => tryBackingOff(0);
}
