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

/**
 * The worker's file: beside the compiled API, under its own name (scripts/build-api.mjs compiles it too), or
 * the TypeScript source (the API run by tsx, the tests), which the worker requires through tsx's hook.
 */
function workerScript(): { file: string; execArgv?: string[] } {
  if (__filename.endsWith('.cjs')) return { file: path.join(__dirname, `${WORKER}.cjs`) };
  return { file: path.join(__dirname, `${WORKER}.ts`), execArgv: ['--require', require.resolve('tsx/cjs')] };
}

function buildInWorker(address: DatabaseAddress): Promise<SearchIndex | null> {
  const { file, execArgv } = workerScript();
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: address, ...(execArgv ? { execArgv } : {}) });
    // a build under way does not hold a stopping process open
    worker.unref();
    worker.once('message', (answer: { index: SearchIndex | null } | { failed: string }) => {
      if ('failed' in answer) reject(new Error(answer.failed));
      else resolve(answer.index);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index's worker ended (exit code ${code}) before it answered`)));
  });
}

/** The index of the catalogue at its current version, or null when a write moved the version while it loaded. */
export function buildSearchIndexOffThread(db: Kysely<Database>): Promise<SearchIndex | null> {
  const address = databaseAddress(db);
  if (!address) return buildSearchIndex(db);
  return buildInWorker(address).catch(async (error: Error) => {
    // a database that fails here too is the cause (closed, dropped): no warning about the worker
    const index = await buildSearchIndex(db);
    console.warn(`Search index: the worker failed (${error.message}); built in the request thread`);
    return index;
  });
}
