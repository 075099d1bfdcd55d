/**
 * Sellers verified before they sell (issue 33): a new registration is pending and shows nothing to shoppers
 * (listing, search, suggest, details, cart, orders); only the house seller lists, checks and decides; every
 * decision is mailed; approving shows the products and suspending hides them again.
 */
import { sql } from 'kysely';
import { SELLER_VERIFICATION_MESSAGES as V } from 'shared-lib/domain';
import { call } from './helpers/patients';
import { createdProduct, houseSellerToken, registeredSeller } from './helpers/sellers';
import { patientToken } from './helpers/storefront-patients';
import { createTestApp, type TestApp } from './helpers/test-app';
import { guestPayload, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from './support/checkout';

let t: TestApp;
let house: string;
let pending: Awaited<ReturnType<typeof registeredSeller>>;
let product: Awaited<ReturnType<typeof createdProduct>>;
const NAME = 'Brahmi Verification Test';

beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  house = await houseSellerToken(t);
  pending = await registeredSeller(t, { verified: false });
  product = await createdProduct(t, pending.token, NAME);
});
afterAll(async () => t.close());

const decide = (token: string | null, sellerId: number, body: object) => call(t, token, 'PUT', `/api/seller/sellers/${sellerId}/verification`, body);
const catalogueVersion = async () => Number((await sql<{ version: number | string }>`select version from catalogue_version where id = 1`.execute(t.db)).rows[0].version);

/** What a shopper sees of the product: in a name search, in suggestions, its details, a cart add, an order. */
async function shopperView() {
  const search = await t.app.inject({ method: 'POST', url: '/api/product/filterProduct', payload: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: NAME } });
  const suggest = await t.app.inject({ method: 'GET', url: `/api/product/suggest?q=${encodeURIComponent('Brahmi Verification')}` });
  const details = await t.app.inject({ method: 'GET', url: `/api/product/getProductDetails/${product.id}` });
  const patient = await patientToken(t);
  const cart = await call(t, patient.token, 'POST', '/api/cart/addToCart', { product_id: product.id, quantity: 1 });
  if (cart.statusCode === 200) await call(t, patient.token, 'DELETE', `/api/cart/delete/${cart.json().data.id}`);
  const order = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: await guestPayload(t, [{ product, quantity: 1 }]) });
  return {
    listed: JSON.stringify(search.json().data).includes(NAME),
    suggested: suggest.body.includes(NAME),
    details: details.statusCode,
    cart: cart.statusCode,
    order: order.statusCode,
  };
}

describe('a new seller', () => {
  it('is pending: it can log in and prepare products, but shoppers see none of them', async () => {
    const profile = (await call(t, pending.token, 'GET', '/api/seller/profile')).json().data;
    expect(profile).toEqual(expect.objectContaining({ verification_status: 'pending', verification_reason: null }));
    // the seller sees its own product as on sale (its choice)
    expect(product.on_sale).toBe(true);
    expect((await call(t, pending.token, 'GET', '/api/seller/products')).json().data.items[0]).toEqual(expect.objectContaining({ id: product.id, on_sale: true }));
    expect(await shopperView()).toEqual({ listed: false, suggested: false, details: 404, cart: 404, order: 400 });
  });
});

describe('who may verify', () => {
  it('lets only the house seller list registrations, see the PAN image and decide', async () => {
    const other = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: 'seller@demo.in', password: 'Seller@123', role: 3 } });
    const sellerToken = other.json().token as string;
    const patient = await patientToken(t);
    for (const token of [sellerToken, pending.token]) {
      expect((await call(t, token, 'GET', '/api/seller/sellers?status=pending')).json()).toEqual({ success: false, message: V.houseOnly, data: null });
      expect((await call(t, token, 'GET', `/api/seller/sellers/${pending.sellerId}/pan-image`)).statusCode).toBe(403);
      expect((await decide(token, pending.sellerId, { decision: 'approve' })).statusCode).toBe(403);
    }
    expect((await call(t, patient.token, 'GET', '/api/seller/sellers')).statusCode).toBe(403);
    expect((await call(t, null, 'GET', '/api/seller/sellers')).statusCode).toBe(401);
    expect((await decide(null, pending.sellerId, { decision: 'approve' })).statusCode).toBe(401);

    const list = (await call(t, house, 'GET', '/api/seller/sellers?status=pending')).json().data as Array<Record<string, unknown>>;
    expect(list.find((s) => s.id === pending.sellerId)).toEqual(
      expect.objectContaining({ gst_number: pending.fields.gst_number, pan_number: pending.fields.pan_number, has_pan_image: true, verification_status: 'pending', products: 1, sells_prescription_classes: false }),
    );
    // the demo sellers are verified
    expect(list.some((s) => s.email === 'seller@demo.in')).toBe(false);
    const verified = (await call(t, house, 'GET', '/api/seller/sellers?status=verified')).json().data as Array<Record<string, unknown>>;
    expect(verified.some((s) => s.email === 'seller@demo.in')).toBe(true);

    const pan = await call(t, house, 'GET', `/api/seller/sellers/${pending.sellerId}/pan-image`);
    expect(pan.statusCode).toBe(200);
    expect(pan.headers['content-type']).toBe('image/png');
    expect(pan.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the house seller decides', () => {
  const outbox = (to: string) => t.db.selectFrom('outbox').select(['subject', 'text_body']).where('recipient', '=', to).where('template', '=', 'seller-verification').orderBy('id').execute();

  it('needs a reason to reject, mails the reason, and refuses decisions that do not fit the state', async () => {
    const second = await registeredSeller(t, { verified: false });
    expect((await decide(house, second.sellerId, { decision: 'reject' })).json()).toEqual({ success: false, message: V.reasonRequired, data: null });
    expect((await decide(house, second.sellerId, { decision: 'reject', reason: '  ok ' })).statusCode).toBe(400);
    const rejected = await decide(house, second.sellerId, { decision: 'reject', reason: 'The PAN image does not match the PAN number' });
    expect(rejected.json()).toEqual({ success: true, message: V.rejected, data: null });
    expect((await call(t, second.token, 'GET', '/api/seller/profile')).json().data).toEqual(expect.objectContaining({ verification_status: 'rejected', verification_reason: 'The PAN image does not match the PAN number' }));
    const mails = await outbox(second.fields.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your seller registration was not approved']);
    expect(mails[0].text_body).toContain('Reason: The PAN image does not match the PAN number');
    // a rejected seller cannot be suspended or rejected again
    expect((await decide(house, second.sellerId, { decision: 'suspend', reason: 'Too many complaints' })).statusCode).toBe(409);
    expect((await decide(house, second.sellerId, { decision: 'reject', reason: 'Again and again' })).statusCode).toBe(409);
    // the house seller itself is never decided on
    const houseRow = await t.db.selectFrom('sellers').select('id').where('is_house', '=', 1).executeTakeFirstOrThrow();
    expect((await decide(house, houseRow.id, { decision: 'suspend', reason: 'Not possible' })).json()).toEqual({ success: false, message: V.houseNotDecided, data: null });
  });

  it('approving shows the products to shoppers (the catalogue version moves); suspending hides them again', async () => {
    const before = await catalogueVersion();
    const approved = await decide(house, pending.sellerId, { decision: 'approve' });
    expect(approved.json()).toEqual({ success: true, message: V.approved, data: null });
    expect(await catalogueVersion()).toBeGreaterThan(before);
    expect(await shopperView()).toEqual({ listed: true, suggested: true, details: 200, cart: 200, order: 200 });
    // two approvals at once: one wins, the other is refused
    expect((await decide(house, pending.sellerId, { decision: 'approve' })).statusCode).toBe(409);

    // the seller's own choice still counts: off sale stays off sale
    expect((await call(t, pending.token, 'PUT', `/api/seller/products/${product.id}/sale`, { on_sale: false })).statusCode).toBe(200);
    expect((await shopperView()).listed).toBe(false);
    expect((await call(t, pending.token, 'PUT', `/api/seller/products/${product.id}/sale`, { on_sale: true })).statusCode).toBe(200);

    const suspended = await decide(house, pending.sellerId, { decision: 'suspend', reason: 'Expired drug licence reported' });
    expect(suspended.json().message).toBe(V.suspended);
    expect(await shopperView()).toEqual({ listed: false, suggested: false, details: 404, cart: 404, order: 400 });
    // while suspended, putting a product on sale does not show it
    expect((await call(t, pending.token, 'PUT', `/api/seller/products/${product.id}/sale`, { on_sale: true })).json().data.on_sale).toBe(true);
    expect((await shopperView()).details).toBe(404);

    const mails = await outbox(pending.fields.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your seller account is verified', 'Your seller account is suspended']);
    expect(mails[1].text_body).toContain('Reason: Expired drug licence reported');
  });
});
