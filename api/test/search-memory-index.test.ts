/**
 * The in-memory search index (issue 30, uncached search at scale) answers exactly as the database: the same
 * products in the same listing orders, the same first products, totals and "Showing results for", for
 * every kind of text (prefixes of two letters and more, whole words, Hinglish, Devanagari, botanical names,
 * synonyms, typos, brand plus herb, texts matching nothing, LIKE wildcards). And a write shows in the very
 * next answer, while the index still holds the version before it.
 */
import { catalogueVersion } from '../src/services/catalogue/answer-cache';
import { rankedQuery } from '../src/services/search/database-provider';
import { buildSearchIndex } from '../src/services/search/memory-index';
import { searchIndexAt } from '../src/services/search/held-index';
import type { SearchQueryOptions, SearchResult } from '../src/services/search/provider';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TYPED = [
  'ashwagandah', 'aswagandha', 'ashwagandha', 'trifla', 'aamla', 'chyavanprash', 'chyawanprash', 'shilajeet', 'अश्वगंधा', 'आंवला', 'अश्व', 'अ', 'त्रि', 'त्रिफला',
  'withania somnifera', 'withania', 'emblica officinalis', 'emblica', 'guduchi', 'holy basil', 'indian gooseberry', 'haldi', 'dabur trifla', 'himalaya ashwagandah',
  'spirulena', 'brngraj', 'tbalets', 'tablets', 'churna', 'capsules', 'oil', 'juice', 'ch', 'as', 'tr', 'hi', 'a', 'tri', 'xq', 'zq', 'qzxjvk', '100%', '50_', 'a%b',
  '500 mg', 'mg', '(root)', "' or '1'='1", 'dabur', 'patanjali', 'kapiva',
];

async function textsOfCatalogue(): Promise<string[]> {
  const rows = await t.db.selectFrom('products').where('on_sale', '=', 1).select(['name', 'name_hi', 'main_ingredient']).execute();
  const texts = new Set<string>(TYPED);
  for (const { name, name_hi, main_ingredient } of rows) {
    const lower = name.toLowerCase();
    texts.add(lower);
    for (const n of [2, 3, 5]) if (lower.length >= n) texts.add(lower.slice(0, n).trim());
    for (const word of lower.split(/[^a-z]+/)) if (word.length >= 3) texts.add(word);
    const hindi = [...name_hi];
    for (const n of [2, 4]) if (hindi.length >= n) texts.add(hindi.slice(0, n).join('').trim());
    if (main_ingredient) texts.add(main_ingredient);
  }
  return [...texts].filter(Boolean);
}

const OPTIONS: SearchQueryOptions[] = [{}, { exact: true }, { top: 1 }, { top: 5 }, { top: 2, countAll: true }, { top: 12, countAll: true }];

/** What a caller can see of an answer: with `top`, only the first products (and the total when counted). */
function seen(answer: SearchResult, options: SearchQueryOptions) {
  const [featured, low, high] = answer.matches.orders;
  if (options.top !== undefined) return { first: Array.from(featured.ids.subarray(0, options.top)), showing: answer.showing, total: answer.total };
  return { size: answer.matches.size, orders: [featured, low, high].map((order) => [Array.from(order.ids), Array.from(order.price)]), showing: answer.showing };
}

it('answers every kind of text as the database does', async () => {
  const version = await catalogueVersion(t.db);
  const index = await buildSearchIndex(t.db);
  expect(index?.version).toBe(version);
  const texts = await textsOfCatalogue();
  expect(texts.length).toBeGreaterThan(150);
  const differences: string[] = [];
  let found = 0;
  for (const text of texts) {
    for (const options of OPTIONS) {
      const fromMemory = seen(await rankedQuery(t.db, version, text, options, index), options);
      const fromDatabase = seen(await rankedQuery(t.db, version, text, options, null), options);
      if (JSON.stringify(fromMemory) !== JSON.stringify(fromDatabase)) differences.push(`${text} ${JSON.stringify(options)}: ${JSON.stringify(fromMemory)} != ${JSON.stringify(fromDatabase)}`);
      if (options.top === 1 && fromMemory.first?.length) found++;
    }
  }
  expect(differences).toEqual([]);
  // the texts do find products (the comparison is not of empty answers)
  expect(found).toBeGreaterThan(texts.length / 2);
}, 300_000);

const search = async (search_by_name: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name, page: 1, pageSize: 12 } });
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as Array<{ id: number; name: string }>).map((item) => item.id);
};

it('shows a write in the very next answer, while the index holds the version before it', async () => {
  const product = await t.db.selectFrom('products').where('on_sale', '=', 1).select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  const before = await catalogueVersion(t.db);
  // the index of this version is built in the background by a search: wait for it
  const deadline = Date.now() + 20_000;
  await search('zzyzx');
  while (!searchIndexAt(t.db, before) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(searchIndexAt(t.db, before)?.version).toBe(before);
  expect(await search('quokkaberry')).toEqual([]);
  await t.db.updateTable('products').set({ name: 'Quokkaberry Rasayana' }).where('id', '=', product.id).execute();
  expect(await catalogueVersion(t.db)).toBeGreaterThan(before);
  expect(await search('quokkaberry')).toEqual([product.id]);
  expect(await search('quokkaber')).toEqual([product.id]);
}, 60_000);
