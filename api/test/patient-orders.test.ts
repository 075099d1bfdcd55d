import { MESSAGES, orderViewDiscount, PATIENT_MESSAGES } from 'shared-lib/domain';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, placeIds, signUp } from './helpers/patients';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let seq = 0;
/** Orders are placed by checkout (another module): the tests insert them directly. */
async function insertOrder(userId: number | null, options: { status?: number; payment_status?: string; payment_type?: string; date?: string; qty?: number; coupon_id?: number | null } = {}) {
  seq += 1;
  const place = await placeIds(t, 'Karnataka', 'Bangalore');
  const product = await t.db.selectFrom('products').select(['id', 'sales_price', 'in_stock_quantity']).orderBy('id').executeTakeFirstOrThrow();
  const qty = options.qty ?? 2;
  const total = product.sales_price * qty;
  const order = await t.db
    .insertInto('orders')
    .values({
      unique_id: `ORD-T${Date.now()}-${seq}`,
      user_id: userId,
      state_id: place.state_id,
      city_id: place.city_id,
      address: JSON.stringify({ address_line_1: 'Flat 1', address_line_2: 'Koramangala', pincode: '560034' }),
      pincode: '560034',
      total_price: total,
      shipping_charges: 0,
      discount_price: 0,
      tax: Math.round(total * 0.18),
      order_total_price: total + Math.round(total * 0.18),
      coupon_id: options.coupon_id ?? null,
      payment_type: options.payment_type ?? '2',
      payment_status: options.payment_status ?? 'cod',
      status: options.status ?? 1,
      order_date: options.date ?? `2024-05-${String(10 + seq).padStart(2, '0')}T10:00:00.000Z`,
    })
    .returning(['id', 'unique_id'])
    .executeTakeFirstOrThrow();
  await t.db.insertInto('order_details').values({ order_id: order.id, product_id: product.id, quantity: qty, sales_price: product.sales_price, total_price: total }).execute();
  return { ...order, productId: product.id, qty };
}

const stockOf = async (productId: number) =>
  (await t.db.selectFrom('products').select('in_stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow()).in_stock_quantity;

describe('GET order/getOrderByUserId', () => {
  it('lists own placed orders newest first, paginated, without unpaid online orders', async () => {
    const p = await signUp(t);
    const older = await insertOrder(p.id, { date: '2024-01-01T09:00:00.000Z' });
    const newer = await insertOrder(p.id, { date: '2024-03-01T09:00:00.000Z', payment_type: '1', payment_status: 'paid' });
    await insertOrder(p.id, { date: '2024-04-01T09:00:00.000Z', payment_type: '1', payment_status: 'pending' });
    await insertOrder(p.id, { date: '2024-04-02T09:00:00.000Z', payment_type: '1', payment_status: 'failed' });
    const res = await call(t, p.token, 'GET', `/api/order/getOrderByUserId/${p.id}?page=1&pageSize=10`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(2);
    expect(page.items.map((o: { unique_id: string }) => o.unique_id)).toEqual([newer.unique_id, older.unique_id]);
    expect(page.items[0].order_details[0]).toEqual(expect.objectContaining({ quantity: 2, product: expect.objectContaining({ name: expect.any(String), image: expect.any(String) }) }));
    expect(page.items[0].user_address).toEqual(expect.objectContaining({ state_name: 'Karnataka', city_name: 'Bangalore' }));
    const second = (await call(t, p.token, 'GET', `/api/order/getOrderByUserId/${p.id}?page=2&pageSize=1`)).json().data;
    expect(second.items.map((o: { unique_id: string }) => o.unique_id)).toEqual([older.unique_id]);
  });

  it("refuses another patient's orders", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await insertOrder(b.id);
    const res = await call(t, a.token, 'GET', `/api/order/getOrderByUserId/${b.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().data).toBeNull();
  });
});

describe('GET order/getOrderDetailsByOrderUniqueId', () => {
  it('tracks an own order with state and city names and the coupon', async () => {
    const p = await signUp(t);
    const coupon = await t.db.selectFrom('coupons').select(['id', 'discount', 'discount_type']).executeTakeFirst();
    const order = await insertOrder(p.id, { coupon_id: coupon?.id ?? null });
    const res = await call(t, p.token, 'GET', `/api/order/getOrderDetailsByOrderUniqueId/${order.unique_id}/${p.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual(expect.objectContaining({ unique_id: order.unique_id, status: 1, user_address: expect.objectContaining({ state_name: 'Karnataka', city_name: 'Bangalore' }) }));
    if (coupon) {
      expect(data.coupon).toEqual({ discount_type: coupon.discount_type, discount: coupon.discount });
      expect(orderViewDiscount(data.coupon, data.total_price)).toBeGreaterThan(0);
    }
  });

  it("answers 'No order found in this tracking Id' for unknown ids and other patients' orders", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const bOrder = await insertOrder(b.id);
    const unpaid = await insertOrder(a.id, { payment_type: '1', payment_status: 'pending' });
    for (const url of [
      `/api/order/getOrderDetailsByOrderUniqueId/NOPE-123/${a.id}`,
      `/api/order/getOrderDetailsByOrderUniqueId/${bOrder.unique_id}/${a.id}`,
      `/api/order/getOrderDetailsByOrderUniqueId/${bOrder.unique_id}/${b.id}`,
      `/api/order/getOrderDetailsByOrderUniqueId/${unpaid.unique_id}/${a.id}`,
    ]) {
      const res = await call(t, a.token, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: MESSAGES.noTrackedOrder, data: null });
    }
  });
});

describe('PUT order/cancel/{uniqueId}', () => {
  it('cancels an own processing order and restores stock in one go; a second cancel is refused', async () => {
    const p = await signUp(t);
    const order = await insertOrder(p.id, { qty: 3 });
    const before = await stockOf(order.productId);
    const res = await call(t, p.token, 'PUT', `/api/order/cancel/${order.unique_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe(4);
    expect(await stockOf(order.productId)).toBe(before + 3);
    const again = await call(t, p.token, 'PUT', `/api/order/cancel/${order.unique_id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PATIENT_MESSAGES.cannotCancel);
    expect(await stockOf(order.productId)).toBe(before + 3);
  });

  it.each([
    [2, 'shipped'],
    [3, 'delivered'],
  ])('refuses a %s (%s) order with 409 and changes nothing', async (status) => {
    const p = await signUp(t);
    const order = await insertOrder(p.id, { status });
    const before = await stockOf(order.productId);
    const res = await call(t, p.token, 'PUT', `/api/order/cancel/${order.unique_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: PATIENT_MESSAGES.cannotCancel, data: null });
    expect(await stockOf(order.productId)).toBe(before);
  });

  it("cannot cancel another patient's order", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const order = await insertOrder(b.id);
    const before = await stockOf(order.productId);
    expect((await call(t, a.token, 'PUT', `/api/order/cancel/${order.unique_id}`)).statusCode).toBe(404);
    const row = await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
    expect(await stockOf(order.productId)).toBe(before);
  });
});
