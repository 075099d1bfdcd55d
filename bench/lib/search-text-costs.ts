/**
 * Which uncached texts cost the in-memory search index most (issue 30): the index of the bench database
 * search-latency.ts keeps, built in this process, then each tier of the first texts of a kind (search-texts.ts)
 * timed (the least of three runs) and the whole ranked query as the route asks it, and the costliest texts and tiers listed with their share of the total.
 *
 *   npx tsx bench/lib/search-text-costs.ts [sqlite|postgres] [suggest|ranked|typos] [texts]
 *
 * Same environment as search-latency.ts (BENCH_PRODUCTS, SEARCH_LATENCY_PG, SEARCH_LATENCY_DIR, SEARCH_LATENCY_LABEL).
 */
import { buildSearchIndex } from '../../api/src/services/search/memory-index';
import { rankedQuery } from '../../api/src/services/search/database-provider';
import { memoryTierRows } from '../../api/src/services/search/memory-sources';
import { searchableKey } from '../../api/src/services/search/ranking';
import { searchKey } from '../../api/src/services/search/spelling';
import { catalogueWords } from './bench-db';
import { openDatabase } from './search-bench-api';
import { type SearchTexts, searchTexts } from './search-texts';

async function main() {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const route = (process.argv[3] ?? 'suggest') as keyof SearchTexts;
  const count = Number(process.argv[4] ?? 3000);
  const { db } = await openDatabase(kind, Number(process.env.BENCH_PRODUCTS ?? 100000), process.env.SEARCH_LATENCY_LABEL ?? 'current');
  const texts = searchTexts(await catalogueWords(db))[route].slice(0, count);
  const index = await buildSearchIndex(db);
  if (!index) throw new Error('the catalogue moved while the index was built');
  const version = index.version;
  // the whole ranked query as the route asks it (the suggestions' first 5; a first page of 12 with its total), on the index
  const options = route === 'suggest' ? { top: 5 } : { top: 12, countAll: true };
  const tiers = memoryTierRows(index);
  const limit = route === 'suggest' ? 10 : 24;
  const spent = new Map<string, number>();
  const costs: Array<[string, string, number]> = [];
  // the least of three runs: on a shared machine a run may be paused by the scheduler or a collection
  const time = async (tier: string, text: string, run: () => unknown) => {
    let us = Infinity;
    for (let k = 0; k < 3; k++) {
      const t0 = process.hrtime.bigint();
      await run();
      us = Math.min(us, Number(process.hrtime.bigint() - t0) / 1000);
    }
    spent.set(tier, (spent.get(tier) ?? 0) + us);
    costs.push([tier, text, us]);
  };
  // the first round warms the code up; the second is timed
  for (let round = 0; round < 2; round++) {
    spent.clear();
    costs.length = 0;
    for (const text of texts) {
      const key = searchableKey(searchKey(text));
      await time('name', text, () => tiers.name(text, limit));
      await time('exact+prefix', text, () => [tiers.exactName(text, limit), tiers.namePrefix(text, limit)]);
      await time('hindiOrComposition', text, () => tiers.hindiOrComposition(text, limit));
      if (key) await time('spellingKey', text, () => tiers.spellingKey(key, limit));
      await time('(whole query)', text, () => rankedQuery(db, version, text, options, index));
    }
  }
  await db.destroy();
  const whole = spent.get('(whole query)')!;
  spent.delete('(whole query)');
  const total = [...spent.values()].reduce((a, b) => a + b, 0);
  console.log(`${texts.length} ${route} texts: ${(total / texts.length).toFixed(1)} µs a text in the tiers, ${(whole / texts.length).toFixed(1)} µs the whole query (${JSON.stringify(options)})`);
  for (const [tier, us] of [...spent].sort((a, b) => b[1] - a[1])) {
    const sorted = costs.filter(([name]) => name === tier).map(([, , cost]) => cost).sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
    console.log(`  ${tier.padEnd(20)} ${(us / texts.length).toFixed(1).padStart(7)} µs a text, ${((100 * us) / total).toFixed(0).padStart(3)} %; p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)} µs`);
  }
  console.log('costliest:');
  for (const [tier, text, us] of costs.sort((a, b) => b[2] - a[2]).slice(0, Number(process.env.SEARCH_COSTS_TOP ?? 25))) console.log(`  ${us.toFixed(0).padStart(6)} µs  ${tier.padEnd(20)} "${text}"`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
