/**
 * DESIGN.md decision 9: a signed-out visitor sent away from a deep link (say `#/financeiro` from the
 * gift-list site) returns there after signing in. Kept in memory: it only matters within this visit.
 */
let returnPath: string | undefined;

export function rememberReturnPath(path: string) {
  returnPath = path === '/' || path.startsWith('/conta') ? undefined : path;
}

/** The path to go to after signing in, once; '/' when there is none (spec: "goes to /"). */
export function takeReturnPath(): string {
  const path = returnPath ?? '/';
  returnPath = undefined;
  return path;
}
