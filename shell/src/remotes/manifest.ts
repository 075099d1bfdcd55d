/**
 * Remotes are located at run time from /remotes.json, so one remote is released or rolled back without a
 * shell rebuild. Open pages revalidate it (ETag, so an unchanged manifest costs a 304) on navigation, at
 * most every `manifestRevalidateSeconds`, and when the tab becomes visible:
 * - a remote this page has not loaded yet is re-registered at its new entry, so it loads the new release;
 * - a remote this page already runs cannot be swapped in place (Module Federation keeps the evaluated
 *   container), so it is marked stale: its route shows a notice, and its next navigation is a full load.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { ManifestEntry, RemoteManifest } from 'shared-lib/contract';
import { manifestPaths } from 'shared-lib/contract/paths';
import { appConfig } from 'shared-lib/http';
import { takeInlineManifest } from './inline-manifest';

export const MANIFEST_URL = manifestPaths.remotes;

/** Older manifests hold a bare entry URL per remote (RemoteManifestFile); both forms read as entries, anything else is skipped. */
export function normaliseManifest(raw: Record<string, unknown>): RemoteManifest {
  const manifest: RemoteManifest = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') {
      manifest[name] = { entry: value, version: value.match(/\/([^/]+)\/remoteEntry\.js$/)?.[1] ?? '', disabled: false };
    } else if (value && typeof value === 'object' && typeof (value as ManifestEntry).entry === 'string') {
      const entry = value as Partial<ManifestEntry>;
      manifest[name] = { entry: entry.entry!, version: String(entry.version ?? ''), disabled: entry.disabled === true };
    }
  }
  return manifest;
}

let manifest: RemoteManifest = {};
let etag: string | null = null;
let lastCheck = 0;
let inflight: Promise<void> | null = null;
/** what Module Federation has registered for each remote */
const registered = new Map<string, ManifestEntry>();
/** the entry each remote was loaded (evaluated) from in this page */
const loaded = new Map<string, string>();
/** remotes registered at a cached release because their live entry failed to load: that live entry */
const fellBackFrom = new Map<string, string>();
const listeners = new Set<() => void>();
let snapshot = 0;

function notify() {
  snapshot += 1;
  for (const listener of listeners) listener();
}

export function subscribeManifest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const manifestSnapshot = () => snapshot;

const timeout = (ms: number) => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined);

/** Fetches the manifest; null when it did not change since the last fetch (304). */
export async function fetchManifest(url = MANIFEST_URL): Promise<RemoteManifest | null> {
  const response = await fetch(url, { cache: 'no-store', headers: etag ? { 'If-None-Match': etag } : {}, signal: timeout(5000) });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`Remote manifest answered ${response.status}`);
  etag = response.headers.get('ETag');
  return normaliseManifest((await response.json()) as Record<string, unknown>);
}

export function applyManifest(next: RemoteManifest): void {
  const changed = Object.entries(next).filter(
    ([name, item]) => !item.disabled && !loaded.has(name) && registered.get(name)?.entry !== item.entry && fellBackFrom.get(name) !== item.entry,
  );
  if (changed.length) {
    registerRemotes(
      changed.map(([name, item]) => ({ name, entry: item.entry })),
      { force: true },
    );
    for (const [name, item] of changed) registered.set(name, item);
  }
  manifest = next;
  notify();
}

/** At boot: fetch and register every remote. A failure leaves remote routes on their fallback. */
export async function registerRemotesFromManifest(url = MANIFEST_URL): Promise<RemoteManifest> {
  lastCheck = Date.now();
  // At boot the page's inlined copy (server-side include) saves a round trip; revalidation fetches.
  const inline = url === MANIFEST_URL ? takeInlineManifest() : null;
  const next = inline ? normaliseManifest(inline) : await fetchManifest(url);
  if (next) applyManifest(next);
  return manifest;
}

export function revalidateManifest(): Promise<void> {
  if (!inflight) {
    lastCheck = Date.now();
    inflight = fetchManifest()
      .then((next) => (next ? applyManifest(next) : undefined))
      .catch((error: unknown) => console.warn('Remote manifest not revalidated', error))
      .finally(() => {
        inflight = null;
      });
  }
  return inflight;
}

/** Whether a navigation now would wait for a manifest check (one running, or the last one too old). Pure. */
export function revalidationDue(now = Date.now()): boolean {
  return inflight !== null || now - lastCheck >= appConfig().manifestRevalidateSeconds * 1000;
}

/** On navigation: revalidate when the last check is older than the configured interval. */
export function revalidateIfDue(now = Date.now()): Promise<void> | null {
  if (now - lastCheck < appConfig().manifestRevalidateSeconds * 1000) return inflight;
  return revalidateManifest();
}

/** The entry Module Federation loads a remote from, while this page has not run it yet (null once it has, or when unknown). */
export function unloadedEntry(remote: string): string | null {
  return loaded.has(remote) ? null : (registered.get(remote)?.entry ?? null);
}

/**
 * The remote's live entry failed to load: register it at a cached release instead. The manifest still
 * naming the failed entry does not make the page stale; a manifest that moves on (a rollback, a new
 * release) does, as for any loaded remote. Returns the undo (for when the cached release fails too).
 */
export function registerFallback(remote: string, entry: string, version: string): () => void {
  const live = registered.get(remote);
  if (!live || loaded.has(remote)) return () => undefined;
  registerRemotes([{ name: remote, entry }], { force: true });
  registered.set(remote, { entry, version, disabled: false });
  fellBackFrom.set(remote, live.entry);
  return () => {
    if (loaded.has(remote) || registered.get(remote)?.entry !== entry) return;
    registerRemotes([{ name: remote, entry: live.entry }], { force: true });
    registered.set(remote, live);
    fellBackFrom.delete(remote);
  };
}

export function markLoaded(remote: string): void {
  const entry = registered.get(remote)?.entry;
  if (entry && !loaded.has(remote)) loaded.set(remote, entry);
}

export interface RemoteStatus {
  disabled: boolean;
  /** loaded in this page from an entry the manifest no longer points at */
  stale: boolean;
  version: string;
}

export function remoteStatus(remote: string): RemoteStatus {
  const item = manifest[remote];
  const loadedEntry = loaded.get(remote);
  return {
    disabled: item?.disabled === true,
    stale: Boolean(item && loadedEntry && loadedEntry !== item.entry && fellBackFrom.get(remote) !== item.entry),
    version: registered.get(remote)?.version ?? item?.version ?? '',
  };
}

/** Tests only: forget everything. */
export function resetManifestState(): void {
  manifest = {};
  etag = null;
  lastCheck = 0;
  inflight = null;
  registered.clear();
  loaded.clear();
  fellBackFrom.clear();
  notify();
}
