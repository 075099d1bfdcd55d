/** The catalogue answer cache: a catalogue write, by this API's connection or by another one (another
 * replica), shows in the very next filter or listing answer; repeated requests are served the same answer. */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { connectPostgres, connectSqlite } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
/** a second handle on the same database, as another API replica would hold */
let other: Kysely<Database>;
interface Item { id: number; name: string; sales_price: number; in_stock_quantity: number; locations: Array<{ pincode: string }> }

const filter = async (body: Record<string, unknown> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', pageSize: 100, ...body } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json().data as { items: Item[]; total: number; page: number; pageSize: number };
};
const listing = async () => (await t.app.inject({ method: 'GET', url: '/api/product/allProducts?limit=100' })).json().data as Item[];

beforeAll(async () => {
  t = await createTestApp();
  other = process.env.TEST_DATABASE_URL
    ? connectPostgres(await databaseUrlOf(t.db)).db
    : connectSqlite(path.join(t.config.dataDir, 'marketplace.sqlite')).db;
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});

/** The URL of the PostgreSQL database the test app uses. */
async function databaseUrlOf(db: Kysely<Database>): Promise<string> {
  const { rows } = await db.executeQuery<{ name: string }>({ sql: 'select current_database() as name', parameters: [], query: { kind: 'RawNode' }, queryId: { queryId: 'db' } } as never);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0].name}`;
  return url.toString();
}

describe.each([
  ['this API', () => t.db],
  ['another replica', () => other],
])('a catalogue write made through %s', (_label, writer) => {
  it('shows a new price, stock and on_sale in the very next filter and listing answers', async () => {
    const before = await filter();
    expect(await filter()).toEqual(before); // served again (from the cache) unchanged
    const target = before.items[0];
    await writer().updateTable('products').set({ sales_price: target.sales_price + 7, in_stock_quantity: target.in_stock_quantity + 3 }).where('id', '=', target.id).execute();
    const after = (await filter()).items.find((p) => p.id === target.id)!;
    expect(after.sales_price).toBe(target.sales_price + 7);
    expect(after.in_stock_quantity).toBe(target.in_stock_quantity + 3);
    expect((await listing()).find((p) => p.id === target.id)?.sales_price).toBe(target.sales_price + 7);

    await writer().updateTable('products').set({ on_sale: 0 }).where('id', '=', target.id).execute();
    const hidden = await filter();
    expect(hidden.items.some((p) => p.id === target.id)).toBe(false);
    expect(hidden.total).toBe(before.total - 1);
    await writer().updateTable('products').set({ on_sale: 1 }).where('id', '=', target.id).execute();
    expect((await filter()).total).toBe(before.total);
  });

  it('shows a new product (in the total and in a name search) and a new delivery location', async () => {
    const term = `cachecheck${Math.random().toString(36).slice(2, 8)}`;
    expect((await filter({ search_by_name: term })).total).toBe(0);
    const before = await filter({ pageSize: 1 });
    const template = await t.db.selectFrom('products').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, ...rest } = template;
    const { id } = await writer()
      .insertInto('products')
      .values({ ...rest, name: `Herbal ${term} Tonic`, code: `CACHE-${term}`, on_sale: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const found = await filter({ search_by_name: term.toUpperCase() });
    expect(found.items.map((p) => p.id)).toEqual([id]);
    expect((await filter({ pageSize: 1 })).total).toBe(before.total + 1);

    expect(found.items[0].locations).toEqual([]);
    await writer().insertInto('product_locations').values({ product_id: id, pincode: '560001' }).execute();
    expect((await filter({ search_by_name: term })).items[0].locations.map((l) => l.pincode)).toEqual(['560001']);
  });
});

it('answers a filter whose lists come in another order or with repeats like the sorted one', async () => {
  const brands = (await t.db.selectFrom('brands').select('id').orderBy('id').limit(3).execute()).map((b) => b.id);
  const sorted = await filter({ brand_id: brands, pageSize: 5 });
  expect(await filter({ brand_id: [...brands].reverse().concat(brands[0]), pageSize: 5 })).toEqual(sorted);
  expect(await filter({ brand_id: brands, pageSize: 5, search_by_name: '  ' })).toEqual(sorted);
});

it('still validates the body with the contract schema', async () => {
  const bad = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: ['x'], category_id: [], min: 0, max: 10, search_by_name: '' } });
  expect(bad.statusCode).toBe(400);
  const inverted = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 50, max: 10, search_by_name: '' } });
  expect(inverted.statusCode).toBe(400);
});
