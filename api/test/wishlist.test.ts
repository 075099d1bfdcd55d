import { createTestApp, type TestApp } from './helpers/test-app';
import { otherPatientToken, patientToken } from './helpers/storefront-patients';

let t: TestApp;
let a: { token: string; id: number };
let b: { token: string; id: number };
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await patientToken(t);
  b = await otherPatientToken(t);
  productId = (await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const wishlistOf = (userId: number) => t.db.selectFrom('wishlist_items').selectAll().where('user_id', '=', userId).execute();

describe('wishlist', () => {
  it('needs a patient token', async () => {
    expect((await call(null, 'GET', 'wishlist/getAllWishlist')).statusCode).toBe(401);
  });

  it('adds once, finds, counts and lists', async () => {
    const add = await call(a.token, 'POST', 'wishlist/addToWishlist', { product_id: productId, user_id: a.id });
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toMatchObject({ product_id: productId, user_id: a.id, product: { name: expect.any(String) } });
    await call(a.token, 'POST', 'wishlist/addToWishlist', { product_id: productId, user_id: a.id });
    expect(await wishlistOf(a.id)).toHaveLength(1);
    expect((await call(a.token, 'GET', `wishlist/getByUserIdAndProductId/${a.id}/${productId}`)).json().data).toMatchObject({ product_id: productId });
    expect((await call(a.token, 'GET', `wishlist/getByUserIdAndProductId/${a.id}/${productId + 1}`)).json().data).toBeNull();
    expect((await call(a.token, 'GET', `wishlist/getWishListCountByuserId/${a.id}`)).json().data).toEqual({ count: 1 });
    expect((await call(a.token, 'GET', `wishlist/getWishListByuserId/${a.id}`)).json().data).toHaveLength(1);
    expect((await call(a.token, 'GET', 'wishlist/getAllWishlist')).json().data).toHaveLength(1);
  });

  it("keeps patient B out of patient A's wishlist", async () => {
    const before = await wishlistOf(a.id);
    expect((await call(b.token, 'GET', 'wishlist/getAllWishlist')).json().data).toEqual([]);
    expect((await call(b.token, 'GET', `wishlist/getWishListByuserId/${a.id}`)).statusCode).toBe(403);
    expect((await call(b.token, 'GET', `wishlist/getWishListCountByuserId/${a.id}`)).statusCode).toBe(403);
    expect((await call(b.token, 'GET', `wishlist/getByUserIdAndProductId/${a.id}/${productId}`)).statusCode).toBe(403);
    expect((await call(b.token, 'POST', 'wishlist/addToWishlist', { product_id: productId, user_id: a.id })).statusCode).toBe(403);
    expect((await call(b.token, 'DELETE', `wishlist/deleteItem/${before[0].id}`)).statusCode).toBe(404);
    expect(await wishlistOf(a.id)).toEqual(before);
    expect(await wishlistOf(b.id)).toEqual([]);
  });

  it('deletes the caller\'s own item', async () => {
    const [item] = await wishlistOf(a.id);
    expect((await call(a.token, 'DELETE', `wishlist/deleteItem/${item.id}`)).statusCode).toBe(200);
    expect(await wishlistOf(a.id)).toEqual([]);
  });
});

describe('newsletter', () => {
  it('answers the success message (double opt-in: again until confirmed, see mail-accounts.test); refuses a bad email', async () => {
    const ok = await call(null, 'POST', 'subscribe/send-email', { email: 'Reader@Example.com' });
    expect(ok.json()).toMatchObject({ success: true, message: 'Thank you for subscribing to our newsletter!' });
    const again = await call(null, 'POST', 'subscribe/send-email', { email: 'reader@example.com' });
    expect(again.json()).toMatchObject({ success: true, message: 'Thank you for subscribing to our newsletter!' });
    const bad = await call(null, 'POST', 'subscribe/send-email', { email: 'nope' });
    expect(bad.json()).toMatchObject({ success: false, message: 'Please Enter Valid Email' });
  });
});
