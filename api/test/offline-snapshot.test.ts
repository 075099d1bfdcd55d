/** The offline snapshot (issue 32): the best sellers on sale, tagged by the catalogue version, sent compressed. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { OFFLINE_SNAPSHOT_MAX, OfflineSnapshot, snapshotEtag } from 'shared-lib/contract';
import { Value } from 'typebox/value';
import { catalogueVersion } from '../src/services/catalogue/answer-cache';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL_PATH = '/api/product/offlineSnapshot';
const ask = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: URL_PATH, headers });
const snapshotOf = (res: { json(): unknown }) => (res.json() as { data: OfflineSnapshot }).data;

describe('the offline snapshot', () => {
  it('answers the products on sale in the contract shape, tagged by the catalogue version', async () => {
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const snapshot = snapshotOf(res);
    expect([...Value.Errors(OfflineSnapshot, snapshot)]).toEqual([]);
    const version = await catalogueVersion(t.db);
    expect(snapshot.version).toBe(version);
    expect(res.headers.etag).toBe(snapshotEtag(version));
    const onSale = await t.db.selectFrom('products').select('id').where('on_sale', '=', 1).execute();
    expect(snapshot.products.length).toBe(Math.min(onSale.length, OFFLINE_SNAPSHOT_MAX));
    expect(new Set(snapshot.products.map((p) => p.id))).toEqual(new Set(onSale.map((p) => p.id)));
    const withHindi = snapshot.products.find((p) => p.name_hi !== '' && p.composition !== '');
    expect(withHindi).toBeDefined();
  });

  it('is sent brotli or gzip compressed when the client accepts it, the same snapshot either way', async () => {
    const plain = (await ask()).payload;
    const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    const gzip = await ask({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 4);
  });

  it('answers 304 while the catalogue is unchanged, and the new snapshot once it changed', async () => {
    const first = await ask();
    const etag = first.headers.etag as string;
    const unchanged = await ask({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.payload).toBe('');

    const product = snapshotOf(first).products[0];
    await t.db.updateTable('products').set({ sales_price: product.sales_price + 11 }).where('id', '=', product.id).execute();
    const changed = await ask({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(snapshotOf(changed).products.find((p) => p.id === product.id)?.sales_price).toBe(product.sales_price + 11);
  });

  it('lists the best sellers first and leaves out products taken off sale', async () => {
    const before = snapshotOf(await ask()).products;
    const last = before[before.length - 1];
    // an order line of many units for the last product (and its stock, as an order takes it)
    const order = await t.db.selectFrom('order_details').select('order_id').orderBy('id').executeTakeFirstOrThrow();
    const top = await t.db.selectFrom('order_details').select((eb) => eb.fn.max('quantity').as('most')).executeTakeFirstOrThrow();
    const units = Number(top.most) * 1000;
    await t.db
      .insertInto('order_details')
      .values({ order_id: order.order_id, product_id: last.id, quantity: units, sales_price: last.sales_price, total_price: last.sales_price * units })
      .execute();
    await t.db.updateTable('products').set({ in_stock_quantity: last.in_stock_quantity + 1 }).where('id', '=', last.id).execute();
    const ranked = snapshotOf(await ask()).products;
    expect(ranked[0].id).toBe(last.id);

    await t.db.updateTable('products').set({ on_sale: 0 }).where('id', '=', last.id).execute();
    const after = snapshotOf(await ask()).products;
    expect(after.some((p) => p.id === last.id)).toBe(false);
    expect(after.length).toBe(ranked.length - 1);
  });
});
