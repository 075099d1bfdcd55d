/**
 * Where an uncached search spends its time (issue 30): each ranking tier's load, the whole ranked query and
 * the suggestions, timed in this process on the database search-latency.ts keeps (run that first), every
 * call at a catalogue version of its own so nothing comes from the caches of a text.
 *
 *   npx tsx bench/lib/search-tiers-profile.ts [sqlite|postgres] [text ...]
 *
 * Same environment as search-latency.ts (BENCH_PRODUCTS, SEARCH_LATENCY_PG, SEARCH_LATENCY_DIR, SEARCH_LATENCY_LABEL).
 */
import path from 'node:path';
import os from 'node:os';
import { connectPostgres, connectSqlite } from '../../api/src/db/connect';
import { nameMatches } from '../../api/src/services/catalogue/name-matches';
import { searchProvider } from '../../api/src/services/search';
import { searchKey } from '../../api/src/services/search/spelling';
import { exactNameMatches, hindiOrCompositionMatches, nameContainsMatches, namePrefixMatches, spellingKeyMatches } from '../../api/src/services/search/tier-matches';

const DEFAULT_TEXTS = ['as', 'aml', 'ashwa', 'tablets', 'churna', 'ashwagandha', 'trifla', 'अश्वगंधा', 'withania somnifera', 'spirulena', 'himalaya ashwagandah'];

async function main() {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const texts = process.argv.length > 3 ? process.argv.slice(3) : DEFAULT_TEXTS;
  const products = Number(process.env.BENCH_PRODUCTS ?? 100000);
  const label = process.env.SEARCH_LATENCY_LABEL ?? 'current';
  const dir = path.join(process.env.SEARCH_LATENCY_DIR ?? path.join(os.tmpdir(), 'ayur-search-latency'), `${kind}-${products}-${label}`);
  let db;
  if (kind === 'sqlite') db = connectSqlite(path.join(dir, 'marketplace.sqlite')).db;
  else {
    const url = new URL(process.env.SEARCH_LATENCY_PG!);
    url.pathname = `/search_latency_${products}_${label}`;
    db = connectPostgres(url.toString()).db;
  }
  let version = 1_000_000;
  const time = async (label: string, run: (v: number) => Promise<{ size?: number; matches?: { size: number }; items?: unknown[] }>) => {
    const v = ++version;
    const t0 = performance.now();
    const answer = await run(v);
    const size = answer.size ?? answer.matches?.size ?? answer.items?.length;
    return `${label} ${(performance.now() - t0).toFixed(1)}ms(${size})`;
  };
  await searchProvider.query(db, ++version, 'warm up');
  for (const text of texts) {
    const key = searchKey(text);
    const parts = [
      await time('name', (v) => nameMatches(db, v, text)),
      await time('name10', (v) => nameContainsMatches(db, v, text, undefined, 10)),
      await time('exact', (v) => exactNameMatches(db, v, text)),
      await time('prefix', (v) => namePrefixMatches(db, v, text)),
      await time('text', (v) => hindiOrCompositionMatches(db, v, text)),
      key ? await time('key', (v) => spellingKeyMatches(db, v, key)) : 'key -',
      await time('QUERY', (v) => searchProvider.query(db, v, text)),
      await time('SUGGEST', (v) => searchProvider.suggest(db, v, text, 8)),
    ];
    console.log(`${text}: ${parts.join('  ')}`);
  }
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
