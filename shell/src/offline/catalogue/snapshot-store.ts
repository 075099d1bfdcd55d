/**
 * The offline snapshot in IndexedDB (idb-keyval, database `ayb-offline`), kept by the worker (issue 32):
 * refreshed after page loads when the refresh rule says so (snapshot-refresh.ts), read when the network
 * fails. The loaded snapshot and its search index stay in memory while the worker lives.
 */
import { createStore, get, set } from 'idb-keyval';
import type { ApiEnvelope, OfflineSnapshot } from 'shared-lib/contract';
import { buildSnapshotIndex, type SnapshotIndex } from './snapshot-search';
import { snapshotRefreshDue } from './snapshot-refresh';

export const SNAPSHOT_URL = '/api/product/offlineSnapshot';
export const SNAPSHOT_DB = 'ayb-offline';
export const SNAPSHOT_KEY = 'snapshot';

export interface SavedSnapshot {
  snapshot: OfflineSnapshot;
  etag: string;
  /** when the server last confirmed it (a 200 or a 304), ms since the epoch: how old the data on screen is */
  checkedAt: number;
}

const store = createStore(SNAPSHOT_DB, 'catalogue');
let loaded: { saved: SavedSnapshot; index: SnapshotIndex | null } | null = null;

/** The saved snapshot (from memory once read), or null when there is none yet. */
export async function savedSnapshot(): Promise<SavedSnapshot | null> {
  if (!loaded) {
    const saved = await get<SavedSnapshot>(SNAPSHOT_KEY, store).catch(() => undefined);
    if (!saved) return null;
    loaded = { saved, index: null };
  }
  return loaded.saved;
}

/** The ids matching a search text in the saved snapshot, best first (the index is built on first use). */
export async function searchSnapshot(text: string): Promise<number[]> {
  const saved = await savedSnapshot();
  if (!saved || !loaded) return [];
  loaded.index ??= buildSnapshotIndex(saved.snapshot.products);
  return loaded.index.search(text);
}

/** Asks the server for a newer snapshot when due; an unchanged catalogue (304) only moves the check time. */
export async function refreshSnapshot(now = Date.now()): Promise<void> {
  const saved = await savedSnapshot();
  if (!snapshotRefreshDue(saved ?? undefined, now)) return;
  const response = await fetch(SNAPSHOT_URL, { cache: 'no-store', headers: saved ? { 'If-None-Match': saved.etag } : {} }).catch(() => null);
  if (!response) return;
  let next: SavedSnapshot;
  if (response.status === 304 && saved) next = { ...saved, checkedAt: now };
  else if (response.ok) next = { snapshot: ((await response.json()) as ApiEnvelope<OfflineSnapshot>).data, etag: response.headers.get('ETag') ?? '', checkedAt: now };
  else return;
  await set(SNAPSHOT_KEY, next, store);
  loaded = { saved: next, index: next.snapshot === saved?.snapshot ? (loaded?.index ?? null) : null };
}
