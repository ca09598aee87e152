import type { PortalRuntime } from './create-portal-runtime';

/** Logout clears user, current event and all cached data (the app drops its cache
 * when the session changes), and tells the host. */
export function signOut({ session, emit }: Pick<PortalRuntime, 'session' | 'emit'>) {
  session.signOut();
  emit('portal-cliente:logout', {});
}
