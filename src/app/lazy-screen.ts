import type { ComponentType } from 'react';
import { lazyRetry, type Preloadable } from '../ui/lazy-retry';

/** A lazy layout or screen, whose code the first screen asks for before it renders. */
export type LazyScreen = Preloadable<ComponentType>;

/** A layout's or screen's chunk, as `lazyRetry` loads it (with `preload`). */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): LazyScreen => lazyRetry(load);
