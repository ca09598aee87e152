/**
 * One portal's notifications (4000 ms each, 3 visible). Each `<portal-cliente>`
 * has its own store in its runtime, so a toast shows only in the portal that raised it.
 *
 * @example toasts.success('Senha alterada com sucesso!')
 */

import { createStore } from '../lib/create-store';
import type { ToastKind } from '../ui/toaster';

export interface ToastItem {
  readonly id: number;
  readonly message: string;
  readonly kind: ToastKind;
}

/** The default duration. */
const TOAST_DURATION_MS = 4000;

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

export interface Toasts {
  /** Shows a notification for 4 seconds. Returns its id. */
  show(message: string, kind?: ToastKind): number;
  success(message: string): number;
  error(message: string): number;
  dismiss(id: number): void;
  /** Holds a notification while the pointer or focus is on it, so nobody loses it mid-read. */
  pause(id: number): void;
  resume(id: number): void;
  get(): readonly ToastItem[];
  subscribe(listener: () => void): () => void;
  /** Clears every timer (the portal left the page). */
  dispose(): void;
}

export function createToasts(): Toasts {
  const items = createStore<readonly ToastItem[]>([]);
  let nextId = 1;
  const timers = new Map<number, Timer>();

  function start(id: number, timer: Timer) {
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => dismiss(id), timer.remaining);
  }

  function show(message: string, kind: ToastKind = 'info') {
    const id = nextId++;
    const timer: Timer = { handle: undefined, remaining: TOAST_DURATION_MS, startedAt: 0 };
    timers.set(id, timer);
    start(id, timer);
    items.set([...items.get(), { id, message, kind }]);
    return id;
  }

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer.handle);
    timers.delete(id);
    if (items.get().some((item) => item.id === id)) items.set(items.get().filter((item) => item.id !== id));
  }

  return {
    show,
    success: (message) => show(message, 'success'),
    error: (message) => show(message, 'error'),
    dismiss,
    pause(id) {
      const timer = timers.get(id);
      if (!timer?.handle) return;
      clearTimeout(timer.handle);
      timer.handle = undefined;
      timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
    },
    resume(id) {
      const timer = timers.get(id);
      if (timer && !timer.handle) start(id, timer);
    },
    get: items.get,
    subscribe: items.subscribe,
    dispose() {
      timers.forEach((timer) => clearTimeout(timer.handle));
      timers.clear();
      items.set([]);
    },
  };
}
