/**
 * Limit early (issue 30, search at scale): the suggestions ask each ranking tier for its first few products
 * only (`top`), and must list exactly the first products of the whole ranked search, with the same "Showing
 * results for", for every kind of text: prefixes, whole words, Hinglish, Devanagari, botanical names,
 * synonyms, typos and brand plus herb. Small `top`s make the seeded catalogue's tiers overflow the limit. A
 * search's first pages (the featured order, no other filter) are answered that way too, with the total
 * counted by the database.
 */
import { catalogueVersion } from '../src/services/catalogue/answer-cache';
import { searchProvider } from '../src/services/search';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TYPED = [
  'ashwagandah', 'aswagandha', 'trifla', 'aamla', 'chyavanprash', 'shilajeet', 'अश्वगंधा', 'आंवला', 'अश्व', 'त्रिफला', 'withania somnifera',
  'emblica officinalis', 'guduchi', 'holy basil', 'indian gooseberry', 'haldi', 'dabur trifla', 'himalaya ashwagandah', 'spirulena', 'brngraj',
  'tablets', 'churna', 'capsules', 'oil', 'juice', 'ch', 'as', 'tri', 'xq', 'qzxjvk',
];

async function textsOfCatalogue(): Promise<string[]> {
  const rows = await t.db.selectFrom('products').where('on_sale', '=', 1).select('name').execute();
  const texts = new Set<string>(TYPED);
  for (const { name } of rows) {
    const lower = name.toLowerCase();
    for (const n of [2, 4, 7]) if (lower.length >= n) texts.add(lower.slice(0, n).trim());
    for (const word of lower.split(/[^a-z]+/)) if (word.length >= 3) texts.add(word);
  }
  return [...texts].filter((text) => text.length >= 2);
}

const firstPage = async (search_by_name: string, page: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name, page, pageSize: 12 } });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { items: Array<{ id: number }>; total: number; search?: { showing: string } };
  return { ids: data.items.map((item) => item.id), total: data.total, showing: data.search?.showing };
};

it('lists the same first products, total and "Showing results for" as the whole ranked search', async () => {
  const version = await catalogueVersion(t.db);
  const texts = await textsOfCatalogue();
  expect(texts.length).toBeGreaterThan(100);
  const differences: string[] = [];
  const differ = (what: string, got: unknown, expected: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(expected)) differences.push(`${what}: ${JSON.stringify(got)} != ${JSON.stringify(expected)}`);
  };
  for (const text of texts) {
    // the first products before the whole answer is held (once held, it serves them)
    const firsts = [];
    for (const top of [1, 2, 5]) firsts.push({ top, answer: await searchProvider.query(t.db, version, text, { top }) });
    const pages = [await firstPage(text, 1), await firstPage(text, 2)];
    const whole = await searchProvider.query(t.db, version, text);
    const ids = Array.from(whole.matches.orders[0].ids);
    for (const { top, answer } of firsts) differ(`${text} (top ${top})`, [Array.from(answer.matches.orders[0].ids.subarray(0, top)), answer.showing], [ids.slice(0, top), whole.showing]);
    pages.forEach((page, k) => differ(`${text} (page ${k + 1})`, page, { ids: ids.slice(12 * k, 12 * k + 12), total: whole.matches.size, showing: whole.showing }));
  }
  expect(differences).toEqual([]);
  // several hundred texts, each searched six ways: longer than one test's default minute on a busy machine
}, 300_000);
