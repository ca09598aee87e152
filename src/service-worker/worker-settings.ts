/** One release as the build writes it into the worker: its version, entry and files with their hashes. */
export interface WorkerRelease {
  readonly version: string;
  /** The entry's path in the release folder ('portal-cliente.js'). */
  readonly entry: string;
  /** Every file the worker keeps: the entry, the chunks and the images, paths from the release folder. */
  readonly files: ReadonlyArray<{ readonly path: string; readonly integrity: string }>;
}

/** What the worker keeps and where it looks, read once when it starts. */
export interface WorkerSettings {
  readonly version: string;
  /** The pages the portal lives on, as origin and path (no query, no hash). */
  readonly pages: ReadonlySet<string>;
  /** The release's entry, by absolute URL (no query). */
  readonly entry: string;
  /** The release's files (the entry among them), by absolute URL (no query), with their hashes. */
  readonly files: ReadonlyMap<string, string>;
}

/** A URL without its query and hash: the one key a page or a file is kept and found under. */
export const keyOf = (url: URL) => url.origin + url.pathname;

/**
 * The worker's settings from the URL it was registered with (docs/hosts/offline.md, "Registering"):
 *
 * - `pages`: the paths of the host's pages that hold the portal, comma-separated; only those on the
 *   worker's origin and inside its scope count (no other page of the host is ever kept). Default:
 *   the scope itself.
 * - `release`: the folder the page loads `portal-cliente.js` from, on this origin or a CDN's.
 *   Default: the worker's own folder.
 *
 * @param workerUrl - `self.location.href`.
 * @param scope - `self.registration.scope`.
 */
export function workerSettings(workerUrl: string, scope: string, release: WorkerRelease): WorkerSettings {
  const worker = new URL(workerUrl);
  const named = (worker.searchParams.get('pages') ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  const pages = new Set(
    (named.length ? named : [scope])
      .map((path) => new URL(path, worker))
      .filter((page) => page.origin === worker.origin && page.href.startsWith(scope))
      .map(keyOf),
  );
  const base = new URL(worker.searchParams.get('release') || './', worker);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const fileUrl = (path: string) => keyOf(new URL(path, base));
  return {
    version: release.version,
    pages,
    entry: fileUrl(release.entry),
    files: new Map(release.files.map((file) => [fileUrl(file.path), file.integrity])),
  };
}
