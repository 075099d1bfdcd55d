/**
 * Uncached search latencies, one request at a time (issue 30). Real shoppers type texts nobody typed
 * before, so the first answer to a text matters as much as the cached steady state the bench's load
 * measures. This script starts the API in production mode on a generated bench database (bench-db.ts,
 * 100 000 products by default), then asks suggest, ranked searches and typos (search-texts.ts: every text
 * asked once, so no answer comes from the caches of a text; the term dictionary and the synonym groups of the
 * catalogue version and the in-memory search index are built by a warm-up first, as in a running shop) interleaved, one at a time, and
 * prints each kind's percentiles beside the budgets.
 *
 *   npx tsx bench/lib/search-latency.ts [sqlite|postgres]
 *
 * BENCH_PRODUCTS (100000); SEARCH_LATENCY_PG: a PostgreSQL server URL (postgres only; a database
 * `search_latency_<products>_<label>` is made on it and kept); SEARCH_LATENCY_DIR: where the SQLite database
 * is kept between runs (os.tmpdir()/ayur-search-latency); SEARCH_LATENCY_COUNTS: how many texts of each kind
 * ("150,100,60": suggest, ranked, typos); for a before/after comparison SEARCH_LATENCY_API_ROOT, another
 * checkout whose API is timed (its own migrations make its database), and SEARCH_LATENCY_LABEL, which names
 * that database ("current"). The machine is shared: compare figures taken in the same minute.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { connectPostgres, connectSqlite } from '../../api/src/db/connect';
import type { Database } from '../../api/src/db/schema';
import { catalogueWords, growCatalogue } from './bench-db';
import { createRandom } from './filter-mix';
import { freePort, repoRoot, type Running, startProcess, waitForOk } from './processes';
import { searchBody } from './search-mix';
import { searchTexts } from './search-texts';

type Kind = 'suggest' | 'ranked' | 'typos';
/** The p99 budgets: suggest, search with ranking, did-you-mean. */
const BUDGETS: Record<Kind, number> = { suggest: 15, ranked: 25, typos: 60 };

async function openDatabase(kind: 'sqlite' | 'postgres', products: number, label: string): Promise<{ db: Kysely<Database>; env: NodeJS.ProcessEnv }> {
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

/** The API of `apiRoot` in production mode on the database, started and awaited. */
async function startApi(apiRoot: string, env: NodeJS.ProcessEnv): Promise<{ base: string; server: Running }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'api/src/main.ts'],
    { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_ROOT: '', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', PUBLIC_URL: base },
    { cwd: apiRoot },
  );
  await waitForOk(`${base}/api/health`, server, 120000);
  return { base, server };
}

const productCount = async (db: Kysely<Database>) => Number((await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** The bench database of `products` products, migrated and seeded by the API measured (its own migrations), then grown. */
async function prepare(kind: 'sqlite' | 'postgres', products: number, label: string, apiRoot: string) {
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const products = Number(process.env.BENCH_PRODUCTS ?? 100000);
  const [suggestCount, rankedCount, typoCount] = (process.env.SEARCH_LATENCY_COUNTS ?? '150,100,60').split(',').map(Number);
  const label = process.env.SEARCH_LATENCY_LABEL ?? 'current';
  const apiRoot = path.resolve(process.env.SEARCH_LATENCY_API_ROOT ?? repoRoot);
  const t0 = Date.now();
  const { env, texts, count } = await prepare(kind, products, label, apiRoot);
  console.log(`${kind} (${label}, API of ${apiRoot}): ${count} products ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const { base, server } = await startApi(apiRoot, env);
  try {
    const ask = async (what: Kind | 'health', text: string): Promise<number> => {
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
    };
    // the warm-up: statements prepared, the term dictionary and the synonym groups of this version built
    for (let i = 0; i < 20; i++) await ask('health', '');
    await ask('suggest', 'zq');
    await ask('typos', 'qzxjvk');
    // the search index of this version (services/search/memory-index.ts) is built in the background after the
    // first search: texts that match nothing are asked until one answers fast (at most 200 of them)
    for (let i = 0; i < 200 && (await ask('typos', `qzxj${i}vk`)) > 5; i++);
    const health: number[] = [];
    for (let i = 0; i < 50; i++) health.push(await ask('health', ''));
    const mix: Array<[Kind, string]> = [
      ...texts.suggest.slice(0, suggestCount).map((text): [Kind, string] => ['suggest', text]),
      ...texts.ranked.slice(0, rankedCount).map((text): [Kind, string] => ['ranked', text]),
      ...texts.typos.slice(0, typoCount).map((text): [Kind, string] => ['typos', text]),
    ];
    const random = createRandom(33);
    for (let i = mix.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [mix[i], mix[j]] = [mix[j], mix[i]];
    }
    const times: Record<Kind, Array<[number, string]>> = { suggest: [], ranked: [], typos: [] };
    for (const [what, text] of mix) times[what].push([await ask(what, text), text]);
    health.sort((a, b) => a - b);
    console.log(`health: median ${percentile(health, 50).toFixed(1)} ms`);
    console.log('| kind | texts | p50 | p90 | p99 | max | p99 budget | slowest texts |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const what of ['suggest', 'ranked', 'typos'] as const) {
      const list = times[what].sort((a, b) => a[0] - b[0]);
      const ms = list.map(([time]) => time);
      const slowest = list.slice(-3).reverse().map(([time, text]) => `"${text}" ${Math.round(time)}`);
      console.log(`| ${what} | ${ms.length} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 90).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} | ${ms[ms.length - 1].toFixed(1)} | ${BUDGETS[what]} | ${slowest.join(', ')} |`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
