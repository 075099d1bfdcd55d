/**
 * The service worker's release part (imported by service-worker.ts): after a visit it fetches the live
 * remote releases' files it does not hold yet, so the next visit works offline even on routes not opened
 * yet, and keeps each release's record (release.json) and this shell's, so that a remote whose live files
 * cannot be fetched later can fall back to a cached release compatible with the shell
 * (shell/src/remotes/cached-releases.ts reads them from the page).
 */
import { CACHES, liveEntries, releaseFiles, type ReleaseFileList } from './sw-rules';

/** The record of the release an entry or folder belongs to (its release.json). */
export function releaseRecordUrl(entryOrFolder: string): string {
  return `${entryOrFolder.slice(0, entryOrFolder.lastIndexOf('/') + 1)}release.json`;
}

async function keep(cache: Cache, file: string): Promise<void> {
  if (await cache.match(file)) return;
  const answer = await fetch(file).catch(() => null);
  if (answer?.ok) await cache.put(file, answer);
}

/** Fetches the live remotes' release files (and records) the cache does not hold yet, and the shell's record. */
export async function warmLiveReleases(origin: string, shellFolder: string): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-store' }).catch(() => null);
  if (!response?.ok) return;
  const manifestCache = await caches.open(CACHES.manifest);
  await manifestCache.put('/remotes.json', response.clone());
  const cache = await caches.open(CACHES.releases);
  await keep(cache, releaseRecordUrl(shellFolder));
  for (const entry of liveEntries((await response.json()) as Record<string, unknown>)) {
    const list = await fetch(new URL('mf-manifest.json', new URL(entry, origin)).href)
      .then((answer) => (answer.ok ? (answer.json() as Promise<ReleaseFileList>) : null))
      .catch(() => null);
    if (!list) continue;
    for (const file of [...releaseFiles(entry, list), releaseRecordUrl(entry)]) await keep(cache, file);
  }
}
