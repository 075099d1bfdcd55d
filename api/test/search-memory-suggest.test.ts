/**
 * Suggestions from the in-memory search index (issue 30): when the index of the catalogue version is held,
 * the suggested products' names, pictures and prices come from it (no query); the answers are exactly the
 * database's, for every kind of typed text.
 */
import { catalogueVersion } from '../src/services/catalogue/answer-cache';
import { rankedQuery } from '../src/services/search/database-provider';
import { heldSearchIndex, searchIndexAt } from '../src/services/search/held-index';
import type { SearchIndex } from '../src/services/search/memory-index';
import { suggest } from '../src/services/search/suggestions';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TYPED = ['as', 'ashwa', 'aswa', 'अश्व', 'tri', 'trif', 'chya', 'gil', 'guduc', 'aml', 'aaml', 'आंव', 'tul', 'brah', 'diab', 'himal', 'dab', 'withan', 'dabur tri', 'himalaya as', 'qzx', 'zz'];

async function typedTexts(): Promise<string[]> {
  const rows = await t.db.selectFrom('products').where('on_sale', '=', 1).select('name').execute();
  const texts = new Set<string>(TYPED);
  for (const { name } of rows) for (const n of [2, 4, 9]) if (name.length >= n) texts.add(name.toLowerCase().slice(0, n).trim());
  return [...texts].filter((text) => text.length >= 2);
}

const suggestWith = (version: number, text: string, index: SearchIndex | null) => suggest(t.db, version, text, 8, (db, at, term, options) => rankedQuery(db, at, term, options ?? {}, index));

it('suggests the same products, with the same names, pictures and prices, as the database', async () => {
  const version = await catalogueVersion(t.db);
  const texts = await typedTexts();
  expect(texts.length).toBeGreaterThan(60);
  // no index is held yet: the database answers
  expect(heldSearchIndex(t.db, version)).toBeNull();
  const fromDatabase = [];
  for (const text of texts) fromDatabase.push(await suggestWith(version, text, null));
  // the index of this version, built in the background: wait for it
  const deadline = Date.now() + 20_000;
  while (!searchIndexAt(t.db, version) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const index = heldSearchIndex(t.db, version);
  expect(index?.version).toBe(version);
  const fromMemory = [];
  for (const text of texts) fromMemory.push(await suggestWith(version, text, index));
  expect(fromMemory).toEqual(fromDatabase);
  // products are suggested (the comparison is not of empty answers)
  expect(fromMemory.filter((answer) => answer.items.some((item) => item.kind === 'product')).length).toBeGreaterThan(texts.length / 2);
}, 120_000);
