/**
 * The search index each database handle holds (memory-index.ts): the one of the latest catalogue version
 * built, rebuilt in a worker thread (index-build-thread.ts) at the first search of a newer version, at most
 * once per INDEX_REBUILD_MS. Until a version's index is built, the database answers its searches.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { buildSearchIndexOffThread } from './index-build-thread';
import type { SearchIndex } from './memory-index';

/** The least time between two builds for one database handle (a busy shop moves the version all the time). */
export const INDEX_REBUILD_MS = 10_000;

interface Held {
  index: SearchIndex | null;
  building: boolean;
  startedAt: number;
}
const held = new WeakMap<Kysely<Database>, Held>();

/** The index of catalogue `version` when it is held (else null; no build starts). */
export function heldSearchIndex(db: Kysely<Database>, version: number): SearchIndex | null {
  const index = held.get(db)?.index;
  return index?.version === version ? index : null;
}

/**
 * The index of catalogue `version` when it is held; else null, and a build starts in the background when
 * `version` is newer than the one held and the last build started INDEX_REBUILD_MS ago or more.
 */
export function searchIndexAt(db: Kysely<Database>, version: number): SearchIndex | null {
  let entry = held.get(db);
  if (!entry) held.set(db, (entry = { index: null, building: false, startedAt: -Infinity }));
  if (entry.index?.version === version) return entry.index;
  if (entry.index && version < entry.index.version) return null;
  if (!entry.building && Date.now() - entry.startedAt >= INDEX_REBUILD_MS) {
    const current = entry;
    current.building = true;
    current.startedAt = Date.now();
    buildSearchIndexOffThread(db)
      .then((index) => {
        if (index && (!current.index || index.version > current.index.version)) current.index = index;
      })
      // a closed handle or a failed query: the database keeps answering, the next search tries again
      .catch(() => {})
      .finally(() => {
        current.building = false;
      });
  }
  return null;
}
