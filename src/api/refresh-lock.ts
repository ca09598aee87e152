/**
 * Whose turn it is to refresh, across the tabs of one browser (docs/architecture.md, "One refresh
 * at a time"). Refresh
 * tokens rotate: two tabs that refresh the same expired session replay a spent refresh token, the
 * server revokes the session, and both tabs are signed out. So one tab refreshes, and a tab that
 * failed with the same access token adopts the tokens the first one stored.
 *
 * Storage reaches other tabs late: a tab handed the Web Lock right after another tab stored new
 * tokens still reads the old ones about one time in four (measured in Firefox 153 and Chromium
 * 156). So the tab that refreshed also takes a "refreshed" lock named after the spent token before
 * it lets the lock go; the lock manager's state, unlike storage, is current for the next holder.
 */
/**
 * Where the tabs of one session meet: named after the element's `storage-prefix`, so two portals
 * with their own prefixes (two sessions) never wait on each other's lock or read each other's
 * claim. The session layer provides it: it alone touches storage.
 */
export interface RefreshScope {
  /** The Web Lock's name; the "refreshed" marks are named after it too. */
  readonly lockName: string;
  /** The fallback's claim as stored right now (null when there is none). */
  readClaim(): unknown;
  /** Stores this tab's claim; false when storage does not persist (nothing reaches other tabs). */
  writeClaim(claim: unknown): boolean;
  removeClaim(): void;
}

export interface RefreshTurn<T> {
  scope: RefreshScope;
  /** The access token the server refused: tabs that hold the same one share one refresh. */
  failedToken: string;
  /** Refreshes (or finds newer tokens already stored) and stores the result. */
  refresh: () => Promise<T>;
  /** Another tab refreshed the same token: waits until its tokens reach this tab. */
  adopt: () => Promise<T>;
}

/** How long a tab holds the "refreshed" mark; tabs waiting for the lock get it within moments. */
const MARK_MS = 30_000;
/** How long simultaneous claims get to reach each other, and how long a claim counts. */
const CLAIM_SETTLE_MS = 250;
const CLAIM_FRESH_MS = 10_000;

/** This tab, in claims: its refreshes are its own to retry, not another tab's to wait for. */
const TAB = Math.random().toString(36).slice(2);

/** FNV-1a of the token: names it in a lock or a claim without writing the token itself. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/** Holds the lock `name` for `ms`; resolves once it is held. */
function hold(locks: LockManager, name: string, ms: number): Promise<void> {
  return new Promise((held) => {
    void locks.request(name, () => {
      held();
      return new Promise((release) => setTimeout(release, ms));
    });
  });
}

async function withWebLock<T>(locks: LockManager, { scope, failedToken, refresh, adopt }: RefreshTurn<T>): Promise<T> {
  const refreshed = `${scope.lockName}ed:${fingerprint(failedToken)}`;
  return locks.request(scope.lockName, async () => {
    const { held = [] } = await locks.query();
    if (held.some((lock) => lock.name === refreshed)) return adopt();
    const result = await refresh();
    await hold(locks, refreshed, MARK_MS);
    return result;
  }) as Promise<T>;
}

interface Claim {
  token: string;
  tab: string;
  at: number;
}

/** The stored claim, if it has a claim's shape: any script on the page may have written that key. */
function readClaim(scope: RefreshScope): Claim | null {
  const claim = scope.readClaim() as Partial<Claim> | null;
  return claim &&
    typeof claim === 'object' &&
    typeof claim.token === 'string' &&
    typeof claim.tab === 'string' &&
    typeof claim.at === 'number'
    ? (claim as Claim)
    : null;
}

/**
 * Without Web Locks (Safari before 15.4, a host served over plain http): a claim in localStorage.
 * Tabs that fail at the same moment each write their claim, let the claims cross, and the last one
 * written refreshes while the others adopt. This narrows the race rather than closing it, as
 * storage alone cannot.
 */
async function withStorageClaim<T>({ scope, failedToken, refresh, adopt }: RefreshTurn<T>): Promise<T> {
  const token = fingerprint(failedToken);
  const theirs = (claim: Claim | null) =>
    claim !== null && claim.token === token && claim.tab !== TAB && Date.now() - claim.at < CLAIM_FRESH_MS;
  if (theirs(readClaim(scope))) return adopt();
  // Storage is blocked: every tab keeps its session in memory and refreshes alone anyway.
  if (!scope.writeClaim({ token, tab: TAB, at: Date.now() } satisfies Claim)) return refresh();
  await new Promise((settled) => setTimeout(settled, CLAIM_SETTLE_MS));
  if (theirs(readClaim(scope))) return adopt();
  try {
    return await refresh();
  } catch (error) {
    // A refresh that failed leaves nothing to adopt: the next tab refused tries for itself.
    if (readClaim(scope)?.tab === TAB) scope.removeClaim();
    throw error;
  }
}

/** Runs this tab's refresh turn: `refresh` when it is this tab's to do, `adopt` when another tab's. */
export function takeRefreshTurn<T>(turn: RefreshTurn<T>): Promise<T> {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined;
  return locks?.request ? withWebLock(locks, turn) : withStorageClaim(turn);
}
