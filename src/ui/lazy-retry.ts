import { createElement, type ComponentType } from 'react';

/**
 * The URL of the module a failed `import()` was loading, when the browser's message names it
 * (Chromium: "Failed to fetch dynamically imported module: <url>", Firefox: "error loading
 * dynamically imported module: <url>"; Safari names none).
 */
function failedModuleUrl(error: unknown): URL | undefined {
  const url = /\bhttps?:\/\/\S+?\.m?js(?:\?\S*)?(?=$|\s)/.exec(error instanceof Error ? error.message : '')?.[0];
  return url ? new URL(url, import.meta.url) : undefined;
}

/**
 * `React.lazy`, except that a chunk that failed to load (flaky network, a deploy that removed the
 * old chunks) is fetched again on the next render instead of failing forever: the error goes once
 * to the nearest error boundary, whose 'Tentar novamente' renders this again. preact/compat's and
 * React's `lazy` both keep a rejected import for good.
 *
 * The browser may keep the failed module too: the HTML spec caches a failed fetch in the module
 * map for the life of the page, which Firefox does (whatwg/html#6768, fixed by whatwg/html#10327;
 * Gecko bug 2055211), so `import()` of the same URL fails again without a request. So the retry
 * imports the failed module's URL with a `?retry=` query: a new module to the browser, whose own
 * imports still resolve to the shared chunks. Where the message names no URL, `load` runs again.
 *
 * @param load - The dynamic import, e.g. `() => import('./home-screen')`.
 * @param exportName - The component's export. Defaults to "default".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyRetry<M extends Record<K, ComponentType<any>>, K extends keyof M & string = 'default' & keyof M>(
  load: () => Promise<M>,
  exportName: K = 'default' as K,
): M[K] {
  let component: M[K] | undefined;
  let pending: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  let failedUrl: URL | undefined;
  let retries = 0;

  const importModule = (): Promise<M> => {
    if (!failedUrl) return load();
    const fresh = new URL(failedUrl);
    fresh.searchParams.set('retry', String(++retries));
    return import(/* @vite-ignore */ fresh.href) as Promise<M>;
  };

  function Lazy(props: object) {
    if (component) return createElement(component, props);
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    pending ??= importModule()
      .then(
        (module) => {
          component = module[exportName];
        },
        (error: unknown) => {
          failedUrl = failedModuleUrl(error) ?? failedUrl;
          if (failedUrl) failedUrl.searchParams.delete('retry');
          failure = { error };
        },
      )
      .finally(() => {
        pending = undefined;
      });
    // Suspense waits for it, then renders this again.
    throw pending;
  }
  return Lazy as M[K];
}
