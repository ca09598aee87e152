import { useSyncExternalStore } from 'react';
import { createStore } from '../lib/create-store';
import { listen } from '../lib/listen';

export interface NavigateOptions {
  replace?: boolean;
  /** Data for the next screen (the '/conta' notice). */
  state?: NavState;
}

export interface NavState {
  notice?: string;
  /** 'warning' for news that is not a success (a session that ended); a success otherwise. */
  tone?: 'warning';
  /** The e-mail the customer just used (first access, recovery), to fill in the login. */
  email?: string;
}

/** One portal's place in the hash and what travels with it (created per element instance). */
export interface Navigation {
  /** wouter's location hook for this portal. */
  useLocation(): [string, (to: string, options?: NavigateOptions) => void];
  /** Goes to a portal path. */
  navigate(to: string, options?: NavigateOptions): void;
  /** The portal path now. */
  path(): string;
  /** The state the current path was reached with, if any. */
  state(path: string): NavState | undefined;
  /** Remembers the deep link a signed-out visitor was sent away from (docs/architecture.md, "Deep links"). */
  rememberReturnPath(path: string): void;
  /** The path to go to after signing in, once; '/' when there is none (docs/product.md, "Account screens": success goes to /). */
  takeReturnPath(): string;
  /** Whether a screen has been shown since the page loaded, and the route changed after it (focus moves only then). */
  readonly navigated: boolean;
  /** Called by the app on every route change. */
  markRouteChange(): void;
  /** Called by a screen once it has shown. */
  markLanded(): void;
}

/**
 * The portal path a hash names, or null when the hash is not a portal route.
 *
 * Only `#/...` is a route (docs/architecture.md, "Only #/ is a route"): a host's `#contato` anchor leaves the portal where
 * it is. A malformed escape (`#/promo-50%off`) must never throw: each escape that decodes is
 * decoded, the rest stay as written (and lead to the 404 screen). Routes carry no `?query`: wouter's
 * navigate would replace the host page's own `location.search`.
 */
export function pathOfHash(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const raw = hash.slice(1).split('?')[0];
  return decodeEscapes(raw) || '/';
}

/**
 * One character's escapes: an ASCII byte, or a UTF-8 lead byte with as many continuation bytes as it
 * announces. Anything else (a lone `%`, `%zz`, a lead byte cut short, a stray continuation byte) is
 * not a character and stays as written.
 */
const CHARACTER_ESCAPES = /%[0-7][0-9a-f]|%[c-d][0-9a-f]%[89ab][0-9a-f]|%e[0-9a-f](?:%[89ab][0-9a-f]){2}|%f[0-4](?:%[89ab][0-9a-f]){3}/gi;

/**
 * decodeURI, character by character: a malformed escape, or one decodeURI refuses (an overlong form,
 * a surrogate), is kept as text instead of throwing a URIError, and the characters around it are
 * still decoded. decodeURI keeps the escapes of reserved characters (`%2F`, `%3F`, `%23`) as it
 * always does.
 */
function decodeEscapes(text: string): string {
  return text.replace(CHARACTER_ESCAPES, (escapes) => {
    try {
      return decodeURI(escapes);
    } catch {
      return escapes;
    }
  });
}

/**
 * Hash routing for one portal. The path is this portal's own state: it follows the page's
 * `hashchange` (links, back/forward, a host's deep link), and its own navigations write the hash
 * without broadcasting an event, so two portals on one page never bounce each other through their
 * guards (one signed in, one signed out). Navigation state travels in memory, never in
 * `history.state`, which the host's router may own.
 */
export function createNavigation(): Navigation {
  let pending: { path: string; state: NavState } | undefined;
  let returnPath: string | undefined;
  let landed = false;
  let navigated = false;

  const onHashChange = () => {
    const next = pathOfHash(location.hash);
    if (next !== null) path.set(next);
  };
  const path = createStore(pathOfHash(location.hash) ?? '/', () => listen(['hashchange'], onHashChange));

  function navigate(to: string, { replace = false, state }: NavigateOptions = {}) {
    const next = to.startsWith('/') ? to : `/${to}`;
    pending = state ? { path: next, state } : undefined;
    const url = `${location.pathname}${location.search}#${next}`;
    if (location.hash !== `#${next}`) {
      if (replace) history.replaceState(history.state, '', url);
      else history.pushState(null, '', url);
    }
    path.set(next);
  }

  return {
    useLocation: () => [useSyncExternalStore(path.subscribe, path.get, path.get), navigate],
    navigate,
    path: path.get,
    state: (at) => (pending?.path === at ? pending.state : undefined),
    rememberReturnPath(from) {
      returnPath = from === '/' || from.startsWith('/conta') ? undefined : from;
    },
    takeReturnPath() {
      const next = returnPath ?? '/';
      returnPath = undefined;
      return next;
    },
    get navigated() {
      return navigated;
    },
    markRouteChange() {
      if (landed) navigated = true;
    },
    markLanded() {
      landed = true;
    },
  };
}
