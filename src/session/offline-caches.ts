/**
 * The start of every cache name the offline service worker gives its caches (docs/hosts/offline.md):
 * the one name the worker and the portal's sign-out share.
 */
export const OFFLINE_CACHE_PREFIX = 'portal-cliente-sw-';

/**
 * Deletes what the offline service worker keeps on this device (the host's page and the release's
 * files), for signing out leaves nothing of the visit behind (docs/hosts/offline.md, "Signing out").
 * Without a worker there is nothing to delete and this costs one `caches.keys()`. Never throws:
 * `caches` is missing outside secure contexts, and Firefox's private windows refuse it.
 */
export async function clearOfflineCaches(): Promise<void> {
  try {
    for (const name of await caches.keys()) if (name.startsWith(OFFLINE_CACHE_PREFIX)) await caches.delete(name);
  } catch {
    // Nothing to delete.
  }
}
