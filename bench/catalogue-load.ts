/**
 * Load benchmark of the product list with 100 000 products: filter, search, sort and count in the
 * database. Prints latency percentiles and fails when the budget is exceeded.
 * Run with `npm run bench` (from the repo root).
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectSqlite } from '../api/src/db/connect';
import { migrateToLatest } from '../api/src/db/migrate';
import { seedIfEmpty } from '../api/src/db/seed';
import { loadConfig } from '../api/src/config';
import { buildApp } from '../api/src/server';

const PRODUCT_TARGET = Number(process.env.BENCH_PRODUCTS ?? 100000);
const BUDGET_P99_MS = Number(process.env.BENCH_P99_MS ?? 400);

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ayur-bench-'));
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret' }), databaseUrl: null };
  const { db } = connectSqlite(path.join(dataDir, 'bench.sqlite'));
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, config.uploadsDir);
    const template = await db.selectFrom('products').selectAll().limit(300).execute();
    const existing = template.length;
    console.log(`Growing the catalogue from ${existing} to ${PRODUCT_TARGET} products…`);
    for (let offset = existing; offset < PRODUCT_TARGET; offset += 2000) {
      const rows = [];
      for (let i = offset; i < Math.min(offset + 2000, PRODUCT_TARGET); i++) {
        const { id: _id, ...source } = template[i % existing];
        rows.push({ ...source, code: `BENCH-${i}`, name: `${source.name} #${i}`, sales_price: 50 + (i % 2000), regular_price: 60 + (i % 2000) });
      }
      await db.insertInto('products').values(rows).execute();
    }

    const app = await buildApp({ db, config, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const bodies = [
      { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', sort: 0, page: 1, pageSize: 24 },
      { brand_id: [1, 2], category_id: [], min: 500, max: 1000, search_by_name: '', sort: 1, page: 3, pageSize: 24 },
      { brand_id: [], category_id: [3], min: 0, max: 100000, search_by_name: 'ashwagandha', sort: 2, page: 1, pageSize: 24 },
    ];
    let failed = false;
    for (const body of bodies) {
      const result = await autocannon({
        url: `${address}/api/product/filterProduct`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections: 10,
        duration: 8,
      });
      const p99 = result.latency.p99;
      const verdict = p99 <= BUDGET_P99_MS && result.non2xx === 0 ? 'ok' : 'OVER BUDGET';
      if (verdict !== 'ok') failed = true;
      console.log(
        `filterProduct ${JSON.stringify({ brands: body.brand_id, categories: body.category_id, search: body.search_by_name, sort: body.sort })}: ` +
          `${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${p99} ms (budget ${BUDGET_P99_MS} ms), non-2xx ${result.non2xx} → ${verdict}`,
      );
    }
    await app.close();
    if (failed) process.exitCode = 1;
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
