/**
 * The catalogue version every catalogue answer reads first (services/catalogue/answer-cache.ts; on SQLite
 * from the read-only connection): a write still in its transaction is not yet the catalogue's, and once it
 * commits, the very next answer shows it, the suggestions too.
 */
import { catalogueVersion } from '../src/services/catalogue/answer-cache';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Item { id: number; name: string; sales_price: number }
const filter = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', pageSize: 100 } });
  expect(res.statusCode).toBe(200);
  return res.json().data.items as Item[];
};
const suggested = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/product/suggest?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as Array<Item & { kind: string }>).filter((item) => item.kind === 'product');
};

it('shows a write committed after a request began in the very next answer, not before its commit', async () => {
  const target = (await filter())[0];
  // its whole name: the product is the first suggested (the exact name comes first), before and after (then a prefix)
  const typed = target.name.toLowerCase();
  const before = await catalogueVersion(t.db);
  expect((await suggested(typed))[0]).toMatchObject({ id: target.id, name: target.name, sales_price: target.sales_price });
  let during: Promise<Item[]> | undefined;
  await t.db.transaction().execute(async (trx) => {
    await trx.updateTable('products').set({ sales_price: target.sales_price + 11, name: `${target.name} Plus` }).where('id', '=', target.id).execute();
    // not committed yet: not the catalogue's version
    expect(await catalogueVersion(t.db)).toBe(before);
    during = filter();
  });
  // asked while the write was in its transaction: the catalogue before it or after it, never another price
  expect([target.sales_price, target.sales_price + 11]).toContain((await during!).find((item) => item.id === target.id)?.sales_price);
  expect(await catalogueVersion(t.db)).toBeGreaterThan(before);
  expect((await filter()).find((item) => item.id === target.id)?.sales_price).toBe(target.sales_price + 11);
  expect((await suggested(typed))[0]).toMatchObject({ id: target.id, name: `${target.name} Plus`, sales_price: target.sales_price + 11 });
});
