/**
 * The search index's build, in a worker thread (index-build-thread.ts starts one per build): its own
 * connection to the database (`workerData`, a DatabaseAddress), the rows of the current catalogue version,
 * the index (memory-index.ts), posted back with its typed arrays moved, not copied (or why it failed). Its steps take up to a
 * few hundred ms at 100 000 products: here they hold up no request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connectPostgres, connectSqlite, type DatabaseAddress } from '../../db/connect';
import { indexOfRows, loadIndexRows, type SearchIndex } from './memory-index';

/** Every ArrayBuffer under `value` (typed arrays in objects, arrays and maps), each once. */
export function buffersOf(value: unknown, found = new Set<ArrayBuffer>(), seen = new Set<object>()): ArrayBuffer[] {
  if (value !== null && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    if (ArrayBuffer.isView(value)) found.add(value.buffer as ArrayBuffer);
    else if (value instanceof Map) for (const entry of value.values()) buffersOf(entry, found, seen);
    else if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item === 'object') buffersOf(item, found, seen);
    } else for (const field of Object.values(value)) buffersOf(field, found, seen);
  }
  return [...found];
}

async function build(address: DatabaseAddress): Promise<SearchIndex | null> {
  const { db } = address.kind === 'sqlite' ? connectSqlite(address.file, { mustExist: true }) : connectPostgres(address.url, 1);
  try {
    const loaded = await loadIndexRows(db);
    return loaded && (await indexOfRows(loaded.version, loaded.rows, async () => {}));
  } finally {
    await db.destroy();
  }
}

if (parentPort) {
  const port = parentPort;
  build(workerData as DatabaseAddress).then(
    (index) => port.postMessage({ index }, index ? buffersOf(index) : []),
    (error: unknown) => port.postMessage({ failed: error instanceof Error ? error.message : String(error) }),
  );
}
