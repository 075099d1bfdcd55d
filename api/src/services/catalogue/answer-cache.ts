/**
 * A cache of serialized catalogue answers (product listings and the filter), correct with any number of
 * API replicas: every entry records the catalogue version (migration 0100: a row that database triggers
 * bump on every committed change to data a listing shows) it was computed under, and each request gets
 * the current version (one primary-key query, made after the request came and shared by the requests asking
 * at the same moment: catalogueVersion) before it may use an entry. A write committed by any connection is
 * therefore seen by the very next request on every replica.
 *
 * Order matters: the version is read BEFORE the answer is computed, so an answer is never older than the
 * version it is stored under (a write committed in between only makes the entry unusable, never wrong).
 * Versions only grow, so a newer version empties the cache. Memory is bounded by entry count and bytes,
 * least recently used first out (lru-cache: an eviction costs the same however many entries came and went,
 * where a Map's oldest key is found past every key deleted before it). Answers are kept as UTF-8 bytes,
 * outside the JavaScript heap: the garbage collector never copies them (with strings, every answer kept under
 * load was copied by the next scavenges, their pauses in the p99), and a hit is sent without encoding it again.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { DEFAULT_CATALOGUE_TUNING } from '../../config';
import { prepareOnPostgres, sqliteReader } from '../../db/connect';
import type { Database } from '../../db/schema';
import { sharedRead, sharedTurnRead } from './shared-read';

const MAX_ENTRIES = 5000;

interface Store {
  version: number;
  /** the byte bound the entries were made with (CATALOGUE_CACHE_MB) */
  maxBytes: number;
  entries: LRUCache<string, Buffer>;
  /** answers being computed, so concurrent identical misses run the queries once */
  pending: Map<string, Promise<Buffer>>;
}

const stores = new WeakMap<Kysely<Database>, Store>();

// CATALOGUE_CACHE_MB=0 keeps nothing (every answer is larger than the one byte allowed)
const entriesOf = (maxBytes: number) => new LRUCache<string, Buffer>({ max: MAX_ENTRIES, maxSize: Math.max(1, Math.floor(maxBytes)), sizeCalculation: (body) => Math.max(1, body.length) });

function storeFor(db: Kysely<Database>, maxBytes: number): Store {
  let store = stores.get(db);
  if (!store || store.maxBytes !== maxBytes) stores.set(db, (store = { version: store?.version ?? -1, maxBytes, entries: entriesOf(maxBytes), pending: store?.pending ?? new Map() }));
  return store;
}

const VERSION_QUERY = CompiledQuery.raw('select version from catalogue_version where id = 1', []);
// read on every listing request: PostgreSQL connections keep it prepared (parsed and planned once)
prepareOnPostgres(VERSION_QUERY.sql);

const versionReads = new WeakMap<Kysely<Database>, () => Promise<number>>();

/**
 * The catalogue's current version (one indexed single-row read), read after the request asking for it
 * arrived and shared by the requests that ask at the same moment (shared-read.ts):
 * - SQLite: on the read-only connection (db/connect.ts, sqliteReader), without Kysely's per-query work, once
 *   per turn of the event loop for every request that asked in that turn. It reads the last committed state,
 *   as the main connection does outside a transaction, so a write committed by any connection (this API's or
 *   another replica's) before the request came is seen; a transaction still open on the main connection is
 *   not, and the answer computed after it (its queries wait for the transaction's end) is only ever newer
 *   than the version. A read transaction for each request cost more under load than the uncached
 *   suggestion it served (docs/performance.md, "Fifth round").
 * - PostgreSQL: one read at a time per handle, shared by the requests that came while the one before ran,
 *   instead of a pool connection and a round trip for each of them.
 */
export function catalogueVersion(db: Kysely<Database>): Promise<number> {
  let read = versionReads.get(db);
  if (!read) {
    const reader = sqliteReader(db);
    read = reader ? sharedTurnRead(() => Number(reader.value(VERSION_QUERY.sql, []) ?? 0)) : sharedRead(() => readVersion(db));
    versionReads.set(db, read);
  }
  return read();
}

async function readVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await db.executeQuery<{ version: number | string }>(VERSION_QUERY);
  return Number(rows[0]?.version ?? 0);
}

/**
 * The serialized answer for `key` at the current catalogue version, as UTF-8 bytes: from the cache when it was
 * computed under that version, otherwise from `compute(version)` (which is given the version it runs under).
 * `maxBytes`: CATALOGUE_CACHE_MB (config.ts).
 */
export async function cachedCatalogueAnswer(
  db: Kysely<Database>,
  key: string,
  compute: (version: number) => Promise<string>,
  maxBytes = DEFAULT_CATALOGUE_TUNING.cacheBytes,
): Promise<Buffer> {
  const version = await catalogueVersion(db);
  const store = storeFor(db, maxBytes);
  if (version > store.version) {
    store.version = version;
    store.entries.clear();
    store.pending.clear();
  } else if (version === store.version) {
    // a hit becomes the most recently used
    const hit = store.entries.get(key);
    if (hit !== undefined) return hit;
  } else {
    // a reader that saw an older version than another request of this process: answer it uncached
    return Buffer.from(await compute(version));
  }
  const pendingKey = `${version}\u0000${key}`;
  const running = store.pending.get(pendingKey);
  if (running) return running;
  const promise = compute(version).then((text) => {
    const body = Buffer.from(text);
    // an answer larger than the whole bound is not kept (lru-cache refuses it)
    if (store.version === version) store.entries.set(key, body);
    return body;
  });
  store.pending.set(pendingKey, promise);
  try {
    return await promise;
  } finally {
    store.pending.delete(pendingKey);
  }
}

/** Empties the cache of a database handle (tests; a process that changed data without the triggers). */
export function clearCatalogueCache(db: Kysely<Database>): void {
  stores.delete(db);
}
