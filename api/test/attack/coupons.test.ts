/** Coupons (issue 24): a minimum order value, per-customer and total limits enforced atomically, set by the house seller. */
import { ACCOUNT_SAFETY_MESSAGES as A } from 'shared-lib/domain';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { couponByCode, freeProducts, guestPayload, type TestProduct, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from '../support/checkout';
import { bearer, DEMO, expectRefused, login, unchanged } from './support';

let t: TestApp;
let products: TestProduct[];
beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  products = await freeProducts(t);
});
afterAll(async () => t.close());

type CouponRow = Awaited<ReturnType<typeof couponByCode>>;
const place = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload, headers });
/** Lines of one product (at most 5 units, the pay-on-delivery cap) reaching at least `subtotal` rupees, or staying below it. */
function linesFor(subtotal: number, reach: boolean) {
  if (!reach) {
    const product = products.find((p) => p.sales_price < subtotal)!;
    return [{ product, quantity: Math.max(1, Math.min(5, Math.floor((subtotal - 1) / product.sales_price))) }];
  }
  const product = products.find((p) => p.sales_price * 5 >= subtotal)!;
  return [{ product, quantity: Math.ceil(subtotal / product.sales_price) }];
}
const withCoupon = async (coupon: CouponRow, reach = 999, email = 'guest@example.in') => ({ ...(await guestPayload(t, linesFor(reach, true), '560034', coupon)), email });

describe('minimum order value', () => {
  it('FLAT100 is refused below ₹999 with a clear message, and taken from ₹999; the look-up states the minimum', async () => {
    const flat = await couponByCode(t, 'FLAT100');
    const small = await guestPayload(t, linesFor(999, false), '560034', flat);
    expect(small.total_price).toBeLessThan(999);
    expectRefused(await unchanged(t, () => place(small)), 400, A.couponMinOrder(999));
    const big = await withCoupon(flat, 999, 'flat.buyer@example.in');
    expect(big.total_price).toBeGreaterThanOrEqual(999);
    expect((await place(big)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/coupon/getCouponDetails/FLAT100' })).json().data.min_order_value).toBe(999);
  });
});

describe('per-customer limit', () => {
  it('WELCOME50 works once per patient and once per guest e-mail', async () => {
    const welcome = await couponByCode(t, 'WELCOME50');
    const patient = await login(t, 'patient', DEMO.patient.email, DEMO.patient.password);
    expect((await place(await withCoupon(welcome, 1), bearer(patient.token))).statusCode).toBe(200);
    expectRefused(await unchanged(t, async () => place(await withCoupon(welcome, 1), bearer(patient.token))), 400, A.couponUsedByYou);
    expect((await place(await withCoupon(welcome, 1, 'once@example.in'))).statusCode).toBe(200);
    expectRefused(await unchanged(t, async () => place(await withCoupon(welcome, 1, 'ONCE@example.in'))), 400, A.couponUsedByYou);
  });
});

describe('total limit under concurrency', () => {
  it('of eight concurrent orders for the last use, exactly one gets the coupon', async () => {
    await t.db.insertInto('coupons').values({ code: 'LAST1', discount: 10, discount_type: 1, expire_date: '2099-12-31', description: 'one use', is_active: 1, max_uses: 1 }).execute();
    const coupon = await couponByCode(t, 'LAST1');
    const payloads = await Promise.all(Array.from({ length: 8 }, (_, i) => withCoupon(coupon, 1, `racer${i}@example.in`)));
    const answers = await Promise.all(payloads.map((payload) => place(payload)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expectRefused(refused, 400, A.couponUsedUp);
    const used = await t.db.selectFrom('orders').select('id').where('coupon_id', '=', coupon.id).execute();
    expect(used).toHaveLength(1);
  });
});

describe('the house seller sets the limits', () => {
  it('house seller only; other sellers and patients are refused with nothing changed', async () => {
    const house = await login(t, 'seller', 'house.seller@demo.in', 'House@123');
    const seller = await login(t, 'seller', DEMO.seller.email, DEMO.seller.password);
    const patient = await login(t, 'patient', DEMO.patient.email, DEMO.patient.password);
    const ayur = await couponByCode(t, 'AYUR10');
    const set = (token: string) => t.app.inject({ method: 'PUT', url: `/api/seller/coupons/${ayur.id}/limits`, headers: bearer(token), payload: { min_order_value: 500, max_uses: 100, max_uses_per_user: 2 } });
    expectRefused(await unchanged(t, () => set(seller.token)), 403, 'Only the house seller manages coupons');
    expectRefused(await unchanged(t, () => set(patient.token)), 403);
    const done = await set(house.token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual(expect.objectContaining({ code: 'AYUR10', min_order_value: 500, max_uses: 100, max_uses_per_user: 2, uses: expect.any(Number) }));
    const list = await t.app.inject({ url: '/api/seller/coupons', headers: bearer(house.token) });
    expect(list.json().data.find((c: { code: string }) => c.code === 'WELCOME50')).toEqual(expect.objectContaining({ max_uses_per_user: 1 }));
    expect((await t.app.inject({ url: '/api/seller/coupons', headers: bearer(seller.token) })).statusCode).toBe(403);
  });
});
