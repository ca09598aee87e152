import { createElement, type ComponentType } from 'react';
import { retryingImport } from '../lib/retrying-import';

/** A lazy component's code did not load (what an error boundary tells the host, see docs/host-api.md). */
export class ChunkError extends Error {}

/**
 * `React.lazy`, except that a chunk that failed to load (flaky network, a deploy that removed the
 * old chunks) is fetched again on the next render instead of failing forever: the error goes once
 * to the nearest error boundary, whose 'Tentar novamente' renders this again. preact/compat's and
 * React's `lazy` both keep a rejected import for good, and Firefox keeps the failed module too
 * (`retryingImport` asks for it again under another URL).
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
  const importModule = retryingImport(load);

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
          failure = { error: new ChunkError(String(error)) };
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
