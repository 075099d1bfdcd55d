/**
 * The API of the uncached search tools (search-latency.ts, search-load-profile.ts) on the bench database they
 * keep between runs (bench-db.ts, 100 000 products by default): made, seeded by the API measured (its own
 * migrations) and grown once, then the API started on it in production mode.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { connectPostgres, connectSqlite } from '../../api/src/db/connect';
import type { Database } from '../../api/src/db/schema';
import { catalogueWords, growCatalogue } from './bench-db';
import apiNode from '../../api/node-flags.json';
import { freePort, type Running, startProcess, waitForOk } from './processes';
import { searchBody } from './search-mix';
import { searchTexts } from './search-texts';

export async function openDatabase(kind: 'sqlite' | 'postgres', products: number, label: string): Promise<{ db: Kysely<Database>; env: NodeJS.ProcessEnv }> {
  const dataDir = path.join(process.env.SEARCH_LATENCY_DIR ?? path.join(os.tmpdir(), 'ayur-search-latency'), `${kind}-${products}-${label}`);
  mkdirSync(dataDir, { recursive: true });
  if (kind === 'sqlite') return { db: connectSqlite(path.join(dataDir, 'marketplace.sqlite')).db, env: { DATA_DIR: dataDir } };
  const serverUrl = process.env.SEARCH_LATENCY_PG;
  if (!serverUrl) throw new Error('SEARCH_LATENCY_PG: a PostgreSQL server URL');
  const { Client } = await import('pg');
  const name = `search_latency_${products}_${label}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { db: connectPostgres(url.toString()).db, env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() } };
}

/**
 * The API of `apiRoot` in production mode on the database, started and awaited: compiled by that root's
 * scripts/build-api.mjs and run with plain node, as `npm start` runs it. `nodeArgs` (e.g. `--cpu-prof`): node's own options.
 */
export async function startApi(apiRoot: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Promise<{ base: string; server: Running }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const build = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: apiRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`scripts/build-api.mjs in ${apiRoot} failed:\n${build.stdout}${build.stderr}`);
  const server = startProcess(
    process.execPath,
    [...apiNode.flags, ...nodeArgs, '--enable-source-maps', path.join(apiRoot, 'api/dist/main.cjs')],
    { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_ROOT: '', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', PUBLIC_URL: base },
    { cwd: apiRoot },
  );
  await waitForOk(`${base}/api/health`, server, 120000);
  return { base, server };
}

const productCount = async (db: Kysely<Database>) => Number((await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** The bench database of `products` products, migrated and seeded by the API measured (its own migrations), then grown. */
export async function prepare(kind: 'sqlite' | 'postgres', products: number, label: string, apiRoot: string) {
  let { db, env } = await openDatabase(kind, products, label);
  if ((await productCount(db).catch(() => 0)) < products) {
    await db.destroy();
    const first = await startApi(apiRoot, env);
    await first.server.stop();
    ({ db, env } = await openDatabase(kind, products, label));
    await growCatalogue(db, products, 0);
  }
  const texts = searchTexts(await catalogueWords(db));
  const count = await productCount(db);
  await db.destroy();
  return { env, texts, count };
}

export type SearchKind = 'suggest' | 'ranked' | 'typos';

/** The milliseconds until the answer of one search (or of the health route) is read whole. */
export async function askSearch(base: string, what: SearchKind | 'health', text: string): Promise<number> {
  const started = performance.now();
  const response =
    what === 'health'
      ? await fetch(`${base}/api/health`)
      : what === 'suggest'
        ? await fetch(`${base}/api/product/suggest?q=${encodeURIComponent(text)}`)
        : await fetch(`${base}/api/product/filterProduct`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: searchBody(text) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${what} "${text}": HTTP ${response.status}`);
  return performance.now() - started;
}

/**
 * The warm-up of a running shop: statements prepared, the term dictionary and the synonym groups of this
 * version built, then the search index of the version (services/search/memory-index.ts), built in the
 * background after the first search: texts that match nothing are asked until one answers fast (at most 200).
 */
export async function warmUpSearch(base: string): Promise<void> {
  for (let i = 0; i < 20; i++) await askSearch(base, 'health', '');
  await askSearch(base, 'suggest', 'zq');
  await askSearch(base, 'typos', 'qzxjvk');
  for (let i = 0; i < 200 && (await askSearch(base, 'typos', `qzxj${i}vk`)) > 5; i++);
}
