import type { ComponentType } from 'react';
import { lazyRetry } from '../ui/lazy-retry';

/** A lazy layout or screen whose code can be asked for before it renders. */
export type LazyScreen = ComponentType & {
  /** Starts loading the code now; the first render takes this load instead of starting another. */
  preload(): void;
};

/**
 * `lazyRetry` plus `preload()`, so the first screen's layout and screen load in one parallel batch
 * instead of the screen's code waiting for the layout's to arrive and render. The
 * preloaded promise is handed to the first render only: a retry after a failure loads afresh, as
 * `lazyRetry` does it.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let preloaded: ReturnType<typeof load> | undefined;
  const Screen = lazyRetry(() => {
    const loading = preloaded ?? load();
    preloaded = undefined;
    return loading;
  });
  return Object.assign(Screen, {
    preload() {
      preloaded ??= load();
      // A failure reaches the screen's error boundary when it renders, not as an unhandled rejection.
      preloaded.catch(() => {});
    },
  });
}
