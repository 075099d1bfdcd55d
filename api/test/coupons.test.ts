import { createTestApp, type TestApp } from './helpers/test-app';
import { restrictedProduct, freeProducts } from './support/checkout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET coupon/getCouponDetails/{code}', () => {
  it('returns a known coupon (any case)', async () => {
    const body = (await t.app.inject({ url: '/api/coupon/getCouponDetails/flat100' })).json();
    expect(body).toEqual({ success: true, message: 'ok', data: expect.objectContaining({ code: 'FLAT100', discount: 100, discount_type: 1, expire_date: '2099-12-31' }) });
  });
  it('returns expired and no-expiry coupons as they are (the client judges expiry)', async () => {
    expect((await t.app.inject({ url: '/api/coupon/getCouponDetails/MONSOON15' })).json().data.expire_date).toBe('2023-08-31');
    expect((await t.app.inject({ url: '/api/coupon/getCouponDetails/WELCOME50' })).json().data.expire_date).toBe('');
  });
  it("answers an unknown code with success false 'Invalid Coupon'", async () => {
    const res = await t.app.inject({ url: '/api/coupon/getCouponDetails/NOPE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, message: 'Invalid Coupon', data: null });
  });
  it('refuses an empty code', async () => {
    const res = await t.app.inject({ url: '/api/coupon/getCouponDetails/' });
    expect(res.json().success).toBe(false);
  });
});

describe('GET product-locations/getByProductAndLocation/{ids}/{pincode}', () => {
  it('lists, per product, its location entries (empty when unrestricted)', async () => {
    const restricted = await restrictedProduct(t);
    const [free] = await freeProducts(t);
    const body = (await t.app.inject({ url: `/api/product-locations/getByProductAndLocation/${restricted.id},${free.id}/${restricted.pincodes[0]}` })).json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(2);
    expect(body.data[0].map((e: { pincode: string }) => e.pincode)).toEqual(restricted.pincodes);
    expect(body.data[0].some((e: { deliverable: boolean }) => e.deliverable)).toBe(true);
    expect(body.data[1]).toEqual([]);
  });
  it('validates the ids and the pincode', async () => {
    expect((await t.app.inject({ url: '/api/product-locations/getByProductAndLocation/1,x/110001' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/product-locations/getByProductAndLocation/1/1100' })).statusCode).toBe(400);
  });
});
