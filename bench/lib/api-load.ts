/**
 * API load: a generated bench database (100 000 products, 100 000 orders), the API in production mode in
 * its own process (compiled, as `npm start` runs it), warmed up as a running shop (its search index built), and autocannon with 50 connections against the health route (the ceiling) and, in
 * the same run, filterProduct (a mix of many filter bodies), getProductDetails (many ids), addToCart
 * (a patient token, a different in-stock product each time) and the search (issue 30: suggest, a ranked
 * search, did-you-mean; search-mix.ts, their texts primed so the window is the steady state), each beside
 * its uncached variant (suggestUncached, searchRankedUncached, didYouMeanUncached: texts nobody typed
 * before, search-texts.ts, never primed).
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { connectPostgres, connectSqlite } from '../../api/src/db/connect';
import { migrateToLatest } from '../../api/src/db/migrate';
import type { Database } from '../../api/src/db/schema';
import { seedIfEmpty } from '../../api/src/db/seed';
import { catalogueWords, growCatalogue } from './bench-db';
import { filterMix, searchTermsFrom } from './filter-mix';
import { DID_YOU_MEAN_SEARCHES, RANKED_SEARCHES, searchBody, SUGGEST_TEXTS } from './search-mix';
import { searchTexts } from './search-texts';
import { warmUpSearch } from './search-bench-api';
import apiNode from '../../api/node-flags.json';
import { freePort, repoRoot, startProcess, waitForOk } from './processes';
import type { ApiResult, RouteLoad } from './types';

export interface ApiLoadOptions {
  database: 'sqlite' | 'postgres';
  /** PostgreSQL server URL (a fresh database is created on it) */
  postgresUrl?: string;
  products: number;
  orders: number;
  connections: number;
  durationSeconds: number;
}

interface Target {
  name: string;
  requests: autocannon.Request[];
  /**
   * The search answers are cached per catalogue version and text (issue 30): each text of the route's list is
   * asked once, one at a time, before the measured run (as a live shop's cache holds what shoppers type), so
   * the measured p99 is the steady state and not whichever first answers happen to fall into the window. These
   * first, uncached answers are timed and printed.
   */
  prime?: Array<{ path: string; body?: string }>;
}

async function prepareDatabase(options: ApiLoadOptions, dataDir: string): Promise<{ db: Kysely<Database>; env: NodeJS.ProcessEnv; drop: () => Promise<void> }> {
  if (options.database === 'sqlite') {
    const { db } = connectSqlite(path.join(dataDir, 'marketplace.sqlite'));
    return { db, env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const { Client } = await import('pg');
  const name = `bench_${Date.now()}`;
  const admin = new Client({ connectionString: options.postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(options.postgresUrl!);
  url.pathname = `/${name}`;
  const { db } = connectPostgres(url.toString());
  return {
    db,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new Client({ connectionString: options.postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function toLoad(name: string, result: autocannon.Result): Omit<RouteLoad, 'ratio'> {
  return { name, rps: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

export async function runApiLoad(options: ApiLoadOptions): Promise<ApiResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ayur-bench-${options.database}-`));
  const { db, env, drop } = await prepareDatabase(options, dataDir);
  let server: ReturnType<typeof startProcess> | null = null;
  try {
    const generateStart = Date.now();
    await migrateToLatest(db);
    await seedIfEmpty(db, path.join(dataDir, 'uploads'));
    const counts = await growCatalogue(db, options.products, options.orders);
    const generateSeconds = (Date.now() - generateStart) / 1000;

    const brandIds = (await db.selectFrom('brands').select('id').execute()).map((r) => r.id);
    const categoryIds = (await db.selectFrom('categories').select('id').execute()).map((r) => r.id);
    const names = (await db.selectFrom('products').select('name').limit(400).execute()).map((r) => r.name);
    const productIds = (await db.selectFrom('products').select('id').execute()).map((r) => r.id);
    const inStock = (await db.selectFrom('products').select('id').where('in_stock_quantity', '>=', 10).execute()).map((r) => r.id);
    // texts nobody typed before, for the uncached search routes (never primed, each asked once while the list lasts)
    const fresh = searchTexts(await catalogueWords(db));
    await db.destroy();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // the API as `npm start` runs it: compiled (scripts/build-api.mjs), plain node, no transpiler in between
    const { API_BUNDLE, buildApi } = await import(path.join(repoRoot, 'scripts/build-api.mjs'));
    await buildApi();
    server = startProcess(process.execPath, [...apiNode.flags, '--enable-source-maps', API_BUNDLE], {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_ROOT: '',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PUBLIC_URL: base,
    });
    await waitForOk(`${base}/api/health`, server, 120000);

    // warmed up as a running shop is (the search tools do the same, search-bench-api.ts): the search index of
    // the catalogue version built in its worker thread, so no window holds the process's one-time start-up.
    // The filter bodies and the uncached texts are not asked before their windows.
    const warmStart = performance.now();
    await warmUpSearch(base);
    console.log(`  ${options.database}: the API warmed up as a running shop (search index built) in ${Math.round(performance.now() - warmStart)} ms`);

    const login = await fetch(`${base}/api/patient/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'patient@demo.in', password: 'Patient@123' }),
    });
    const { token } = (await login.json()) as { token: string };

    const bodies = filterMix({ brandIds, categoryIds, searchTerms: searchTermsFrom(names) }, 2000).map((b) => JSON.stringify(b));
    let f = 0;
    let d = 0;
    let c = 0;
    let sg = 0;
    let rs = 0;
    let dm = 0;
    const unseen = { suggest: 0, ranked: 0, typos: 0 };
    const next = (kind: keyof typeof unseen) => fresh[kind][unseen[kind]++ % fresh[kind].length];
    const json = { 'content-type': 'application/json' };
    const targets: Target[] = [
      { name: 'health', requests: [{ method: 'GET', path: '/api/health' }] },
      {
        name: 'filterProduct',
        requests: [{ method: 'POST', path: '/api/product/filterProduct', headers: json, setupRequest: (req) => ({ ...req, body: bodies[f++ % bodies.length] }) }],
      },
      {
        name: 'getProductDetails',
        // a stride through every id, so the cache of the database sees the whole table
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/product/getProductDetails/${productIds[(d++ * 7919) % productIds.length]}` }) }],
      },
      {
        name: 'addToCart',
        requests: [
          {
            method: 'POST',
            path: '/api/cart/addToCart',
            headers: { ...json, authorization: `Bearer ${token}` },
            setupRequest: (req) => ({ ...req, body: JSON.stringify({ product_id: inStock[c++ % inStock.length], quantity: 1 }) }),
          },
        ],
      },
      {
        name: 'suggest',
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/product/suggest?q=${encodeURIComponent(SUGGEST_TEXTS[sg++ % SUGGEST_TEXTS.length])}` }) }],
        prime: SUGGEST_TEXTS.map((text) => ({ path: `/api/product/suggest?q=${encodeURIComponent(text)}` })),
      },
      {
        name: 'suggestUncached',
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/product/suggest?q=${encodeURIComponent(next('suggest'))}` }) }],
      },
      {
        name: 'searchRanked',
        requests: [{ method: 'POST', path: '/api/product/filterProduct', headers: json, setupRequest: (req) => ({ ...req, body: searchBody(RANKED_SEARCHES[rs++ % RANKED_SEARCHES.length]) }) }],
        prime: RANKED_SEARCHES.map((text) => ({ path: '/api/product/filterProduct', body: searchBody(text) })),
      },
      {
        name: 'searchRankedUncached',
        requests: [{ method: 'POST', path: '/api/product/filterProduct', headers: json, setupRequest: (req) => ({ ...req, body: searchBody(next('ranked')) }) }],
      },
      {
        name: 'didYouMean',
        requests: [{ method: 'POST', path: '/api/product/filterProduct', headers: json, setupRequest: (req) => ({ ...req, body: searchBody(DID_YOU_MEAN_SEARCHES[dm++ % DID_YOU_MEAN_SEARCHES.length]) }) }],
        prime: DID_YOU_MEAN_SEARCHES.map((text) => ({ path: '/api/product/filterProduct', body: searchBody(text) })),
      },
      {
        name: 'didYouMeanUncached',
        requests: [{ method: 'POST', path: '/api/product/filterProduct', headers: json, setupRequest: (req) => ({ ...req, body: searchBody(next('typos')) }) }],
      },
    ];
    // ONLY_ROUTES=suggest,searchRanked (with health, always first): one part of the load alone, for a quick check
    const only = process.env.ONLY_ROUTES?.split(',').filter(Boolean);
    if (only?.length) targets.splice(1, targets.length, ...targets.slice(1).filter((target) => only.includes(target.name)));

    const loads: Array<Omit<RouteLoad, 'ratio'>> = [];
    for (const target of targets) {
      if (target.prime) {
        const firsts: number[] = [];
        for (const { path: primePath, body } of target.prime) {
          const t0 = performance.now();
          await fetch(`${base}${primePath}`, body ? { method: 'POST', headers: json, body } : {}).then((res) => res.arrayBuffer());
          firsts.push(performance.now() - t0);
        }
        firsts.sort((a, b) => a - b);
        console.log(`  ${options.database} ${target.name}: first (uncached) answers of ${firsts.length} texts: median ${Math.round(firsts[firsts.length >> 1])} ms, slowest ${Math.round(firsts[firsts.length - 1])} ms`);
      }
      // a short warm-up so every route is measured with its statements prepared and its pages cached
      await autocannon({ url: base, connections: 10, duration: 1, requests: target.requests });
      const result = await autocannon({ url: base, connections: options.connections, duration: options.durationSeconds, requests: target.requests });
      loads.push(toLoad(target.name, result));
      console.log(`  ${options.database} ${target.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
    }
    for (const kind of ['suggest', 'ranked', 'typos'] as const)
      if (unseen[kind] > fresh[kind].length) console.log(`  ${options.database}: the ${fresh[kind].length} unseen ${kind} texts ran out after ${fresh[kind].length} requests; later ones were cached`);
    const health = loads[0].rps || Number.NaN;
    return {
      database: options.database,
      products: counts.products,
      orders: counts.orders,
      generateSeconds,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      routes: loads.map((load) => ({ ...load, ratio: load.rps / health })),
    };
  } finally {
    await server?.stop();
    await drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}
