/**
 * Builds the search index (memory-index.ts) in a worker thread (index-build-worker.ts), so the request
 * thread only receives it. A handle without an address (a test's in-memory database), or a worker that
 * cannot start, builds it in this thread instead.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import { databaseAddress, type DatabaseAddress } from '../../db/connect';
import type { Database } from '../../db/schema';
import { buildSearchIndex, type SearchIndex } from './memory-index';

const WORKER = 'index-build-worker';

/** The workers building an index of each handle's database, so closing the handle stops them first. */
const running = new WeakMap<Kysely<Database>, Set<Worker>>();
/** Workers stopped on purpose: they answer null, and no build in the request thread follows. */
const stopped = new WeakSet<Worker>();

/**
 * The worker's file: beside the compiled API, under its own name (scripts/build-api.mjs compiles it too), or
 * the TypeScript source (the API run by tsx, the tests), which the worker requires through tsx's hook.
 */
function workerScript(): { file: string; execArgv?: string[] } {
  if (__filename.endsWith('.cjs')) return { file: path.join(__dirname, `${WORKER}.cjs`) };
  return { file: path.join(__dirname, `${WORKER}.ts`), execArgv: ['--require', require.resolve('tsx/cjs')] };
}

function buildInWorker(db: Kysely<Database>, address: DatabaseAddress): Promise<SearchIndex | null> {
  const { file, execArgv } = workerScript();
  const workers = running.get(db) ?? new Set<Worker>();
  running.set(db, workers);
  return new Promise<SearchIndex | null>((resolve, reject) => {
    const worker = new Worker(file, { workerData: address, ...(execArgv ? { execArgv } : {}) });
    workers.add(worker);
    // a build under way does not hold a stopping process open
    worker.unref();
    worker.once('message', (answer: { index: SearchIndex | null } | { failed: string }) => {
      if ('failed' in answer) reject(new Error(answer.failed));
      else resolve(answer.index);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      workers.delete(worker);
      if (stopped.has(worker)) resolve(null);
      else reject(new Error(`the search index's worker ended (exit code ${code}) before it answered`));
    });
  });
}

/**
 * Stops the builds under way for `db` and waits until their threads have ended, with their connections
 * closed (an app closing before its database handle: no thread still holds the database's files).
 */
export async function stopSearchIndexBuilds(db: Kysely<Database>): Promise<void> {
  const workers = [...(running.get(db) ?? [])];
  for (const worker of workers) stopped.add(worker);
  await Promise.all(workers.map((worker) => worker.terminate()));
}

/** The index of the catalogue at its current version, or null when a write moved the version while it loaded. */
export function buildSearchIndexOffThread(db: Kysely<Database>): Promise<SearchIndex | null> {
  const address = databaseAddress(db);
  if (!address) return buildSearchIndex(db);
  return buildInWorker(db, address).catch(async (error: Error) => {
    // a database that fails here too is the cause (closed, dropped): no warning about the worker
    const index = await buildSearchIndex(db);
    console.warn(`Search index: the worker failed (${error.message}); built in the request thread`);
    return index;
  });
}
