/**
 * In-process profile of `filterProducts` over the bench's filter mix at BENCH_PRODUCTS products (default
 * 100 000): builds the bench database the way api-load.ts does, times every body of the mix (each query
 * cold, no response cache), and prints the slowest shapes with their plans. Not part of `npm test`.
 *   node --import tsx bench/lib/filter-profile.ts                 (SQLite, a temporary file)
 *   PROFILE_PG=postgres://…/postgres node --import tsx bench/lib/filter-profile.ts   (a fresh PostgreSQL database)
 * PROFILE_KEEP=<dir or database name> reuses a database built before; PROFILE_TOP sets how many shapes print.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import { connectPostgres, connectSqlite, databaseKind } from '../../api/src/db/connect';
import { migrateToLatest } from '../../api/src/db/migrate';
import type { Database } from '../../api/src/db/schema';
import { seedIfEmpty } from '../../api/src/db/seed';
import { filterProducts } from '../../api/src/services/catalogue/listings';
import { growCatalogue } from './bench-db';
import { filterMix, searchTermsFrom } from './filter-mix';

const products = Number(process.env.BENCH_PRODUCTS ?? 100000);
const top = Number(process.env.PROFILE_TOP ?? 8);

async function open(): Promise<{ db: Kysely<Database>; dir: string }> {
  const keep = process.env.PROFILE_KEEP;
  const pgUrl = process.env.PROFILE_PG;
  if (pgUrl) {
    const name = keep ?? `profile_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    if (!exists) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    console.log(`PostgreSQL database ${name}`);
    return { db: connectPostgres(url.toString()).db, dir: mkdtempSync(path.join(os.tmpdir(), 'ayur-profile-')) };
  }
  const dir = keep && existsSync(keep) ? keep : mkdtempSync(path.join(os.tmpdir(), 'ayur-profile-'));
  console.log(`SQLite in ${dir}`);
  return { db: connectSqlite(path.join(dir, 'marketplace.sqlite')).db, dir };
}

/** The statements one filter runs (captured at the executor), each with its plan. */
async function plansFor(db: Kysely<Database>, body: Parameters<typeof filterProducts>[1]): Promise<string[]> {
  const postgres = databaseKind(db) === 'postgres';
  const compiled: CompiledQuery[] = [];
  const executor = db.getExecutor() as unknown as { executeQuery: (query: CompiledQuery, id: unknown) => Promise<unknown> };
  const original = executor.executeQuery;
  executor.executeQuery = function (query, id) {
    compiled.push(query);
    return original.call(this, query, id);
  };
  try {
    await filterProducts(db, body);
  } finally {
    executor.executeQuery = original;
  }
  const prefix = postgres ? 'EXPLAIN (ANALYZE, TIMING OFF) ' : 'EXPLAIN QUERY PLAN ';
  const out: string[] = [];
  for (const query of compiled) {
    const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
    out.push(`  ${query.sql.slice(0, 500)}\n  params ${JSON.stringify(query.parameters).slice(0, 200)}\n` + rows.map((r) => `    ${String(r['QUERY PLAN'] ?? r.detail)}`).join('\n'));
  }
  return out;
}

async function main() {
  const { db, dir } = await open();
  let start = Date.now();
  await migrateToLatest(db);
  await seedIfEmpty(db, path.join(dir, 'uploads'));
  await growCatalogue(db, products, 0);
  console.log(`database ready in ${((Date.now() - start) / 1000).toFixed(1)} s`);
  const brandIds = (await db.selectFrom('brands').select('id').execute()).map((r) => r.id);
  const categoryIds = (await db.selectFrom('categories').select('id').execute()).map((r) => r.id);
  const names = (await db.selectFrom('products').select('name').limit(400).execute()).map((r) => r.name);
  const bodies = filterMix({ brandIds, categoryIds, searchTerms: searchTermsFrom(names) }, Number(process.env.PROFILE_BODIES ?? 2000));
  for (const body of bodies.slice(0, 50)) await filterProducts(db, body); // warm the page cache
  const timings: Array<{ ms: number; body: (typeof bodies)[number] }> = [];
  start = Date.now();
  for (const body of bodies) {
    const t0 = process.hrtime.bigint();
    await filterProducts(db, body);
    timings.push({ ms: Number(process.hrtime.bigint() - t0) / 1e6, body });
  }
  const total = Date.now() - start;
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(2);
  console.log(`${bodies.length} bodies in ${total} ms: mean ${(total / bodies.length).toFixed(2)} ms, p50 ${q(0.5)}, p90 ${q(0.9)}, p99 ${q(0.99)}, max ${q(1)}`);
  const shapes = new Map<string, number[]>();
  for (const { ms, body } of timings) {
    const term = body.search_by_name.trim();
    const shape = term.length >= 3 ? 'search' : term ? 'short search' : body.brand_id.length > 1 || body.category_id.length > 1 ? 'several values' : 'browse';
    shapes.set(shape, [...(shapes.get(shape) ?? []), ms]);
  }
  for (const [shape, list] of shapes) console.log(`  ${shape}: ${list.length} bodies, mean ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(2)} ms, total ${Math.round(list.reduce((a, b) => a + b, 0))} ms`);
  for (const { ms, body } of timings.sort((a, b) => b.ms - a.ms).slice(0, top)) {
    console.log(`\n${ms.toFixed(1)} ms ${JSON.stringify(body)}`);
    if (!process.env.PROFILE_NO_PLANS) console.log((await plansFor(db, body)).join('\n'));
  }
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
