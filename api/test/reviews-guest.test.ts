/**
 * Guest reviews (issue 34): a guest's delivered order is reviewed from the link of its delivery mail, a token
 * signed for one order line: once per line, never with a changed, foreign or expired token, never for a line
 * not delivered or returned, never for a patient's order; photos with the same token.
 */
import { ORDER_STATUS } from 'shared-lib/domain';
import { REVIEW_MESSAGES as M } from 'shared-lib/domain/reviews';
import { signGuestReviewToken } from '../src/services/reviews/guest-link';
import { expectRefused } from './attack/support';
import { sellerLogin } from './helpers/fulfilment';
import { call } from './helpers/patients';
import { newPatient, postPhotos, purchase } from './helpers/reviews';
import { createTestApp, type TestApp } from './helpers/test-app';
import { makePng } from './support/images';

let t: TestApp;
let demo: { token: string; sellerId: number };
beforeAll(async () => {
  t = await createTestApp();
  demo = await sellerLogin(t, 'seller@demo.in', 'Seller@123');
});
afterAll(async () => t.close());

const sign = (orderId: number, productId: number, now = new Date()) => signGuestReviewToken(t.config.jwtSecret, { orderId, productId }, now);
const view = (token: string) => call(t, null, 'GET', `/api/reviews/guest?token=${encodeURIComponent(token)}`);
const write = (token: string, body: Record<string, unknown> = {}) => call(t, null, 'POST', '/api/reviews/guest', { token, rating: 4, title: 'Arrived well packed', body: 'Works for me.', ...body });

/** A product of the demo seller not yet reviewed, other than `skip`. */
async function freshProduct(skip: number[] = []) {
  const row = await t.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('seller_id', '=', demo.sellerId)
    .where('id', 'not in', t.db.selectFrom('reviews').select('product_id'))
    .$if(skip.length > 0, (qb) => qb.where('id', 'not in', skip))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row;
}

describe('a guest reviews from the delivery mail', () => {
  it('the delivered mail of a guest order links each product with a signed token; the link opens the form and reviews once', async () => {
    const product = await freshProduct();
    const orderId = await purchase(t, null, product.id, { status: ORDER_STATUS.shipped });
    const shipment = await t.db.selectFrom('shipments').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect((await call(t, demo.token, 'PUT', `/api/seller/shipments/${shipment.id}/deliver`)).statusCode).toBe(200);
    const { unique_id } = await t.db.selectFrom('orders').select('unique_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    const mail = await t.db.selectFrom('outbox').select('text_body').where('template', '=', 'shipment-delivered').where('subject', 'like', `%${unique_id}%`).executeTakeFirstOrThrow();
    const link = new RegExp(`Review ${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (\\S+)`).exec(mail.text_body)?.[1] ?? '';
    expect(link).toContain(`product-details/${product.id}?review=1&guest=`);
    const token = new URLSearchParams(link.split('?')[1]).get('guest') ?? '';

    expect((await view(token)).json().data).toEqual({ product_id: product.id, product_name: product.name, reviewer_name: 'Test B.', review: null });
    const res = await write(token, { rating: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.objectContaining({ product_id: product.id, rating: 5, reviewer_name: 'Test B.', verified_purchase: true, status: 'published' }));
    const list = (await call(t, null, 'GET', `/api/products/${product.id}/reviews`)).json().data;
    expect(list.summary).toEqual(expect.objectContaining({ average: 5, count: 1 }));
    expect(list.items[0].id).toBe(res.json().data.id);
    // the link now shows the review written; a second review of the line is refused
    expect((await view(token)).json().data.review).toEqual(expect.objectContaining({ id: res.json().data.id }));
    expectRefused(await write(token, { rating: 1 }), 409, M.guestAlreadyReviewed);
    expect((await call(t, null, 'GET', `/api/products/${product.id}/reviews`)).json().data.summary.count).toBe(1);
  });

  it('refuses a changed, foreign, malformed or expired token, with nothing written', async () => {
    const product = await freshProduct();
    const other = await freshProduct([product.id]);
    const orderId = await purchase(t, null, product.id);
    const token = sign(orderId, product.id);
    const [order, item, expires, signature] = token.split('.');
    const before = Number((await t.db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    // another product of the same order, another order, a later expiry: the signature no longer matches
    for (const changed of [[order, String(other.id), expires, signature], [String(orderId + 1), item, expires, signature], [order, item, String(Number(expires) + 86400), signature]].map((p) => p.join('.'))) {
      expectRefused(await write(changed), 404, M.guestLinkInvalid);
      expectRefused(await view(changed), 404, M.guestLinkInvalid);
    }
    // signed with another secret
    expectRefused(await write(signGuestReviewToken('not-the-shop-secret', { orderId, productId: product.id })), 404, M.guestLinkInvalid);
    expectRefused(await write('garbage-token-value'), 404, M.guestLinkInvalid);
    expect((await write('short')).statusCode).toBe(400);
    // a token made 91 days ago has expired
    const old = sign(orderId, product.id, new Date(Date.now() - 91 * 86_400_000));
    expectRefused(await write(old), 410, M.guestLinkExpired);
    expectRefused(await view(old), 410, M.guestLinkExpired);
    expect(Number((await t.db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
    // the genuine token still works
    expect((await write(token)).statusCode).toBe(200);
  });

  it('refuses a line not delivered or fully returned, a product not in the order, and a patient order', async () => {
    const product = await freshProduct();
    const shipped = await purchase(t, null, product.id, { status: ORDER_STATUS.shipped });
    expectRefused(await write(sign(shipped, product.id)), 403, M.guestNotEligible);
    expectRefused(await view(sign(shipped, product.id)), 403, M.guestNotEligible);
    const returned = await purchase(t, null, product.id, { quantity: 2, returned: 2 });
    expectRefused(await write(sign(returned, product.id)), 403, M.guestNotEligible);
    const partly = await purchase(t, null, product.id, { quantity: 2, returned: 1 });
    const other = await freshProduct([product.id]);
    expectRefused(await write(sign(partly, other.id)), 404, M.guestLinkInvalid);
    const patient = await newPatient(t, 'Signed', 'In');
    const patientOrder = await purchase(t, patient.id, product.id);
    expectRefused(await write(sign(patientOrder, product.id)), 404, M.guestLinkInvalid);
    expect((await write(sign(partly, product.id))).statusCode).toBe(200);
  });

  it('two orders of the same guest product are two order lines: each reviewed once; twenty concurrent attempts leave one', async () => {
    const product = await freshProduct();
    const first = await purchase(t, null, product.id);
    const second = await purchase(t, null, product.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => write(sign(first, product.id))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    expect((await write(sign(second, product.id))).statusCode).toBe(200);
    expect((await call(t, null, 'GET', `/api/products/${product.id}/reviews`)).json().data.summary.count).toBe(2);
  });

  it('adds photos with the token (at most 3), never to a line not yet reviewed', async () => {
    const product = await freshProduct();
    const orderId = await purchase(t, null, product.id);
    const token = sign(orderId, product.id);
    const png = { data: makePng(), filename: 'pack.png' };
    expectRefused(await postPhotos(t, '/api/reviews/guest/photos', [png], { 'x-review-token': token }), 404, M.reviewNotFound);
    expect((await write(token)).statusCode).toBe(200);
    const added = await postPhotos(t, '/api/reviews/guest/photos', [png, png], { 'x-review-token': token });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.photos).toHaveLength(2);
    expectRefused(await postPhotos(t, '/api/reviews/guest/photos', [png, png], { 'x-review-token': token }), 400, M.tooManyPhotos);
    expectRefused(await postPhotos(t, '/api/reviews/guest/photos', [png], { 'x-review-token': `${token.slice(0, -2)}xx` }), 404, M.guestLinkInvalid);
  });
});
