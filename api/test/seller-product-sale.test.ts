/** A seller's product off sale / back on sale and stock changes: owner only, never below 0, a concurrent order's decrement kept. */
import { SELLER_PRODUCT_MESSAGES as P, SHIPMENT_MESSAGES as M } from 'shared-lib/domain';
import { call } from './helpers/patients';
import { registeredSeller } from './helpers/sellers';
import { patientToken } from './helpers/storefront-patients';
import { createTestApp, type TestApp } from './helpers/test-app';
import { guestPayload, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from './support/checkout';
import { makePng, multipartBody } from './support/images';

let t: TestApp;
let owner: { id: number; token: string };
let other: { id: number; token: string };
let product: { id: number; name: string; sales_price: number; in_stock_quantity: number; code: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  owner = await registeredSeller(t);
  other = await registeredSeller(t);
  const brand = await t.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  const category = await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const fields = { name: 'Ashwagandha Sale Test', code: `ASH-${Date.now()}`, brand_id: String(brand.id), category_id: String(category.id), regular_price: '300', discount: '0', in_stock_quantity: '10', short_description: 'Calm.', full_description: '<p>Root powder.</p>', pincodes: '' };
  const { payload, headers } = await multipartBody(fields, { image: { data: makePng(), filename: 'p.png' } });
  const res = await t.app.inject({ method: 'POST', url: '/api/product/create', payload, headers: { ...headers, authorization: `Bearer ${owner.token}` } });
  product = res.json().data;
});
afterAll(async () => t.close());

const sale = (token: string | null, id: number, on_sale: boolean) => call(t, token, 'PUT', `/api/seller/products/${id}/sale`, { on_sale });
const stock = (token: string | null, id: number, change: number) => call(t, token, 'PUT', `/api/seller/products/${id}/stock`, { change });
const listed = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: 'Ashwagandha Sale Test' } });
  return JSON.stringify(res.json().data);
};
const stockOf = async () => (await t.db.selectFrom('products').select('in_stock_quantity').where('id', '=', product.id).executeTakeFirstOrThrow()).in_stock_quantity;

describe('PUT seller/products/{id}/sale', () => {
  it('takes an own product off sale (hidden from the shop, not orderable) and back on sale', async () => {
    expect(await listed()).toContain(product.code);
    const off = await sale(owner.token, product.id, false);
    expect({ status: off.statusCode, message: off.json().message, on_sale: off.json().data.on_sale }).toEqual({ status: 200, message: M.productOffSale, on_sale: false });
    expect(await listed()).not.toContain(product.code);
    const order = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: await guestPayload(t, [{ product, quantity: 1 }]) });
    expect({ status: order.statusCode, message: order.json().message }).toEqual({ status: 400, message: `${product.name} ${M.notOnSale}` });
    expect((await sale(owner.token, product.id, true)).json().data.on_sale).toBe(true);
    expect(await listed()).toContain(product.code);
    expect((await call(t, owner.token, 'GET', '/api/seller/products')).json().data.items[0]).toEqual(expect.objectContaining({ id: product.id, on_sale: true }));
  });

  it('answers 404 to another seller, 403 to a patient and 401 to a guest, changing nothing', async () => {
    const res = await sale(other.token, product.id, false);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: P.productNotFound });
    expect((await sale((await patientToken(t)).token, product.id, false)).statusCode).toBe(403);
    expect((await sale(null, product.id, false)).statusCode).toBe(401);
    expect((await t.db.selectFrom('products').select('on_sale').where('id', '=', product.id).executeTakeFirstOrThrow()).on_sale).toBe(1);
  });
});

describe('PUT seller/products/{id}/stock', () => {
  it('adds and takes stock, never below 0', async () => {
    const start = await stockOf();
    expect((await stock(owner.token, product.id, 5)).json().data.in_stock_quantity).toBe(start + 5);
    const below = await stock(owner.token, product.id, -(start + 6));
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(`${M.stockOutOfBounds} (now ${start + 5})`);
    expect((await stock(owner.token, product.id, -(start + 5))).json().data.in_stock_quantity).toBe(0);
    expect((await stock(owner.token, product.id, 10)).json().data.in_stock_quantity).toBe(10);
    expect((await stock(other.token, product.id, 1)).statusCode).toBe(404);
    expect((await stock(owner.token, product.id, 1.5)).statusCode).toBe(400);
    expect(await stockOf()).toBe(10);
  });

  it('keeps a concurrent order: the change applies to the current stock', async () => {
    const before = await stockOf();
    const [order, change] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: await guestPayload(t, [{ product: { ...product, in_stock_quantity: before }, quantity: 2 }]) }),
      stock(owner.token, product.id, 3),
    ]);
    expect([order.statusCode, change.statusCode]).toEqual([200, 200]);
    expect(await stockOf()).toBe(before - 2 + 3);
  });
});
