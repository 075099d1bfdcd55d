/** What the performance work changed, as a caller sees it: summaries in listings, stored sanitised HTML,
 * indexed search with the same answers as a scan, and HTTP caching of catalogue reads. */
import { sql } from 'kysely';
import { sanitiseStoredRichText } from '../src/db/migrations/0060-search-index-and-stored-html';
import { invalidateProductCounts } from '../src/services/catalogue/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
interface P { id: number; name: string; full_description?: string }
let all: P[];

const filter = async (body: Record<string, unknown>) =>
  (await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', pageSize: 100, ...body } })).json().data as { items: P[]; total: number };

async function searchAll(term: string): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const data = await filter({ search_by_name: term, page, exact: true });
    total = data.total;
    ids.push(...data.items.map((p) => p.id));
    if (data.items.length < 100) return { ids: ids.sort((a, b) => a - b), total };
  }
}
const scan = (term: string) => all.filter((p) => p.name.toLowerCase().includes(term.trim().toLowerCase())).map((p) => p.id).sort((a, b) => a - b);

async function insertProduct(name: string, fullDescription = '<p>plain</p>') {
  const template = await t.db.selectFrom('products').selectAll().where('id', '=', all[0].id).executeTakeFirstOrThrow();
  const { id: _id, ...rest } = template;
  const row = await t.db
    .insertInto('products')
    .values({ ...rest, name, code: `PERF-${Math.random().toString(36).slice(2, 10)}`, full_description: fullDescription })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  all = [];
  for (let page = 1; ; page++) {
    const data = await filter({ page });
    all.push(...data.items);
    if (data.items.length < 100) break;
  }
});
afterAll(async () => t.close());

describe('listings and details', () => {
  it('listings answer summaries without the full description; the details carry it', async () => {
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => !('full_description' in p))).toBe(true);
    const featured = (await t.app.inject({ method: 'GET', url: '/api/product/allProducts?limit=5' })).json().data as P[];
    expect(featured.every((p) => !('full_description' in p))).toBe(true);
    const details = (await t.app.inject({ method: 'GET', url: `/api/product/getProductDetails/${all[0].id}` })).json().data as P;
    expect(details.full_description).toContain('<p>');
  });

  it('stores rich text sanitised: a dirty stored description is cleaned once and then served as stored', async () => {
    const id = await insertProduct('Perf Dirty Description', '<p onclick="steal()">Safe text</p><script>alert(1)</script>');
    expect(await sanitiseStoredRichText(t.db)).toBe(1);
    const details = (await t.app.inject({ method: 'GET', url: `/api/product/getProductDetails/${id}` })).json().data as P;
    expect(details.full_description).toBe('<p>Safe text</p>');
    expect(await sanitiseStoredRichText(t.db)).toBe(0);
    await t.db.deleteFrom('products').where('id', '=', id).execute();
  });
});

describe('indexed search', () => {
  it('finds exactly what a scan of the names finds, in any case, with exact totals', async () => {
    const words = [...new Set(all.flatMap((p) => p.name.split(' ')))].filter((w) => w.length >= 3).slice(0, 6);
    const fragments = [...words, words[0].slice(1, 4).toUpperCase(), `  ${words[1]}  `, all[3].name, 'zzzz-no-such', 'ash', 'Ch'];
    for (const term of fragments) {
      const found = await searchAll(term);
      const expected = scan(term);
      expect({ term, ids: found.ids, total: found.total }).toEqual({ term, ids: expected, total: expected.length });
    }
  });

  it('treats quotes and FTS syntax in a search as text', async () => {
    for (const term of ['"', 'a"b', 'NEAR(x y)', 'ash*', 'OR', '-ash']) {
      expect((await searchAll(term)).ids).toEqual(scan(term));
    }
  });

  it('keeps the index in step with inserts, renames and deletes', async () => {
    const id = await insertProduct('Qwertyuiop Special Churna');
    expect((await searchAll('yuiop spec')).ids).toEqual([id]);
    await t.db.updateTable('products').set({ name: 'Asdfghjkl Churna' }).where('id', '=', id).execute();
    expect((await searchAll('yuiop')).ids).toEqual([]);
    expect((await searchAll('ASDFG')).ids).toEqual([id]);
    await t.db.deleteFrom('products').where('id', '=', id).execute();
    expect((await searchAll('asdfg')).ids).toEqual([]);
  });
});

describe('counts', () => {
  it('answers the same total from a full page, a partial page and past the end, and sees new products once invalidated', async () => {
    const term = all[0].name.split(' ')[0];
    const expected = scan(term).length;
    expect(expected).toBeGreaterThan(2);
    expect((await filter({ search_by_name: term, pageSize: 2 })).total).toBe(expected);
    expect((await filter({ search_by_name: term, pageSize: 100 })).total).toBe(expected);
    expect((await filter({ search_by_name: term, pageSize: 2, page: 1000 })).total).toBe(expected);
    const id = await insertProduct(`${term} Perf Count Extra`);
    invalidateProductCounts(t.db);
    expect((await filter({ search_by_name: term, pageSize: 2 })).total).toBe(expected + 1);
    await t.db.deleteFrom('products').where('id', '=', id).execute();
    invalidateProductCounts(t.db);
  });
});

describe('HTTP caching of catalogue reads', () => {
  it('answers 304 without a body to a matching If-None-Match, and 200 to a stale one', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/brand/all' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/brand/all', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({ method: 'GET', url: '/api/brand/all', headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data).toEqual(first.json().data);
  });

  it('revalidates product reads and changes the tag when the product changes', async () => {
    const url = `/api/product/getProductDetails/${all[0].id}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    await t.db.updateTable('products').set({ in_stock_quantity: sql`in_stock_quantity + 1` }).where('id', '=', all[0].id).execute();
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('leaves errors, searches and user-owned reads uncached', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/product/getProductDetails/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const search = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: {} });
    expect(search.headers.etag).toBeUndefined();
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/cartList' });
    expect(cart.headers.etag).toBeUndefined();
  });
});
