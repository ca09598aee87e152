/**
 * Runs a token refresh while holding a lock shared by every tab of this origin, so two tabs whose
 * tokens expired together do not both spend the same rotating refresh token (the second would be
 * refused and sign both out). Where the Web Locks API is missing, the task runs unlocked.
 */
export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined;
  if (!locks?.request) return task();
  return locks.request('portal-cliente:refresh', task) as Promise<T>;
}
