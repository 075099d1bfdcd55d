// temporary probe (not committed): per-request latency of the search routes at 100k products, uncached and cached
import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { connectPostgres, connectSqlite } from '../../api/src/db/connect';
import { migrateToLatest } from '../../api/src/db/migrate';
import { seedIfEmpty } from '../../api/src/db/seed';
import { growCatalogue } from '../lib/bench-db';
import { buildApp } from '../../api/src/server';
import { loadConfig } from '../../api/src/config';
import { DID_YOU_MEAN_SEARCHES, RANKED_SEARCHES, searchBody, SUGGEST_TEXTS } from '../lib/search-mix';

async function main() {
  const dir = '/tmp/h2830/probe';
  mkdirSync(dir, { recursive: true });
  const pg = process.env.PROBE_PG;
  const fresh = pg ? true : !existsSync(path.join(dir, 'm.sqlite'));
  const { db } = pg ? connectPostgres(pg) : connectSqlite(path.join(dir, 'm.sqlite'));
  if (fresh) {
    await migrateToLatest(db);
    await seedIfEmpty(db, path.join(dir, 'uploads'));
    const t = Date.now();
    console.log(await growCatalogue(db, 100000, 1000), Date.now() - t, 'ms');
  }
  const config = { ...loadConfig(), uploadsDir: path.join(dir, 'uploads') };
  const app = await buildApp({ db, config } as never);
  const time = async (label: string, req: () => Promise<unknown>) => {
    const t0 = performance.now();
    await req();
    const t1 = performance.now();
    await req();
    const t2 = performance.now();
    return [label, Math.round(t1 - t0), Math.round((t2 - t1) * 10) / 10] as const;
  };
  const rows: Array<readonly [string, number, number]> = [];
  for (const q of SUGGEST_TEXTS) rows.push(await time(`suggest ${q}`, () => app.inject({ method: 'GET', url: `/api/product/suggest?q=${encodeURIComponent(q)}` })));
  for (const q of RANKED_SEARCHES) rows.push(await time(`ranked ${q}`, () => app.inject({ method: 'POST', url: '/api/product/filterProduct', headers: { 'content-type': 'application/json' }, payload: searchBody(q) })));
  for (const q of DID_YOU_MEAN_SEARCHES) rows.push(await time(`dym ${q}`, () => app.inject({ method: 'POST', url: '/api/product/filterProduct', headers: { 'content-type': 'application/json' }, payload: searchBody(q) })));
  rows.push(await time('health', () => app.inject({ method: 'GET', url: '/api/health' })));
  for (const r of rows) console.log(r.join('\t'));
  await app.close();
  await db.destroy();
}
main().catch((e) => { console.error(e); process.exit(1); });
