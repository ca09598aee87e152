/**
 * The portal's notifications (spec section 9: 4000 ms, 3 visible). A tiny store any screen can
 * call; `<Toaster />`, rendered once by the app, shows it.
 *
 * @example toast.success('Senha alterada com sucesso!')
 */

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  readonly id: number;
  readonly message: string;
  readonly kind: ToastKind;
}

/** Spec section 9: the default duration. */
const TOAST_DURATION_MS = 4000;

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, Timer>();
const listeners = new Set<() => void>();

const publish = (next: readonly ToastItem[]) => {
  items = next;
  listeners.forEach((listener) => listener());
};

function start(id: number, timer: Timer) {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

/** Shows a notification for 4 seconds. Returns its id. */
export function toast(message: string, { kind = 'info' }: { kind?: ToastKind } = {}): number {
  const id = nextId++;
  const timer: Timer = { handle: undefined, remaining: TOAST_DURATION_MS, startedAt: 0 };
  timers.set(id, timer);
  start(id, timer);
  publish([...items, { id, message, kind }]);
  return id;
}

toast.success = (message: string) => toast(message, { kind: 'success' });
toast.error = (message: string) => toast(message, { kind: 'error' });

export function dismissToast(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer.handle);
  timers.delete(id);
  if (items.some((item) => item.id === id)) publish(items.filter((item) => item.id !== id));
}

/** Holds a notification while the pointer or focus is on it, so nobody loses it mid-read. */
export function pauseToast(id: number) {
  const timer = timers.get(id);
  if (!timer?.handle) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

export function resumeToast(id: number) {
  const timer = timers.get(id);
  if (timer && !timer.handle) start(id, timer);
}

export const toastStore = {
  get: () => items,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
