/**
 * Whose turn it is to refresh, across the tabs of one browser (DESIGN.md decision 7). Refresh
 * tokens rotate: two tabs that refresh the same expired session replay a spent refresh token, the
 * server revokes the session, and both tabs are signed out. So one tab refreshes, and a tab that
 * failed with the same access token adopts the tokens the first one stored.
 *
 * Storage reaches other tabs late: a tab handed the Web Lock right after another tab stored new
 * tokens still reads the old ones about one time in four (measured in Firefox 153 and Chromium
 * 156). So the tab that refreshed also takes a "refreshed" lock named after the spent token before
 * it lets the lock go; the lock manager's state, unlike storage, is current for the next holder.
 */
export interface RefreshTurn<T> {
  /** The access token the server refused: tabs that hold the same one share one refresh. */
  failedToken: string;
  /** Refreshes (or finds newer tokens already stored) and stores the result. */
  refresh: () => Promise<T>;
  /** Another tab refreshed the same token: waits until its tokens reach this tab. */
  adopt: () => Promise<T>;
}

const LOCK = 'portal-cliente:refresh';
/** How long a tab holds the "refreshed" mark; tabs waiting for the lock get it within moments. */
const MARK_MS = 30_000;
/** The fallback's claim in storage, and how long simultaneous claims get to reach each other. */
const CLAIM_KEY = 'portal-cliente:refresh-claim';
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

async function withWebLock<T>(locks: LockManager, { failedToken, refresh, adopt }: RefreshTurn<T>): Promise<T> {
  const refreshed = `${LOCK}ed:${fingerprint(failedToken)}`;
  return locks.request(LOCK, async () => {
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

function readClaim(storage: Storage): Claim | null {
  try {
    return JSON.parse(storage.getItem(CLAIM_KEY) ?? 'null') as Claim | null;
  } catch {
    return null;
  }
}

/**
 * Without Web Locks (Safari before 15.4, a host served over plain http): a claim in localStorage.
 * Tabs that fail at the same moment each write their claim, let the claims cross, and the last one
 * written refreshes while the others adopt. This narrows the race rather than closing it, as
 * storage alone cannot.
 */
async function withStorageClaim<T>({ failedToken, refresh, adopt }: RefreshTurn<T>): Promise<T> {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    // Storage is blocked: every tab keeps its session in memory and refreshes alone anyway.
    return refresh();
  }
  const token = fingerprint(failedToken);
  // `typeof` first: any script on the page may have written the claim, `at` as an object whose
  // valueOf and toString are not functions would make the subtraction throw.
  const theirs = (claim: Claim | null) =>
    typeof claim === 'object' && claim !== null && claim.token === token && claim.tab !== TAB && typeof claim.at === 'number' && Date.now() - claim.at < CLAIM_FRESH_MS;
  if (theirs(readClaim(storage))) return adopt();
  try {
    storage.setItem(CLAIM_KEY, JSON.stringify({ token, tab: TAB, at: Date.now() } satisfies Claim));
  } catch {
    return refresh();
  }
  await new Promise((settled) => setTimeout(settled, CLAIM_SETTLE_MS));
  if (theirs(readClaim(storage))) return adopt();
  try {
    return await refresh();
  } catch (error) {
    // A refresh that failed leaves nothing to adopt: the next tab refused tries for itself.
    if (readClaim(storage)?.tab === TAB) storage.removeItem(CLAIM_KEY);
    throw error;
  }
}

/** Runs this tab's refresh turn: `refresh` when it is this tab's to do, `adopt` when another tab's. */
export function takeRefreshTurn<T>(turn: RefreshTurn<T>): Promise<T> {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined;
  return locks?.request ? withWebLock(locks, turn) : withStorageClaim(turn);
}
