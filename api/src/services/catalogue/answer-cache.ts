/**
 * A cache of serialized catalogue answers (product listings and the filter), correct with any number of
 * API replicas: every entry records the catalogue version (migration 0100: a row that database triggers
 * bump on every committed change to data a listing shows) it was computed under, and each request reads
 * the current version with one primary-key query before it may use an entry. A write committed by any
 * connection is therefore seen by the very next request on every replica.
 *
 * Order matters: the version is read BEFORE the answer is computed, so an answer is never older than the
 * version it is stored under (a write committed in between only makes the entry unusable, never wrong).
 * Versions only grow, so a newer version empties the cache. Memory is bounded by entry count and bytes,
 * least recently used first out.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import { DEFAULT_CATALOGUE_TUNING } from '../../config';
import { prepareOnPostgres, sqliteReader } from '../../db/connect';
import type { Database } from '../../db/schema';

const MAX_ENTRIES = 5000;

interface Store {
  version: number;
  bytes: number;
  entries: Map<string, string>;
  /** answers being computed, so concurrent identical misses run the queries once */
  pending: Map<string, Promise<string>>;
}

const stores = new WeakMap<Kysely<Database>, Store>();

function storeFor(db: Kysely<Database>): Store {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { version: -1, bytes: 0, entries: new Map(), pending: new Map() }));
  return store;
}

const VERSION_QUERY = CompiledQuery.raw('select version from catalogue_version where id = 1', []);
// read on every listing request: PostgreSQL connections keep it prepared (parsed and planned once)
prepareOnPostgres(VERSION_QUERY.sql);

/**
 * The catalogue's current version (one indexed single-row read). SQLite: on the read-only connection
 * (db/connect.ts, sqliteReader), without Kysely's per-query work: it reads the last committed state, as the
 * main connection does outside a transaction, so a write committed by any connection (this API's or another
 * replica's) is seen by the very next read; a transaction still open on the main connection is not, and the
 * answer computed after it (its queries wait for the transaction's end) is only ever newer than the version.
 */
export async function catalogueVersion(db: Kysely<Database>): Promise<number> {
  const reader = sqliteReader(db);
  if (reader) return Number(reader.value(VERSION_QUERY.sql, []) ?? 0);
  const { rows } = await db.executeQuery<{ version: number | string }>(VERSION_QUERY);
  return Number(rows[0]?.version ?? 0);
}

function remember(store: Store, key: string, body: string, maxBytes: number): void {
  const old = store.entries.get(key);
  if (old !== undefined) store.bytes -= old.length;
  store.entries.delete(key);
  store.entries.set(key, body);
  store.bytes += body.length;
  for (const [oldest, value] of store.entries) {
    if (store.entries.size <= MAX_ENTRIES && store.bytes <= maxBytes) break;
    store.entries.delete(oldest);
    store.bytes -= value.length;
  }
}

/**
 * The serialized answer for `key` at the current catalogue version: from the cache when it was computed
 * under that version, otherwise from `compute(version)` (which is given the version it runs under).
 * `maxBytes`: CATALOGUE_CACHE_MB (config.ts).
 */
export async function cachedCatalogueAnswer(
  db: Kysely<Database>,
  key: string,
  compute: (version: number) => Promise<string>,
  maxBytes = DEFAULT_CATALOGUE_TUNING.cacheBytes,
): Promise<string> {
  const version = await catalogueVersion(db);
  const store = storeFor(db);
  if (version > store.version) {
    store.version = version;
    store.entries.clear();
    store.pending.clear();
    store.bytes = 0;
  } else if (version === store.version) {
    const hit = store.entries.get(key);
    if (hit !== undefined) {
      store.entries.delete(key);
      store.entries.set(key, hit);
      return hit;
    }
  } else {
    // a reader that saw an older version than another request of this process: answer it uncached
    return compute(version);
  }
  const pendingKey = `${version}\u0000${key}`;
  const running = store.pending.get(pendingKey);
  if (running) return running;
  const promise = compute(version).then((body) => {
    if (store.version === version) remember(store, key, body, maxBytes);
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
