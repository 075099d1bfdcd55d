/** Migration 0090 on a database that already holds orders: the house seller is created and lines, shipments and history are backfilled. */
import { sql } from 'kysely';
import * as fulfilment from '../src/db/migrations/0090-fulfilment';
import * as onSaleIndexes from '../src/db/migrations/0101-on-sale-listing-indexes';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('backfills every line with its fulfilling seller, one shipment per seller in the order status, and a history row', async () => {
  const orders = await t.db.selectFrom('orders').select(['id', 'status']).orderBy('id').execute();
  expect(orders.length).toBeGreaterThanOrEqual(3);
  // back to the schema before 0090 (0101's indexes on on_sale first), without the seeded house seller
  await onSaleIndexes.down(t.db);
  await fulfilment.down(t.db);
  await sql`delete from sellers where company_name = 'AyurVeda Bazaar Fulfilment'`.execute(t.db);
  await sql`delete from users where email = ${fulfilment.HOUSE_SELLER_EMAIL}`.execute(t.db);

  await fulfilment.up(t.db);
  await onSaleIndexes.up(t.db);

  const house = await t.db.selectFrom('sellers').innerJoin('users', 'users.id', 'sellers.user_id').select(['sellers.id', 'users.role']).where('sellers.is_house', '=', 1).executeTakeFirstOrThrow();
  expect(house.role).toBe(3);
  const lines = await t.db.selectFrom('order_details').innerJoin('products', 'products.id', 'order_details.product_id').select(['order_details.seller_id', 'products.seller_id as product_seller']).execute();
  expect(lines.every((l) => l.seller_id === (l.product_seller ?? house.id))).toBe(true);
  for (const order of orders) {
    const sellers = new Set((await t.db.selectFrom('order_details').select('seller_id').where('order_id', '=', order.id).execute()).map((l) => l.seller_id));
    const shipments = await t.db.selectFrom('shipments').select(['seller_id', 'status']).where('order_id', '=', order.id).execute();
    expect(new Set(shipments.map((s) => s.seller_id))).toEqual(sellers);
    expect(shipments.every((s) => s.status === order.status)).toBe(true);
    const history = await t.db.selectFrom('order_history').select('status').where('order_id', '=', order.id).orderBy('id').execute();
    expect(history.map((h) => h.status)).toEqual(order.status === 1 ? [1] : [1, order.status]);
  }
  // the house seller made by the migration cannot log in until its password is set
  const login = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: fulfilment.HOUSE_SELLER_EMAIL, password: 'House@123', role: 3 } });
  expect(login.json().success).toBe(false);
});
