/**
 * Finds the cached release a remote falls back to when its live entry cannot be fetched: reads the
 * service worker's release cache (Cache Storage, readable from the page) for that remote's entries and
 * their release.json, and this shell's own release.json (cached by the worker's warm-up), then lets
 * release-fallback.ts choose. Loaded only when a remote fails to load (a lazy part, not the first render).
 */
import { CACHES, NETWORK_TIMEOUT_SECONDS } from '../offline/sw-rules';
import { appOfEntry, cachedEntriesOf, chooseFallbackRelease, releaseFolder, shellFolderOf, type CachedRelease, type ReleaseRecord } from './release-fallback';

const RECORD = 'release.json';

async function recordIn(cache: Cache, folder: string): Promise<ReleaseRecord | null> {
  const answer = (await cache.match(folder + RECORD)) ?? (await fetch(folder + RECORD).catch(() => null));
  if (!answer?.ok) return null;
  return (answer.json() as Promise<ReleaseRecord>).catch(() => null);
}

/** Whether the entry can be fetched now (through the worker, so a cached copy counts; a network that does not answer in time cannot). */
async function reachable(entry: string): Promise<boolean> {
  const answer = await fetch(entry, { signal: AbortSignal.timeout(NETWORK_TIMEOUT_SECONDS * 1000) }).catch(() => null);
  return Boolean(answer?.ok);
}

/**
 * The cached compatible release to run instead of `failedEntry`, or null: no worker cache, nothing fits,
 * or the entry can be fetched (it failed for another reason, such as a release whose entry throws: that
 * release's routes show their fallback and ops hear of it).
 */
export async function findCachedRelease(remote: string, failedEntry: string): Promise<CachedRelease | null> {
  const app = appOfEntry(new URL(failedEntry, window.location.href).pathname);
  if (!app || typeof caches === 'undefined' || (await reachable(failedEntry))) return null;
  const scripts = [...document.scripts].map((script) => (script.src ? new URL(script.src).pathname : ''));
  const shellFolder = shellFolderOf(scripts);
  const cache = await caches.open(CACHES.releases);
  const shell = shellFolder ? await recordIn(cache, shellFolder) : null;
  if (!shell) return null;
  const paths = (await cache.keys()).map((request) => new URL(request.url).pathname);
  const cached: CachedRelease[] = [];
  for (const entry of cachedEntriesOf(app, paths)) {
    const record = paths.includes(releaseFolder(entry) + RECORD) ? await recordIn(cache, releaseFolder(entry)) : null;
    if (record) cached.push({ entry, record });
  }
  return chooseFallbackRelease(remote, new URL(failedEntry, window.location.href).pathname, shell, cached);
}
