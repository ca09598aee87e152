import { createElement, type ComponentType } from 'react';
import { retryingImport } from '../lib/retrying-import';

/** A lazy component's code did not load (what an error boundary tells the host, see docs/host-api.md). */
export class ChunkError extends Error {}

/** A lazy component whose code can be asked for before it renders. */
export type Preloadable<C> = C & {
  /**
   * Starts loading the code now (once). When it has arrived before the component renders, the
   * component renders at once instead of suspending for a turn. `alongside`: something else the
   * first render should wait for too (a layout waits for its first screen's code, so both draw in
   * one pass instead of the layout first and the screen one render later); only its settling is
   * waited for, its failure is its own. Returns when the code and `alongside` have settled.
   */
  preload(alongside?: Promise<unknown>): Promise<void>;
};

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
): Preloadable<M[K]> {
  let component: M[K] | undefined;
  let pending: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  const importModule = retryingImport(load);

  const start = (alongside?: Promise<unknown>) =>
    (pending ??= Promise.all([importModule(), alongside?.catch(() => {})])
      .then(
        ([module]) => {
          component = module[exportName];
          // A module without the component (a retry that reached another module) is a failure too:
          // rendering would only ask again, and again.
          if (!component) failure = { error: new ChunkError(`no export ${exportName}`) };
        },
        (error: unknown) => {
          failure = { error: new ChunkError(String(error)) };
        },
      )
      .finally(() => {
        pending = undefined;
      }));

  function Lazy(props: object) {
    if (component) return createElement(component, props);
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    // Suspense waits for it, then renders this again.
    throw start();
  }
  return Object.assign(Lazy as M[K], {
    preload: (alongside?: Promise<unknown>) => (component || failure ? Promise.resolve() : start(alongside)),
  });
}
