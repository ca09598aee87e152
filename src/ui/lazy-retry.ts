import { createElement, type ComponentType } from 'react';

/**
 * `React.lazy`, except that a chunk that failed to load (flaky network, a deploy that removed the
 * old chunks) is fetched again on the next render instead of failing forever: the error goes once
 * to the nearest error boundary, whose 'Tentar novamente' renders this again. preact/compat's and
 * React's `lazy` both keep a rejected import for good.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyRetry<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): C {
  let component: C | undefined;
  let pending: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;

  function Lazy(props: object) {
    if (component) return createElement(component, props);
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    pending ??= load()
      .then(
        (module) => {
          component = module.default;
        },
        (error: unknown) => {
          failure = { error };
        },
      )
      .finally(() => {
        pending = undefined;
      });
    // Suspense waits for it, then renders this again.
    throw pending;
  }
  return Lazy as C;
}
