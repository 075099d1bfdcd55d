/**
 * PostgreSQL restarted under load (issue 15), on a private server this file may stop: while it is down the
 * API answers 503 with Retry-After and a clear message (never a stack trace or SQL) and /api/ready says not
 * ready; afterwards it recovers without restarting the API, and no order is half-written (every order has
 * its lines, every unit of stock is accounted for). Runs in the PostgreSQL pass of npm test.
 */
import { createTestApp, type TestApp } from './helpers/test-app';
import { freeProducts, guestPayload, type TestProduct, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from './support/checkout';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;

let pg: PrivatePostgres;
let t: TestApp;
let products: TestProduct[];
const shared = process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  if (!onPostgres) return;
  pg = await startPrivatePostgres();
  process.env.TEST_DATABASE_URL = pg.url;
  try {
    t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  } finally {
    process.env.TEST_DATABASE_URL = shared;
  }
  products = (await freeProducts(t)).slice(0, 4);
}, 60000);
afterAll(async () => {
  await t?.close();
  pg?.destroy();
});

type Answer = { status: number; body: string; retryAfter?: string; uniqueId?: string };

/** Payloads are built while the database is up (the helper reads places from it). */
async function payloadFor(i: number): Promise<object> {
  return { ...(await guestPayload(t, [{ product: products[i % products.length], quantity: 1 }])), email: `load${i}@example.in` };
}

async function placeOne(payload: object): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload });
  const json = res.statusCode === 200 ? res.json() : null;
  return { status: res.statusCode, body: res.body, retryAfter: res.headers['retry-after'] as string | undefined, uniqueId: json?.data?.unique_id };
}

async function stockOf(ids: number[]): Promise<Map<number, number>> {
  const rows = await t.db.selectFrom('products').select(['id', 'in_stock_quantity']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.in_stock_quantity]));
}

describeOnPostgres('PostgreSQL restarted under load', () => {
  it('answers 503 while it is down, reports not ready, then recovers with no half-written order', async () => {
    const ids = products.map((p) => p.id);
    const before = await stockOf(ids);
    const ordersBefore = await t.db.selectFrom('orders').select('id').execute();

    const payloads = await Promise.all(Array.from({ length: 19 }, (_, i) => payloadFor(i)));
    // load: orders keep coming while the database stops
    const load: Promise<Answer>[] = payloads.slice(0, 12).map(placeOne);
    pg.stop();
    const during = await Promise.all([...load, ...payloads.slice(12, 18).map(placeOne)]);

    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ success: false, message: 'Not ready: the database is not reachable', data: null });
    const list = await t.app.inject({ url: '/api/product/allProducts?limit=5' });
    expect(list.statusCode).toBe(503);
    expect(list.headers['retry-after']).toBe('5');
    expect(list.json()).toEqual({ success: false, message: 'The shop is briefly unavailable. Please try again in a moment.', data: null });

    // every request got an answer: its order, or a 503 that names no internals
    for (const answer of during) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.retryAfter).toBe('5');
        expect(answer.body).not.toMatch(/ECONN|SQL|select|insert|postgres|\bat /i);
      }
    }
    expect(during.slice(12).every((a) => a.status === 503)).toBe(true);

    pg.start();
    // the same API process recovers: the pool opens new connections
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const after = await placeOne(payloads[18]);
    expect(after.status).toBe(200);

    // no half-written order: each new order has its line, and the stock moved by exactly the units ordered
    const newOrders = await t.db
      .selectFrom('orders')
      .leftJoin('order_details', 'order_details.order_id', 'orders.id')
      .select(['orders.unique_id', 'order_details.product_id', 'order_details.quantity'])
      .where('orders.id', 'not in', ordersBefore.length ? ordersBefore.map((o) => o.id) : [0])
      .execute();
    expect(newOrders.filter((o) => o.product_id === null)).toEqual([]);
    const placed = during.filter((a) => a.status === 200).map((a) => a.uniqueId);
    for (const uniqueId of [...placed, after.uniqueId]) expect(newOrders.map((o) => o.unique_id)).toContain(uniqueId);
    const now = await stockOf(ids);
    for (const id of ids) {
      const units = newOrders.filter((o) => o.product_id === id).reduce((sum, o) => sum + Number(o.quantity), 0);
      expect({ id, stock: now.get(id) }).toEqual({ id, stock: (before.get(id) ?? 0) - units });
    }
  });
});

