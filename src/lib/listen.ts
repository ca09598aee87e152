/**
 * Listens to each of `types` on the window; returns what stops it all (the shape a store's watch
 * returns, see create-store.ts). One helper for the entry's window listeners keeps the entry small
 * (docs/performance.md, "Budgets").
 */
export function listen(types: string[], listener: EventListener): () => void {
  types.forEach((type) => addEventListener(type, listener));
  return () => types.forEach((type) => removeEventListener(type, listener));
}
