/**
 * Product reviews (issue 34): only a patient with a delivered, not fully returned line reviews, once, and
 * may edit; aggregates (average, count, per star) follow every change in the same transaction, also under
 * 20 concurrent reviews, and the listing caches see them; helpful votes one per user; reports hold a review
 * at the third user; abusive words hold it; the house seller alone restores or removes (logged, mailed);
 * sellers reply once, only on their own products; titles and texts come back as the plain text sent.
 */
import { ORDER_STATUS } from 'shared-lib/domain';
import { REVIEW_MESSAGES as M } from 'shared-lib/domain/reviews';
import { call } from './helpers/patients';
import { newPatient, purchase } from './helpers/reviews';
import { registeredSeller } from './helpers/sellers';
import { sellerLogin, wellStockedProduct } from './helpers/fulfilment';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: { token: string; sellerId: number };
let house: { token: string; sellerId: number };
let doctorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await sellerLogin(t, 'seller@demo.in', 'Seller@123');
  house = await sellerLogin(t, 'house.seller@demo.in', 'House@123');
  doctorToken = (await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: { email: 'doctor@demo.in', password: 'Doctor@123' } })).json().token;
});
afterAll(async () => t.close());

/** A product of the seller without reviews yet (null: a house product). */
async function freshProduct(sellerId: number | null) {
  const row = await t.db
    .selectFrom('products')
    .select('id')
    .where('seller_id', sellerId === null ? 'is' : '=', sellerId)
    .where('id', 'not in', t.db.selectFrom('reviews').select('product_id'))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}
const review = (token: string | null, product_id: number, body: Record<string, unknown> = {}) => call(t, token, 'POST', '/api/reviews', { product_id, rating: 4, title: 'Helped my digestion', body: 'Took it for a month.', ...body });
const list = (productId: number, query = '') => call(t, null, 'GET', `/api/products/${productId}/reviews${query}`);
const summaryOf = async (productId: number) => (await list(productId)).json().data.summary;

describe('who may review', () => {
  it('a patient with a delivered line reviews once, sees it as verified with first name and last initial, and edits it', async () => {
    const product = await freshProduct(demo.sellerId);
    const buyer = await newPatient(t, 'Kavya', 'Sharma');
    expect((await call(t, buyer.token, 'GET', `/api/reviews/mine/${product}`)).json().data).toEqual({ eligible: false, review: null });
    await purchase(t, buyer.id, product);
    expect((await call(t, buyer.token, 'GET', `/api/reviews/mine/${product}`)).json().data).toEqual({ eligible: true, review: null });
    const res = await review(buyer.token, product, { rating: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.saved);
    const created = res.json().data;
    expect(created).toEqual(expect.objectContaining({ rating: 5, reviewer_name: 'Kavya S.', verified_purchase: true, status: 'published', reply: null, helpful_count: 0 }));
    const twice = await review(buyer.token, product, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyReviewed);
    const edited = await call(t, buyer.token, 'PUT', `/api/reviews/${created.id}`, { rating: 3, title: 'Good, slow to act', body: 'Works after two weeks.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toEqual(expect.objectContaining({ id: created.id, rating: 3, title: 'Good, slow to act', updated_at: expect.any(String) }));
    expect(await summaryOf(product)).toEqual({ average: 3, count: 1, distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 } });
    expect((await call(t, buyer.token, 'GET', `/api/reviews/mine/${product}`)).json().data.review.id).toBe(created.id);
  });

  it('refuses a line not delivered, a line fully returned, another patient, a seller, a doctor and no token', async () => {
    const product = await freshProduct(demo.sellerId);
    const shipped = await newPatient(t);
    await purchase(t, shipped.id, product, { status: ORDER_STATUS.shipped });
    const cancelled = await newPatient(t);
    await purchase(t, cancelled.id, product, { status: ORDER_STATUS.cancelled });
    const returned = await newPatient(t);
    await purchase(t, returned.id, product, { quantity: 2, returned: 2 });
    const partly = await newPatient(t);
    await purchase(t, partly.id, product, { quantity: 2, returned: 1 });
    const other = await newPatient(t);
    const otherProduct = await freshProduct(null);
    await purchase(t, other.id, otherProduct);
    for (const who of [shipped, cancelled, returned, other]) {
      const res = await review(who.token, product);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.notEligible);
    }
    expect((await review(partly.token, product)).statusCode).toBe(200);
    expect((await review(demo.token, product)).statusCode).toBe(403);
    expect((await review(doctorToken, product)).statusCode).toBe(403);
    expect((await review(null, product)).statusCode).toBe(401);
    // a guest's order (no user) makes nobody a reviewer
    await purchase(t, null, product);
    const stranger = await newPatient(t);
    expect((await review(stranger.token, product)).statusCode).toBe(403);
    // another patient cannot edit someone's review
    const mine = (await call(t, partly.token, 'GET', `/api/reviews/mine/${product}`)).json().data.review;
    const edit = await call(t, other.token, 'PUT', `/api/reviews/${mine.id}`, { rating: 1 });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(M.notYourReview);
    expect((await review(shipped.token, product, { rating: 0 })).statusCode).toBe(400);
    expect((await review(partly.token, 999999)).statusCode).toBe(404);
  });
});

describe('aggregates', () => {
  it('stay exact under 20 concurrent reviews, and the cached listings show them', async () => {
    const product = await freshProduct(null);
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => newPatient(t, `Buyer${i}`, 'Rao')));
    for (const buyer of buyers) await purchase(t, buyer.id, product);
    // warm the listing cache before the reviews
    const before = (await call(t, null, 'GET', `/api/product/getProductDetails/${product}`)).json().data;
    expect(before).toEqual(expect.objectContaining({ rating_count: 0, rating_average: 0 }));
    const ratings = buyers.map((_, i) => (i % 5) + 1); // four of each star
    const results = await Promise.all(buyers.map((buyer, i) => review(buyer.token, product, { rating: ratings[i] })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await summaryOf(product)).toEqual({ average: 3, count: 20, distribution: { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4 } });
    const after = (await call(t, null, 'GET', `/api/product/getProductDetails/${product}`)).json().data;
    expect(after).toEqual(expect.objectContaining({ rating_count: 20, rating_average: 3 }));
  });

  it('lists newest or most helpful first, filters by stars and pages', async () => {
    const product = await freshProduct(demo.sellerId);
    const buyers = await Promise.all([1, 2, 3].map((i) => newPatient(t, `Lister${i}`, 'Das')));
    const ids: number[] = [];
    for (const [i, buyer] of buyers.entries()) {
      await purchase(t, buyer.id, product);
      ids.push((await review(buyer.token, product, { rating: i === 2 ? 2 : 5 })).json().data.id);
    }
    const voter = await newPatient(t);
    await call(t, voter.token, 'POST', `/api/reviews/${ids[0]}/helpful`);
    expect((await list(product)).json().data.items.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await list(product, '?sort=helpful')).json().data.items[0].id).toBe(ids[0]);
    const fives = (await list(product, '?stars=5')).json().data;
    expect(fives.total).toBe(2);
    expect(fives.items.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    const paged = (await list(product, '?page=2&pageSize=2')).json().data;
    expect(paged).toEqual(expect.objectContaining({ total: 3, page: 2, pageSize: 2 }));
    expect(paged.items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect((await list(product, '?stars=9')).statusCode).toBe(400);
    expect((await list(999999)).statusCode).toBe(404);
  });
});

describe('helpful votes', () => {
  it('one per user, never on one\'s own review, and only when logged in', async () => {
    const product = await freshProduct(null);
    const author = await newPatient(t);
    await purchase(t, author.id, product);
    const id = (await review(author.token, product)).json().data.id;
    const voter = await newPatient(t);
    const first = await call(t, voter.token, 'POST', `/api/reviews/${id}/helpful`);
    expect(first.json().data).toEqual({ helpful_count: 1 });
    const second = await call(t, voter.token, 'POST', `/api/reviews/${id}/helpful`);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(M.alreadyVoted);
    expect((await call(t, author.token, 'POST', `/api/reviews/${id}/helpful`)).statusCode).toBe(403);
    expect((await call(t, null, 'POST', `/api/reviews/${id}/helpful`)).statusCode).toBe(401);
    expect((await call(t, demo.token, 'POST', `/api/reviews/${id}/helpful`)).json().data).toEqual({ helpful_count: 2 });
  });
});

describe('reports and moderation', () => {
  it('holds a review at the third different reporter, hides it from the list and the average; only the house seller restores it', async () => {
    const product = await freshProduct(demo.sellerId);
    const author = await newPatient(t);
    await purchase(t, author.id, product);
    const id = (await review(author.token, product, { rating: 1, body: 'Did nothing for me.' })).json().data.id;
    const reporters = await Promise.all([1, 2, 3].map(() => newPatient(t)));
    expect((await call(t, null, 'POST', `/api/reviews/${id}/report`, { reason: 'spam' })).statusCode).toBe(401);
    expect((await call(t, reporters[0].token, 'POST', `/api/reviews/${id}/report`, { reason: 'Looks like spam' })).statusCode).toBe(200);
    const again = await call(t, reporters[0].token, 'POST', `/api/reviews/${id}/report`, { reason: 'spam again' });
    expect(again.statusCode).toBe(409);
    expect((await call(t, reporters[1].token, 'POST', `/api/reviews/${id}/report`, { reason: '' })).statusCode).toBe(400);
    await call(t, reporters[1].token, 'POST', `/api/reviews/${id}/report`, { reason: 'Not about the product' });
    expect((await summaryOf(product)).count).toBe(1);
    await call(t, reporters[2].token, 'POST', `/api/reviews/${id}/report`, { reason: 'Rude' });
    expect((await list(product)).json().data).toEqual(expect.objectContaining({ items: [], total: 0, summary: expect.objectContaining({ count: 0, average: 0 }) }));
    expect((await call(t, author.token, 'GET', `/api/reviews/mine/${product}`)).json().data.review.status).toBe('held');

    const queue = (await call(t, house.token, 'GET', '/api/seller/reviews?scope=moderation&status=held')).json().data;
    const held = queue.items.find((r: { id: number }) => r.id === id);
    expect(held).toEqual(expect.objectContaining({ status: 'held', held_reason: M.heldForReports, report_count: 3 }));
    expect(held.reports.map((r: { reason: string }) => r.reason)).toEqual(['Looks like spam', 'Not about the product', 'Rude']);
    expect((await call(t, demo.token, 'GET', '/api/seller/reviews?scope=moderation')).statusCode).toBe(403);

    // the product's own seller, a doctor, a patient, nobody: cannot moderate
    for (const token of [demo.token, doctorToken, author.token, null]) {
      const res = await call(t, token, 'PUT', `/api/seller/reviews/${id}/moderate`, { action: 'restore' });
      expect([401, 403]).toContain(res.statusCode);
    }
    const restored = await call(t, house.token, 'PUT', `/api/seller/reviews/${id}/moderate`, { action: 'restore' });
    expect(restored.statusCode).toBe(200);
    expect((await summaryOf(product)).count).toBe(1);
    expect((await call(t, house.token, 'PUT', `/api/seller/reviews/${id}/moderate`, { action: 'restore' })).statusCode).toBe(409);
    // a negative review is still there; the log keeps both decisions
    const log = await t.db.selectFrom('review_moderation_log').select(['action', 'actor_user_id']).where('review_id', '=', id).orderBy('id').execute();
    expect(log.map((l) => l.action)).toEqual(['held', 'restored']);
    expect(log[0].actor_user_id).toBeNull();
  });

  it('holds a text with an abusive word (English or Hindi); removing needs a reason, is logged and mailed to the author', async () => {
    const product = await freshProduct(null);
    const author = await newPatient(t, 'Rohit', 'Verma');
    await purchase(t, author.id, product);
    const res = await review(author.token, product, { body: 'Seller is a harami, total waste' });
    expect(res.json().data.status).toBe('held');
    expect(res.json().message).toBe(M.savedHeld);
    const id = res.json().data.id;
    expect((await summaryOf(product)).count).toBe(0);
    expect((await call(t, house.token, 'PUT', `/api/seller/reviews/${id}/moderate`, { action: 'remove' })).statusCode).toBe(400);
    const removed = await call(t, house.token, 'PUT', `/api/seller/reviews/${id}/moderate`, { action: 'remove', reason: 'Abusive language' });
    expect(removed.statusCode).toBe(200);
    const mail = await t.db.selectFrom('outbox').innerJoin('users', 'users.email', 'outbox.recipient').select(['outbox.subject', 'outbox.text_body']).where('users.id', '=', author.id).where('outbox.template', '=', 'review-removed').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Reason: Abusive language');
    const log = await t.db.selectFrom('review_moderation_log').select(['action', 'reason', 'actor_user_id']).where('review_id', '=', id).orderBy('id').execute();
    expect(log.map((l) => [l.action, l.reason])).toEqual([['held', M.heldForWords], ['removed', 'Abusive language']]);
    expect(log[1].actor_user_id).not.toBeNull();
    const other = await newPatient(t);
    await purchase(t, other.id, product);
    expect((await review(other.token, product, { body: 'यह कमीना प्रोडक्ट' })).json().data.status).toBe('held');
  });
});

describe('seller replies', () => {
  it('the product\'s seller replies once, shown publicly; other sellers, doctors and patients cannot', async () => {
    const product = await freshProduct(demo.sellerId);
    const author = await newPatient(t);
    await purchase(t, author.id, product);
    const id = (await review(author.token, product, { rating: 2 })).json().data.id;
    const stranger = await registeredSeller(t);
    for (const token of [stranger.token, house.token, doctorToken, author.token]) {
      expect((await call(t, token, 'PUT', `/api/seller/reviews/${id}/reply`, { text: 'Thanks' })).statusCode).toBe(403);
    }
    expect((await call(t, null, 'PUT', `/api/seller/reviews/${id}/reply`, { text: 'Thanks' })).statusCode).toBe(401);
    const mine = (await call(t, demo.token, 'GET', '/api/seller/reviews')).json().data.items.find((r: { id: number }) => r.id === id);
    expect(mine).toEqual(expect.objectContaining({ can_reply: true, status: 'published' }));
    expect((await call(t, stranger.token, 'GET', '/api/seller/reviews')).json().data.items).toEqual([]);
    expect((await call(t, demo.token, 'PUT', `/api/seller/reviews/${id}/reply`, { text: 'Sorry to hear that: please write to us.' })).statusCode).toBe(200);
    expect((await call(t, demo.token, 'PUT', `/api/seller/reviews/${id}/reply`, { text: 'Second' })).statusCode).toBe(409);
    const shown = (await list(product)).json().data.items[0];
    expect(shown.reply).toEqual(expect.objectContaining({ text: 'Sorry to hear that: please write to us.', seller_name: expect.any(String) }));
    // sellers have no route to hide, edit or delete a review
    expect((await call(t, demo.token, 'PUT', `/api/reviews/${id}`, { rating: 5 })).statusCode).toBe(403);
    expect((await call(t, demo.token, 'DELETE', `/api/reviews/${id}`)).statusCode).toBe(404);
  });

  it('the house seller replies to reviews of products without a seller', async () => {
    const product = await freshProduct(null);
    const author = await newPatient(t);
    await purchase(t, author.id, product);
    const id = (await review(author.token, product)).json().data.id;
    expect((await call(t, demo.token, 'PUT', `/api/seller/reviews/${id}/reply`, { text: 'Thanks' })).statusCode).toBe(403);
    expect((await call(t, house.token, 'PUT', `/api/seller/reviews/${id}/reply`, { text: 'Thank you!' })).statusCode).toBe(200);
  });
});

describe('stored XSS', () => {
  it('markup in title and text is never stored as markup (the shop strips tags from input); a name with markup comes back as the text it is', async () => {
    const product = await freshProduct(demo.sellerId);
    const author = await newPatient(t, '<img src=x onerror=alert(1)>', 'Khan');
    await purchase(t, author.id, product);
    const title = '<script>alert("t")</script>';
    const body = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const created = (await review(author.token, product, { title, body })).json().data;
    expect(created).toEqual(expect.objectContaining({ title: '', body: '& bold' }));
    const item = (await list(product)).json().data.items[0];
    expect([item.title, item.body, item.reviewer_name]).toEqual(['', '& bold', '<img src=x onerror=alert(1)> K.']);
    expect(`${item.title}${item.body}`).not.toMatch(/[<>]/);
    expect((await review(author.token, product, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
  });
});

describe('the delivered mail', () => {
  it('invites a review with a link to each product of the shipment', async () => {
    const product = await wellStockedProduct(t, demo.sellerId);
    const { placeTwoSellerOrder } = await import('./helpers/fulfilment');
    const { loginPatient } = await import('./support/checkout');
    const patient = await loginPatient(t);
    const order = await placeTwoSellerOrder(t, patient, demo.sellerId, house.sellerId);
    await call(t, demo.token, 'PUT', `/api/seller/shipments/${order.demoShipment}/ship`, { courier: 'Delhivery', tracking_number: 'DLV1' });
    await call(t, demo.token, 'PUT', `/api/seller/shipments/${order.demoShipment}/deliver`);
    const mail = await t.db.selectFrom('outbox').select('text_body').where('template', '=', 'shipment-delivered').where('subject', 'like', `%${order.unique_id}%`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Review ${product.name}: `);
    expect(mail.text_body).toContain(`product-details/${product.id}?review=1`);
    expect((await call(t, patient.token, 'GET', `/api/reviews/mine/${product.id}`)).json().data.eligible).toBe(true);
  });
});

describe('the seed', () => {
  it('opens the shop with verified reviews on featured products, their aggregates in step, the demo patient\'s delivered product left to review', async () => {
    const reviewed = await t.db.selectFrom('reviews').innerJoin('orders', 'orders.id', 'reviews.order_id').select(['reviews.product_id', 'orders.unique_id']).where('orders.unique_id', 'like', 'AYB-REVIEW%').execute();
    expect(reviewed.length).toBeGreaterThanOrEqual(8);
    const product = reviewed[0].product_id;
    const { summary, items } = (await list(product)).json().data;
    expect(summary.count).toBe(items.length);
    expect(summary.average).toBeGreaterThan(3);
    expect(items.every((r: { verified_purchase: boolean }) => r.verified_purchase)).toBe(true);
    const { loginPatient } = await import('./support/checkout');
    const patient = await loginPatient(t);
    const delivered = await t.db.selectFrom('orders').select('id').where('unique_id', '=', 'AYB-DEMO3SELLER').executeTakeFirstOrThrow();
    const line = await t.db.selectFrom('order_details').select('product_id').where('order_id', '=', delivered.id).executeTakeFirstOrThrow();
    expect((await call(t, patient.token, 'GET', `/api/reviews/mine/${line.product_id}`)).json().data).toEqual({ eligible: true, review: null });
  });
});
