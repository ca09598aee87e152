import { ACCOUNT_SCREENS, MAIN_SCREENS } from '../app/routes';
import type { PortalClienteMethods } from '../public-types';
import type { PortalRuntime } from '../runtime/create-portal-runtime';
import { signOut } from '../runtime/sign-out';

type Call = (runtime: PortalRuntime) => void;

/** Each element's portal while it is on the page, and the calls that wait for it. */
const portals = new WeakMap<Element, PortalRuntime>();
const waiting = new WeakMap<Element, Call[]>();

/**
 * Called as the element's portal is created, before its first render: the calls made before (an
 * element created, told where to go, then added to the page) run now, so the first screen is the
 * one asked for. Returns the runtime; `detach` undoes it.
 */
export function attachRuntime(host: Element, runtime: PortalRuntime): PortalRuntime {
  portals.set(host, runtime);
  for (const call of waiting.get(host)?.splice(0) ?? []) call(runtime);
  return runtime;
}

export function detachRuntime(host: Element, runtime: PortalRuntime) {
  if (portals.get(host) === runtime) portals.delete(host);
}

function withPortal(host: Element, call: Call) {
  const runtime = portals.get(host);
  if (runtime) call(runtime);
  else waiting.set(host, [...(waiting.get(host) ?? []), call]);
}

const isRoute = (path: unknown): path is string => typeof path === 'string' && (path in ACCOUNT_SCREENS || path in MAIN_SCREENS);

/** The element's methods (docs/host-api.md), each a thin call into its own portal's runtime. */
export const hostMethods: Omit<PortalClienteMethods, 'ready'> & ThisType<HTMLElement> = {
  navigate(path) {
    if (!isRoute(path)) {
      console.warn('[portal-cliente] navigate: not a portal route', path);
      return;
    }
    withPortal(this, (runtime) => runtime.navigation.navigate(path));
  },
  signOut() {
    withPortal(this, (runtime) => {
      if (runtime.session.get().user) signOut(runtime);
    });
  },
  openHelp() {
    withPortal(this, (runtime) => runtime.shell.requestHelp());
  },
  refresh() {
    // Before the portal is on the page nothing is cached: nothing to drop.
    portals.get(this)?.refresh();
  },
};
