/**
 * Which remote releases may report errors (issue 24: reports for invented versions were counted): the live one
 * (dist/remotes.json) or one built in the last RECENT_RELEASE_DAYS (dist/<app>/<version>/release.json), read
 * from the built front-end's folder (RELEASES_DIR, else STATIC_ROOT) and cached for a minute. Without that
 * folder (an API that does not see the build) every well-formed version is taken, as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const RECENT_RELEASE_DAYS = 14;
const CACHE_MS = 60_000;

type Checker = (remote: string, version: string) => boolean;

function readJson(file: string): unknown {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

function liveVersion(dir: string, remote: string): string | null {
  const manifest = readJson(path.join(dir, 'remotes.json')) as Record<string, unknown> | null;
  const entry = manifest?.[remote];
  if (typeof entry === 'string') return /\/([^/]+)\/remoteEntry\.js$/.exec(entry)?.[1] ?? null;
  return entry && typeof entry === 'object' ? String((entry as { version?: unknown }).version ?? '') || null : null;
}

function builtRecently(dir: string, remote: string, version: string, now: number): boolean {
  if (!/^[A-Za-z0-9._+-]{1,64}$/.test(version) || version.startsWith('.')) return false;
  const info = readJson(path.join(dir, `mfe-${remote}`, version, 'release.json')) as { builtAt?: string } | null;
  const builtAt = Date.parse(info?.builtAt ?? '');
  return Number.isFinite(builtAt) && now - builtAt <= RECENT_RELEASE_DAYS * 86_400_000;
}

/** A checker of (remote, version) against the releases folder; null folder: everything passes. */
export function releaseChecker(dir: string | null | undefined, clock: () => number = Date.now): Checker {
  if (!dir) return () => true;
  const cache = new Map<string, { known: boolean; until: number }>();
  return (remote, version) => {
    const key = `${remote}\u0000${version}`;
    const now = clock();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.known;
    const known = Boolean(version) && (liveVersion(dir, remote) === version || builtRecently(dir, remote, version, now));
    if (cache.size > 1000) cache.clear();
    cache.set(key, { known, until: now + CACHE_MS });
    return known;
  };
}

/** Repeats of one client's same report within a minute are counted once (a reload loop is one error, not hundreds). */
export function repeatFilter(clock: () => number = Date.now): (fingerprint: string) => boolean {
  const seen = new Map<string, number>();
  return (fingerprint) => {
    const now = clock();
    if ((seen.get(fingerprint) ?? 0) > now) return false;
    if (seen.size > 5000) for (const [key, until] of seen) if (until <= now) seen.delete(key);
    // a flood of distinct reports within one minute: start over rather than grow without bound
    if (seen.size > 50_000) seen.clear();
    seen.set(fingerprint, now + 60_000);
    return true;
  };
}
