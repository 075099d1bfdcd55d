import { createTestApp, type TestApp } from './helpers/test-app';
import { computeTotals, EMPTY_CUSTOMER, validateCustomer, type CustomerValues } from 'shared-lib/domain';
import { counts, couponByCode, freeProducts, guestPayload, loginPatient, pricedPayload, restrictedProduct, somePlace, stockOf, type TestProduct, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from './support/checkout';

let t: TestApp;
let products: TestProduct[];
beforeAll(async () => {
  // this file checks ordering rules, not rate limits (the attack suite checks those with the defaults)
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  products = await freeProducts(t);
});
afterAll(async () => t.close());

const place = (payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: payload as object, headers });

describe('POST order/placeOrder: guest', () => {
  it('places a pay-on-delivery order with server totals, a unique id, status Processing and decremented stock', async () => {
    const product = products[0];
    const before = await stockOf(t, product.id);
    const payload = await guestPayload(t, [{ product, quantity: 2 }]);
    const res = await place(payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Order placed successfully.');
    expect(body.data.unique_id).toMatch(/^AYB-[A-Z2-9]{10}$/);
    expect(body.data).toEqual(expect.objectContaining({ status: 1, payment_status: 'cod', order_total_price: payload.order_total_price, user_id: null }));
    expect(await stockOf(t, product.id)).toBe(before - 2);
    const row = await t.db.selectFrom('orders').selectAll().where('unique_id', '=', body.data.unique_id).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ first_name: 'Guest', last_name: 'Buyer', email: 'guest@example.in', mobile: '9876543210', pincode: '560034', tax: payload.tax, total_price: payload.total_price }));
    expect(JSON.parse(row.address)).toEqual({ address_line_1: '12 MG Road', address_line_2: 'Near the park', pincode: '560034' });
  });

  it('gives every order a different unique id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) ids.add((await place(await guestPayload(t, [{ product: products[1], quantity: 1 }]))).json().data.unique_id);
    expect(ids.size).toBe(3);
  });

  it('requires the guest names, email and mobile', async () => {
    const payload = await guestPayload(t, [{ product: products[0], quantity: 1 }]);
    const res = await place({ ...payload, email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The email is mandatory.');
  });

  it("refuses a guest's bad e-mail or mobile with the checkout form's own message, and changes nothing", async () => {
    const product = products[0];
    const before = await stockOf(t, product.id);
    const payload = await guestPayload(t, [{ product, quantity: 1 }]);
    const formSays = (values: Partial<CustomerValues>) => validateCustomer({ ...EMPTY_CUSTOMER, ...values });

    const badEmail = await place({ ...payload, email: 'x@x.x' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please Enter Valid Email');
    expect(badEmail.json().message).toBe(formSays({ email: 'x@x.x' }).email);

    const badMobile = await place({ ...payload, mobile: '0' });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().message).toBe('Please enter a 10-digit mobile number.');
    expect(badMobile.json().message).toBe(formSays({ mobile: '0' }).mobile);

    expect(await stockOf(t, product.id)).toBe(before);
  });

  it('refuses a guest payload naming a user without a token', async () => {
    const payload = await guestPayload(t, [{ product: products[0], quantity: 1 }]);
    expect((await place({ ...payload, user_id: 1 })).statusCode).toBe(401);
  });
});

describe('tampered figures are refused and nothing is written', () => {
  const cases: Array<[string, (p: Record<string, unknown> & { cart: Array<Record<string, unknown>> }) => void, RegExp]> = [
    ['line price', (p) => (p.cart[0].sales_price = 1), /price of/],
    ['line total', (p) => (p.cart[0].total_price = 1), /line total/],
    ['total price', (p) => (p.total_price = Number(p.total_price) - 10), /total_price sent/],
    ['order total', (p) => (p.order_total_price = 1), /order_total_price sent/],
    ['tax', (p) => (p.tax = Number(p.tax) - 1), /tax sent/],
    ['shipping', (p) => (p.shipping_charges = 0), /shipping_charges sent/],
    ['discount', (p) => (p.discount_price = 500), /discount_price sent/],
  ];
  it.each(cases)('%s', async (_name, tamper, message) => {
    const product = products[0]; // cheapest: under 500, so shipping is charged
    const payload = (await guestPayload(t, [{ product, quantity: 1 }])) as unknown as Record<string, unknown> & { cart: Array<Record<string, unknown>> };
    expect(payload.shipping_charges).toBe(50);
    tamper(payload);
    const before = await counts(t);
    const stock = await stockOf(t, product.id);
    const res = await place(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.stringMatching(message), data: null });
    expect(await counts(t)).toEqual(before);
    expect(await stockOf(t, product.id)).toBe(stock);
  });
});

describe('coupons at ordering', () => {
  it('applies a flat coupon (type 1) and a percent coupon (type 2) as computed by shared-lib', async () => {
    for (const code of ['FLAT100', 'AYUR10', 'WELCOME50']) {
      const coupon = await couponByCode(t, code);
      // FLAT100 needs a cart of ₹999 or more (issue 24): 3 units of a product priced so
      const product = products.find((p) => p.sales_price * 3 >= 999)!;
      const payload = await guestPayload(t, [{ product, quantity: 3 }], '560034', coupon);
      const expected = computeTotals(payload.cart, coupon);
      expect(payload.discount_price).toBe(expected.discount);
      const res = await place(payload);
      expect(res.statusCode).toBe(200);
      const row = await t.db.selectFrom('orders').selectAll().where('unique_id', '=', res.json().data.unique_id).executeTakeFirstOrThrow();
      expect(row).toEqual(expect.objectContaining({ coupon_id: coupon.id, discount_price: expected.discount, order_total_price: expected.orderTotal }));
    }
  });

  it('refuses an expired coupon and an unknown coupon id', async () => {
    const expired = await couponByCode(t, 'MONSOON15');
    const before = await counts(t);
    const res = await place(await guestPayload(t, [{ product: products[5], quantity: 1 }], '560034', expired));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Coupon has been expired');
    const unknown = await place({ ...(await guestPayload(t, [{ product: products[5], quantity: 1 }])), coupon_id: 99999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Invalid Coupon');
    expect(await counts(t)).toEqual(before);
  });

  it('accepts a coupon that expires today (India)', async () => {
    const { indianToday } = await import('shared-lib/domain');
    await t.db.insertInto('coupons').values({ code: 'TODAY5', discount: 5, discount_type: 2, expire_date: indianToday(), description: 'today', is_active: 1 }).execute();
    const coupon = await couponByCode(t, 'TODAY5');
    expect((await place(await guestPayload(t, [{ product: products[6], quantity: 2 }], '560034', coupon))).statusCode).toBe(200);
  });
});

describe('delivery rule', () => {
  it('refuses a restricted product for another pincode and accepts it for an allowed one', async () => {
    const product = await restrictedProduct(t);
    const before = await counts(t);
    const blocked = await place(await guestPayload(t, [{ product, quantity: 1 }], '999999'));
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toContain('This product is not available on your location. Please remove this from cart to proceed.');
    expect(await counts(t)).toEqual(before);
    const allowed = await place(await guestPayload(t, [{ product, quantity: 1 }], product.pincodes[0]));
    expect(allowed.statusCode).toBe(200);
  });
});

describe('patients', () => {
  it('orders to a saved address and empties the server cart', async () => {
    const { token, id } = await loginPatient(t);
    const address = await t.db.selectFrom('addresses').selectAll().where('user_id', '=', id).orderBy('is_default', 'desc').executeTakeFirstOrThrow();
    await t.db.insertInto('cart_items').values({ user_id: id, product_id: products[2].id, quantity: 1, price: products[2].sales_price }).execute();
    const payload = { ...pricedPayload([{ product: products[2], quantity: 1 }]), address_id: address.id, user_id: id, name: 'Aarav Patel', email: 'patient@demo.in', mobile: '9000000001' };
    const res = await place(payload, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user_id).toBe(id);
    const row = await t.db.selectFrom('orders').selectAll().where('unique_id', '=', res.json().data.unique_id).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ address_id: address.id, pincode: address.pincode, first_name: 'Aarav', last_name: 'Patel' }));
    expect(await t.db.selectFrom('cart_items').select('id').where('user_id', '=', id).execute()).toEqual([]);
  });

  it('orders to a new address', async () => {
    const { token, id } = await loginPatient(t);
    const payload = { ...pricedPayload([{ product: products[3], quantity: 2 }]), ...(await somePlace(t)), address: { address_line_1: '5 Lake View', address_line_2: '', pincode: '560001' }, user_id: id };
    const res = await place(payload, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('orders').selectAll().where('unique_id', '=', res.json().data.unique_id).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ user_id: id, address_id: null, pincode: '560001', email: 'patient@demo.in' }));
  });

  it("refuses another user's id and another user's address", async () => {
    const { token, id } = await loginPatient(t);
    const other = await t.db.selectFrom('addresses').select(['id']).where('user_id', '!=', id).executeTakeFirst();
    const base = pricedPayload([{ product: products[3], quantity: 1 }]);
    const forged = await place({ ...base, ...(await somePlace(t)), address: { address_line_1: 'x', pincode: '560001' }, user_id: id + 1 }, { authorization: `Bearer ${token}` });
    expect(forged.statusCode).toBe(403);
    if (other) {
      const res = await place({ ...base, address_id: other.id, user_id: id, name: 'A B', email: 'a@b.in', mobile: '9000000000' }, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(400);
    }
    const bad = await place(base, { authorization: 'Bearer not-a-token' });
    expect(bad.statusCode).toBe(401);
  });
});

describe('idempotency', () => {
  it('answers a repeated Idempotency-Key with the first order', async () => {
    const product = products[4];
    const stock = await stockOf(t, product.id);
    const before = await counts(t);
    const payload = await guestPayload(t, [{ product, quantity: 1 }]);
    const headers = { 'idempotency-key': 'same-key-123' };
    const [first, second] = await Promise.all([place(payload, headers), place(payload, headers)]);
    const third = await place(payload, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.unique_id).toBe(first.json().data.unique_id);
    expect(third.json().data.unique_id).toBe(first.json().data.unique_id);
    expect(third.json().data.replayed).toBe(true);
    expect((await counts(t)).orders).toBe(before.orders + 1);
    expect(await stockOf(t, product.id)).toBe(stock - 1);
  });
});

describe('stock', () => {
  it('50 concurrent orders for the last 5 units give exactly 5 orders and stock 0', async () => {
    const product = products[7];
    await t.db.updateTable('products').set({ in_stock_quantity: 5 }).where('id', '=', product.id).execute();
    const before = await counts(t);
    const payload = await guestPayload(t, [{ product, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 50 }, () => place(payload)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await stockOf(t, product.id)).toBe(0);
    expect((await counts(t)).orders).toBe(before.orders + 5);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toMatch(/in stock/);
  });

  it('refuses more than the stock', async () => {
    const product = products[8];
    await t.db.updateTable('products').set({ in_stock_quantity: 1 }).where('id', '=', product.id).execute();
    const res = await place(await guestPayload(t, [{ product, quantity: 2 }]));
    expect(res.statusCode).toBe(409);
    expect(await stockOf(t, product.id)).toBe(1);
  });
});
