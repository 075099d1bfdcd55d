/**
 * Browsing (the filter without a name search) reads the whole catalogue on sale from the search index of the
 * version once one is held (services/search/memory-index.ts) instead of loading it: the same pages and totals.
 */
import { PRICE_BANDS, PRICE_FILTER_MAX, priceRangeForBands } from 'shared-lib/domain';
import { catalogueVersion } from '../src/services/catalogue/answer-cache';
import { filterProducts } from '../src/services/catalogue/listings';
import { heldSearchIndex, searchIndexAt } from '../src/services/search/held-index';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('answers every browse page as before the index was held', async () => {
  const version = await catalogueVersion(t.db);
  const brands = (await t.db.selectFrom('brands').select('id').orderBy('id').execute()).map((row) => row.id);
  const categories = (await t.db.selectFrom('categories').select('id').orderBy('id').execute()).map((row) => row.id);
  const bodies = [];
  for (const sort of [0, 1, 2, 3] as const)
    for (const page of [1, 2])
      for (const filter of [{}, { brand_id: brands.slice(0, 1) }, { brand_id: brands.slice(1, 4) }, { category_id: categories.slice(0, 2) }, priceRangeForBands([PRICE_BANDS[1].id])])
        bodies.push({ brand_id: [], category_id: [], min: 0, max: PRICE_FILTER_MAX, search_by_name: '', sort, page, pageSize: 6, ...filter });
  expect(heldSearchIndex(t.db, version)).toBeNull();
  const loaded = [];
  for (const body of bodies) loaded.push(await filterProducts(t.db, body, version));

  const deadline = Date.now() + 20_000;
  while (!searchIndexAt(t.db, version) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(heldSearchIndex(t.db, version)?.version).toBe(version);
  const fromIndex = [];
  for (const body of bodies) fromIndex.push(await filterProducts(t.db, body, version));
  expect(fromIndex).toEqual(loaded);
  // the pages are not empty
  expect(loaded.filter((page) => JSON.parse(page).items.length > 0).length).toBeGreaterThan(bodies.length / 2);
});
