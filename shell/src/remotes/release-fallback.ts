/**
 * Which cached release of a remote runs when its live files cannot be fetched (offline, or the live
 * release's files fail): the most recently built release of that remote that the service worker holds and
 * that fits this shell by the release machinery's own rule (scripts/ops/compatibility.mjs, the rule every
 * release and rollback is checked with). Pure: the page's Cache Storage is read in cached-releases.ts.
 */
import { compatibilityProblems, type ReleaseRecord } from '../../../scripts/ops/compatibility.mjs';

export type { ReleaseRecord };

/** A release held in the worker's cache: its entry URL and its release.json. */
export interface CachedRelease {
  entry: string;
  record: ReleaseRecord;
}

const ENTRY = /^\/apps\/([^/]+)\/([^/]+)\/remoteEntry\.js$/;

/** The release folder of an entry or file URL (path), with its trailing slash. */
export function releaseFolder(url: string): string {
  return url.slice(0, url.lastIndexOf('/') + 1);
}

/** The app folder (`mfe-storefront`) a remote entry path lives in, or null for anything else. */
export function appOfEntry(entry: string): string | null {
  return entry.match(ENTRY)?.[1] ?? null;
}

/** The remote entries of `app` among cached paths (`/apps/<app>/<version>/remoteEntry.js`). */
export function cachedEntriesOf(app: string, paths: string[]): string[] {
  return paths.filter((path) => appOfEntry(path) === app);
}

/** The shell release folder (`/apps/shell/<version>/`) from the page's script URLs (its main.js), or null. */
export function shellFolderOf(scriptPaths: string[]): string | null {
  const main = scriptPaths.find((path) => /^\/apps\/shell\/[^/]+\/main\.js$/.test(path));
  return main ? releaseFolder(main) : null;
}

/**
 * The release of `remote` to run instead of `failedEntry`: among the cached ones, not the failed one, of
 * that remote, compatible with `shell`; the most recently built. Null when none qualifies (the route then
 * shows its usual fallback).
 */
export function chooseFallbackRelease(remote: string, failedEntry: string, shell: ReleaseRecord, cached: CachedRelease[]): CachedRelease | null {
  const usable = cached.filter(
    (release) => release.entry !== failedEntry && release.record.name === remote && compatibilityProblems(shell, release.record).length === 0,
  );
  usable.sort((a, b) => String(b.record.builtAt ?? '').localeCompare(String(a.record.builtAt ?? '')));
  return usable[0] ?? null;
}
