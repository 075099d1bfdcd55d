/**
 * Limit early (issue 30, search at scale): the suggestions ask each ranking tier for its first few products
 * only (`top`), and must list exactly the first products of the whole ranked search, with the same "Showing
 * results for", for every kind of text: prefixes, whole words, Hinglish, Devanagari, botanical names,
 * synonyms, typos and brand plus herb. Small `top`s make the seeded catalogue's tiers overflow the limit.
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
    for (const n of [2, 3, 5, 8]) if (lower.length >= n) texts.add(lower.slice(0, n).trim());
    for (const word of lower.split(/[^a-z]+/)) if (word.length >= 3) texts.add(word);
  }
  return [...texts].filter((text) => text.length >= 2);
}

it('lists the same first products and "Showing results for" as the whole ranked search', async () => {
  const version = await catalogueVersion(t.db);
  const texts = await textsOfCatalogue();
  expect(texts.length).toBeGreaterThan(100);
  const differences: string[] = [];
  for (const text of texts) {
    const whole = await searchProvider.query(t.db, version, text);
    for (const top of [1, 2, 5]) {
      const first = await searchProvider.query(t.db, version, text, { top });
      const expected = Array.from(whole.matches.orders[0].ids.subarray(0, top));
      const got = Array.from(first.matches.orders[0].ids.subarray(0, top));
      if (JSON.stringify(got) !== JSON.stringify(expected) || first.showing !== whole.showing) differences.push(`${text} (top ${top}): ${JSON.stringify(got)} ${first.showing} != ${JSON.stringify(expected)} ${whole.showing}`);
    }
  }
  expect(differences).toEqual([]);
});
