/** A value that can be read, replaced and watched: the shape `useSyncExternalStore` expects. */
export interface Store<T> {
  get(): T;
  /** Replaces the value and tells every listener; a value identical to the current one changes nothing. */
  set(next: T): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * The one subscribe/notify primitive of the portal's stores (session, navigation, toasts, current
 * event). `watch` runs while anybody listens: it starts when the first listener comes and its
 * returned stop runs when the last one leaves (a window listener that nobody needs is removed).
 */
export function createStore<T>(initial: T, watch?: () => () => void): Store<T> {
  let value = initial;
  let stop: (() => void) | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      if (listeners.size === 0 && watch) stop = watch();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = undefined;
        }
      };
    },
  };
}
