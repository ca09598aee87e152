import { useSyncExternalStore } from 'react';

/**
 * Hash routing where only `#/...` is a route (DESIGN.md decision 3). wouter's own hash hook turns
 * any hash into a path, so a host's `#contato` anchor would show our 404; here such a hash leaves
 * the portal on the last route it showed. Routes carry no `?query`: wouter's navigate would replace
 * the host page's own `location.search`.
 */
let lastPath = '/';

function readPath(): string {
  const hash = location.hash;
  if (hash.startsWith('#/')) lastPath = decodeURI(hash.slice(1)).split('?')[0] || '/';
  return lastPath;
}

const listeners = new Set<() => void>();
const onHashChange = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('hashchange', onHashChange);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('hashchange', onHashChange);
  };
}

export interface NavigateOptions {
  replace?: boolean;
  /** Data for the next screen (the '/conta' notice, the deep link to return to). */
  state?: NavState;
}

export interface NavState {
  notice?: string;
  from?: string;
}

let pending: { path: string; state: NavState } | undefined;

/** The state the current path was reached with, if any. */
export function navState(path: string): NavState | undefined {
  return pending?.path === path ? pending.state : undefined;
}

/** Goes to a portal path. State travels in memory, never in `history.state`, which the host's router may own. */
export function navigate(to: string, { replace = false, state }: NavigateOptions = {}) {
  const path = to.startsWith('/') ? to : `/${to}`;
  pending = state ? { path, state } : undefined;
  if (readPath() === path && location.hash.startsWith('#/')) return;
  const url = `${location.pathname}${location.search}#${path}`;
  const oldURL = location.href;
  if (replace) history.replaceState(history.state, '', url);
  else history.pushState(null, '', url);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
}

export function usePortalLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, readPath, () => '/'), navigate];
}

usePortalLocation.hrefs = (href: string) => `#${href}`;
