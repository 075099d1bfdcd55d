/** Several brands or categories with a sort: the filter walks each value's index and merges the short
 * lists (services/catalogue/listings.ts). Every page must match the plain filtered and sorted query. */
import { sql } from 'kysely';
import { DEFAULT_CATALOGUE_TUNING } from '../src/config';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const page = async (body: Record<string, unknown>) =>
  (await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', ...body } })).json().data as {
    items: Array<{ id: number }>;
    total: number;
  };

async function expected(column: 'brand_id' | 'category_id', values: number[], sort: 0 | 1 | 2, min: number, term = ''): Promise<number[]> {
  let query = t.db.selectFrom('products').select('id').where('on_sale', '=', 1).where(column, 'in', values).where('sales_price', '>=', min);
  if (term) query = query.where(sql<boolean>`lower(name) like ${`%${term}%`}`);
  query = sort === 0 ? query.orderBy('featured_rank').orderBy('id') : query.orderBy('sales_price', sort === 1 ? 'asc' : 'desc').orderBy('id');
  return (await query.execute()).map((r) => r.id);
}

describe.each([
  ['in memory', '0'],
  // the catalogue held in memory is not reloaded for a while: a new version is answered by indexed queries
  ['by indexed queries', '3600000'],
])('%s', (_mode, reloadMs) => {
  beforeAll(async () => {
    t.config.catalogue = { ...DEFAULT_CATALOGUE_TUNING, reloadMs: Number(reloadMs) };
    await page({}); // loads (or not) the catalogue, then a write makes a new catalogue version
    const first = await t.db.selectFrom('products').select(['id', 'sales_price']).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ sales_price: first.sales_price }).where('id', '=', first.id).execute();
  });
  afterAll(() => {
    delete t.config.catalogue;
  });
describe.each(['brand_id', 'category_id'] as const)('several values of %s', (column) => {
  // with a name search too (matches held in memory per catalogue version): a short and an indexed term
  it.each([
    [0, ''], [1, ''], [2, ''], [0, 'a'], [1, 'ra'], [2, 'ras'],
  ] as const)('sort %s, search "%s": every page in order, the total right', async (sort, term) => {
    const table = column === 'brand_id' ? 'brands' : 'categories';
    const values = (await t.db.selectFrom(table).select('id').orderBy('id').limit(3).execute()).map((r) => r.id);
    for (const min of [0, 200]) {
      const want = await expected(column, values, sort, min, term);
      expect(want.length).toBeGreaterThan(term ? 0 : 3);
      const got: number[] = [];
      for (let p = 1; got.length < want.length && p < 50; p++) {
        const data = await page({ [column]: values, sort, page: p, pageSize: 3, min, search_by_name: term.toUpperCase(), exact: true });
        expect(data.total).toBe(want.length);
        got.push(...data.items.map((i) => i.id));
      }
      expect(got).toEqual(want);
    }
  });
});

// After a request without a search has loaded the catalogue (names included), a search term's matches are
// derived from it in memory: every page and total must still be the plain query's, prices and sorts included.
it.each(['ras', 'A', 'oil', '50%', 'no such herb'])('search "%s" after the catalogue is loaded: pages and total as the plain query', async (term) => {
  await page({});
  for (const sort of [0, 1, 2] as const) {
    let query = t.db.selectFrom('products').select('id').where('on_sale', '=', 1).where('sales_price', '<=', 900);
    query = query.where(sql<boolean>`lower(name) like ${`%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
    query = sort === 0 ? query.orderBy('featured_rank').orderBy('id') : query.orderBy('sales_price', sort === 1 ? 'asc' : 'desc').orderBy('id');
    const want = (await query.execute()).map((r) => r.id);
    if (term === 'A') expect(want.length).toBeGreaterThan(7);
    const got: number[] = [];
    for (let p = 1; p < 30; p++) {
      const data = await page({ sort, page: p, pageSize: 7, max: 900, search_by_name: ` ${term.toUpperCase()} `, exact: true });
      expect(data.total).toBe(want.length);
      if (!data.items.length) break;
      got.push(...data.items.map((i) => i.id));
    }
    expect(got).toEqual(want.slice(0, got.length));
    expect(got.length).toBe(Math.min(want.length, 29 * 7));
  }
});
});
