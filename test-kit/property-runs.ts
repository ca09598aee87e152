/**
 * How many cases a property test generates: `full` in `npm test` (and CI); a tenth, at least 5, in
 * the edit loop, `npm run test:quick`, which sets PORTAL_TEST_QUICK=1. Every property still runs
 * there, on fewer cases, so an edit that breaks one is usually caught in seconds; the whole search is
 * the suite's (docs/testing.md, "Running part of it").
 */
export function propertyRuns(full: number): number {
  return process.env.PORTAL_TEST_QUICK === '1' ? Math.max(5, Math.ceil(full / 10)) : full;
}
