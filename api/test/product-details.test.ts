/**
 * getProductDetails in one query (locations aggregated as JSON, the query compiled once, SQLite statements
 * prepared once): the same answer as the listings give plus the description, and every write shows at once.
 */
import SQLite from 'better-sqlite3';
import type { PoolClient } from 'pg';
import { Product } from 'shared-lib/contract';
import { Value } from 'typebox/value';
import { postgresPoolSize } from '../src/config';
import { prepareOnPostgres, useNamedStatements, withStatementCache } from '../src/db/connect';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const details = (id: number, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/product/getProductDetails/${id}`, headers });
const listingItem = async (id: number, name: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { search_by_name: name, pageSize: 100 } });
  return (res.json().data.items as Array<{ id: number }>).find((p) => p.id === id);
};

describe('product details', () => {
  it('answers what the listing answers for the product, plus its full description, locations in id order', async () => {
    const product = await t.db.selectFrom('products').select(['id', 'name', 'full_description']).orderBy('id').executeTakeFirstOrThrow();
    // pincodes inserted out of order: the answer keeps the order of the location ids
    await t.db.deleteFrom('product_locations').where('product_id', '=', product.id).execute();
    for (const pincode of ['600001', '110001', '400001']) await t.db.insertInto('product_locations').values({ product_id: product.id, pincode }).execute();

    const res = await details(product.id);
    expect(res.statusCode).toBe(200);
    const { full_description, composition, return_window_days, ...summary } = res.json().data;
    expect(full_description).toBe(product.full_description);
    expect(composition).toBe('Withania somnifera (root) 500 mg');
    // an over-the-counter product: the return policy's 7 days (issue 33)
    expect(return_window_days).toBe(7);
    expect(summary).toEqual(await listingItem(product.id, product.name));
    expect(summary.locations.map((l: { pincode: string }) => l.pincode)).toEqual(['600001', '110001', '400001']);
    expect(summary.locations.every((l: { product_id: number }) => l.product_id === product.id)).toBe(true);
    expect(summary.availableLocations).toBe('600001,110001,400001');
  });

  it('answers exactly the contract\'s Product: every field, of its type, and nothing else', async () => {
    const withEverything = await t.db
      .selectFrom('products')
      .select('id')
      .where('seller_id', 'is not', null)
      .where('brand_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('product_locations').values({ product_id: withEverything.id, pincode: '682001' }).execute();
    const res = await details(withEverything.id);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(Object.keys(body)).toEqual(['success', 'message', 'data']);
    expect(body).toEqual(expect.objectContaining({ success: true, message: 'ok' }));
    expect([...Value.Errors(Product, body.data)]).toEqual([]);
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(Product.properties).sort());
    expect(body.data.seller).toEqual({ id: expect.any(Number), company_name: expect.any(String) });
    expect(body.data.brand).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('answers a product without seller, brand or locations with nulls and empty lists', async () => {
    const product = await t.db.selectFrom('products').select(['id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.deleteFrom('product_locations').where('product_id', '=', product.id).execute();
    await t.db.updateTable('products').set({ seller_id: null, brand_id: null }).where('id', '=', product.id).execute();
    const data = (await details(product.id)).json().data;
    expect(data).toEqual(expect.objectContaining({ id: product.id, seller_id: null, seller: null, brand_id: null, brand: null, locations: [], availableLocations: '' }));
  });

  it('still answers a product that is off sale', async () => {
    const product = await t.db.selectFrom('products').select(['id']).where('on_sale', '=', 1).orderBy('id').limit(1).offset(3).executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ on_sale: 0 }).where('id', '=', product.id).execute();
    const res = await details(product.id);
    expect({ status: res.statusCode, id: res.json().data.id }).toEqual({ status: 200, id: product.id });
  });

  it('shows a write at once: a new price and a new pincode change the answer and its ETag', async () => {
    const product = await t.db.selectFrom('products').select(['id', 'sales_price']).orderBy('id').limit(1).offset(5).executeTakeFirstOrThrow();
    await t.db.deleteFrom('product_locations').where('product_id', '=', product.id).execute();
    const first = await details(product.id);
    expect((await details(product.id, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);

    await t.db.updateTable('products').set({ sales_price: product.sales_price + 7 }).where('id', '=', product.id).execute();
    await t.db.insertInto('product_locations').values({ product_id: product.id, pincode: '560001' }).execute();
    const after = await details(product.id, { 'if-none-match': first.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json().data.sales_price).toBe(product.sales_price + 7);
    expect(after.json().data.availableLocations.split(',')).toContain('560001');
  });

  it('answers the last committed state: a write in a transaction shows only once it commits', async () => {
    const product = await t.db.selectFrom('products').select(['id', 'sales_price']).orderBy('id').limit(1).offset(7).executeTakeFirstOrThrow();
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ sales_price: product.sales_price + 11 }).where('id', '=', product.id).execute();
      expect((await details(product.id)).json().data.sales_price).toBe(product.sales_price);
    });
    expect((await details(product.id)).json().data.sales_price).toBe(product.sales_price + 11);
  });

  it('answers 404 Product not found for an id no product has', async () => {
    const res = await details(987654);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found');
  });
});

describe('SQLite statement cache', () => {
  it('prepares each SQL text once, keeps the most recently used texts, and reads current data', () => {
    const raw = new SQLite(':memory:');
    const database = withStatementCache(raw, 2);
    database.prepare('CREATE TABLE t (v INTEGER)').run([]);
    const insert = database.prepare('INSERT INTO t (v) VALUES (?)');
    const count = database.prepare('SELECT count(*) AS n FROM t');
    expect(database.prepare('SELECT count(*) AS n FROM t')).toBe(count);
    insert.run([1]);
    expect(database.prepare('SELECT count(*) AS n FROM t').all([])).toEqual([{ n: 1 }]);
    database.prepare('INSERT INTO t (v) VALUES (?)').run([2]);
    expect(database.prepare('SELECT count(*) AS n FROM t').all([])).toEqual([{ n: 2 }]);
    // a third text pushes out the least recently used one (the INSERT), which is prepared again
    database.prepare('SELECT max(v) AS m FROM t');
    expect(database.prepare('SELECT count(*) AS n FROM t')).toBe(count);
    expect(database.prepare('INSERT INTO t (v) VALUES (?)')).not.toBe(insert);
    database.close();
    expect(raw.open).toBe(false);
  });
});

describe('PostgreSQL pool size', () => {
  it('takes PG_POOL_MAX when it is a whole number from 1 to 100, and 10 otherwise', () => {
    expect([postgresPoolSize('4'), postgresPoolSize(undefined), postgresPoolSize('0'), postgresPoolSize('2.5'), postgresPoolSize('lots')]).toEqual([4, 10, 10, 10, 10]);
  });
});

describe('PostgreSQL named statements', () => {
  it('runs a registered SQL text as a named statement and every other query as it came', () => {
    const calls: unknown[][] = [];
    const client = { query: (...args: unknown[]) => calls.push(args) } as unknown as PoolClient;
    useNamedStatements(client);
    prepareOnPostgres('SELECT $1::int AS registered');
    client.query('SELECT $1::int AS registered', [4]);
    client.query('SELECT $1::int AS other', [5]);
    expect(calls[0]).toEqual([{ name: expect.stringMatching(/^ayur_\d+$/), text: 'SELECT $1::int AS registered', values: [4] }]);
    expect(calls[1]).toEqual(['SELECT $1::int AS other', [5]]);
  });
});
