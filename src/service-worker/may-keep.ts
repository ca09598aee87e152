/**
 * Whether a host's page may be kept, from its `Cache-Control` header: not when it says `no-store`
 * (RFC 9111, 5.2.2.5: no cache may store it, and the worker's is one), in any case, among other
 * directives or with a value. `private` allows it: the worker's cache is the browser's own.
 */
export function mayKeep(cacheControl: string | null): boolean {
  return !(cacheControl ?? '').split(',').some((directive) => /^\s*no-store\s*(=|$)/i.test(directive));
}
