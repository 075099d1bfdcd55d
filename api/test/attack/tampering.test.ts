/** Tampered orders, quantities, coupons and payments are refused and change nothing; a paid cancel owes a refund. */
import { SANDBOX_SALT_INDEX, SANDBOX_SALT_KEY } from '../../src/integrations/payment/config';
import { responseChecksum, toBase64 } from '../../src/integrations/payment/protocol';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { couponByCode, freeProducts, guestPayload, loginPatient, pricedPayload, type TestProduct, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from '../support/checkout';
import { bearer, expectRefused, unchanged } from './support';

let t: TestApp;
let products: TestProduct[];
beforeAll(async () => {
  t = await createTestApp({ paymentSandbox: true, rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  products = await freeProducts(t);
});
afterAll(async () => t.close());

const place = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload, headers });
const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('price and total tampering', () => {
  it.each([
    ['total_price', 0],
    ['order_total_price', 1],
    ['tax', 0],
    ['shipping_charges', 0],
    ['discount_price', 100],
  ])('%s sent as %p is refused', async (field, value) => {
    const payload = { ...(await guestPayload(t, [{ product: products[0], quantity: 2 }])), [field]: value };
    expectRefused(await unchanged(t, () => place(payload)), 400, /Order totals do not match/);
  });

  it('a line price of 1 rupee is refused', async () => {
    const payload = await guestPayload(t, [{ product: products[0], quantity: 1 }]);
    payload.cart[0].sales_price = 1;
    expectRefused(await unchanged(t, () => place(payload)), 400, /The price of .* is ₹/);
  });
});

describe('bad quantities', () => {
  it.each([-1, 0, 1.5, 11, 1e9])('quantity %p is refused', async (quantity) => {
    const payload = await guestPayload(t, [{ product: products[1], quantity: 1 }]);
    payload.cart[0].quantity = quantity;
    expectRefused(await unchanged(t, () => place(payload)), 400);
  });
});

describe('mass assignment on an order', () => {
  it('status, payment status, user id and ids sent by the client are ignored or refused', async () => {
    const payload = { ...(await guestPayload(t, [{ product: products[2], quantity: 1 }])), status: 3, payment_status: 'paid', refund_status: 'refunded', id: 1, unique_id: 'AYB-MINE', confirm_token_hash: null };
    const res = await place(payload);
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('orders').selectAll().where('unique_id', '=', res.json().data.unique_id).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ status: 1, payment_status: 'cod', refund_status: null, user_id: null }));
    expect(row.unique_id).not.toBe('AYB-MINE');
    expect(row.confirm_token_hash).not.toBeNull();
    expectRefused(await unchanged(t, async () => place({ ...(await guestPayload(t, [{ product: products[2], quantity: 1 }])), user_id: 1 })), 401);
  });
});

describe('coupons', () => {
  const withCoupon = async (coupon: { id: number; code?: string; discount: number; discount_type: number }, product = products[3]) => guestPayload(t, [{ product, quantity: 2 }], '560034', coupon);

  it('a coupon named only by a numeric id is refused (ids cannot be tried one by one)', async () => {
    const coupon = await couponByCode(t, 'WELCOME50');
    expectRefused(await unchanged(t, async () => place(await withCoupon({ ...coupon, code: undefined }))), 400, 'Invalid Coupon');
  });

  it('a forged code, or a code that does not match the id, is refused', async () => {
    const coupon = await couponByCode(t, 'WELCOME50');
    expectRefused(await unchanged(t, async () => place(await withCoupon({ ...coupon, code: 'FREE100' }))), 400, 'Invalid Coupon');
    expectRefused(await unchanged(t, async () => place(await withCoupon({ ...coupon, id: coupon.id + 1 }))), 400, 'Invalid Coupon');
  });

  it('expired and unpublished coupons are refused, in ordering and in the look-up', async () => {
    expectRefused(await unchanged(t, async () => place(await withCoupon(await couponByCode(t, 'MONSOON15')))), 400, 'Coupon has been expired');
    await t.db.insertInto('coupons').values({ code: 'HIDDEN90', discount: 90, discount_type: 2, expire_date: null, description: 'draft', is_active: 0 }).execute();
    const hidden = await couponByCode(t, 'HIDDEN90');
    expectRefused(await unchanged(t, async () => place(await withCoupon(hidden))), 400, 'Invalid Coupon');
    expect((await t.app.inject({ url: '/api/coupon/getCouponDetails/HIDDEN90' })).json()).toEqual({ success: false, message: 'Invalid Coupon', data: null });
  });

  it('over-used coupons are refused: total limit and per-user (guest e-mail) limit', async () => {
    await t.db.insertInto('coupons').values({ code: 'ONCEEACH', discount: 10, discount_type: 1, expire_date: null, description: 'once per buyer', is_active: 1, max_uses: 2, max_uses_per_user: 1 }).execute();
    const coupon = await couponByCode(t, 'ONCEEACH');
    expect((await place(await withCoupon(coupon, products[4]))).statusCode).toBe(200);
    expectRefused(await unchanged(t, async () => place(await withCoupon(coupon, products[4]))), 400, 'You have already used this coupon');
    const other = { ...(await withCoupon(coupon, products[4])), email: 'second.buyer@example.in' };
    expect((await place(other)).statusCode).toBe(200);
    const third = { ...(await withCoupon(coupon, products[4])), email: 'third.buyer@example.in' };
    expectRefused(await unchanged(t, () => place(third)), 400, 'This coupon has been used up');
  });
});

describe('payments', () => {
  async function paidOrder() {
    const { token, id: userId } = await loginPatient(t);
    const address = await t.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const payload = { ...pricedPayload([{ product: products[5], quantity: 1 }]), payment_type: '1', address_id: address.id, user_id: userId, name: 'Aarav Patel', email: 'patient@demo.in', mobile: '9000000001' };
    const res = await t.app.inject({ method: 'POST', url: '/pay/phonepe/create', payload, headers: bearer(token) });
    const { merchantTransactionId: id, order } = res.json().data;
    return { token, id: id as string, order: order as { unique_id: string; order_total_price: number } };
  }

  it('an order is never marked paid without the verified status check; a replayed callback changes nothing', async () => {
    const { id, order } = await paidOrder();
    const payment = await t.db.selectFrom('payments').selectAll().where('merchant_transaction_id', '=', id).executeTakeFirstOrThrow();
    const claim = toBase64({ success: true, code: 'PAYMENT_SUCCESS', message: 'ok', data: { merchantId: 'AYURSANDBOX', merchantTransactionId: id, amount: payment.amount_paise, state: 'COMPLETED' } });
    const signed = { response: claim };
    const headers = { 'x-verify': responseChecksum(claim, SANDBOX_SALT_KEY, SANDBOX_SALT_INDEX) };
    // signed but not paid at the provider: still pending
    expect((await t.app.inject({ method: 'POST', url: '/pay/phonepe/callback', payload: signed, headers })).json()).toEqual({ success: true, message: 'pending' });
    const state = async () => (await t.db.selectFrom('orders').select('payment_status').where('unique_id', '=', order.unique_id).executeTakeFirstOrThrow()).payment_status;
    expect(await state()).toBe('pending');
    await t.app.inject({ method: 'POST', url: `/pay/sandbox/checkout/${id}/complete`, ...form({ decision: 'pay' }) });
    expect(await state()).toBe('paid');
    const replay = await unchanged(t, () => t.app.inject({ method: 'POST', url: '/pay/phonepe/callback', payload: signed, headers }));
    expect(replay.json()).toEqual({ success: true, message: 'paid' });
    expectRefused(await unchanged(t, () => t.app.inject({ method: 'POST', url: '/pay/phonepe/callback', payload: signed, headers: { 'x-verify': 'f'.repeat(64) + '###1' } })), 400, 'Checksum mismatch');
  });

  it('cancelling a paid order records the refund owed and tells the buyer', async () => {
    const { id, order, token } = await paidOrder();
    await t.app.inject({ method: 'POST', url: `/pay/sandbox/checkout/${id}/complete`, ...form({ decision: 'pay' }) });
    const res = await t.app.inject({ method: 'PUT', url: `/api/order/cancel/${order.unique_id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Your order has been cancelled. A refund of ₹${order.order_total_price} will be made to your original payment method within 5-7 working days.`);
    const row = await t.db.selectFrom('orders').select(['status', 'refund_status', 'refund_amount']).where('unique_id', '=', order.unique_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 4, refund_status: 'due', refund_amount: order.order_total_price });
  });
});

describe('without PAYMENT_SANDBOX', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => plain.close());

  it('the sandbox does not exist, online payment answers 503 and nothing is written', async () => {
    expect((await plain.app.inject({ url: '/pay/sandbox/checkout/MT1' })).statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'POST', url: '/pay/sandbox/checkout/MT1/complete', ...form({ decision: 'pay' }) })).statusCode).toBe(404);
    const payload = { ...(await guestPayload(plain, [{ product: products[0], quantity: 1 }])), payment_type: '1' };
    expectRefused(await unchanged(plain, () => plain.app.inject({ method: 'POST', url: '/pay/phonepe/create', payload })), 503, 'Online payment is not available at the moment. Please choose Pay on Delivery.');
    const health = (await plain.app.inject({ url: '/api/health' })).json();
    expect(health.data.paymentSandbox).toBe(false);
  });
});
