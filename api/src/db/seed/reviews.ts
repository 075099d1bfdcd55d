/**
 * Product reviews demo (issue 34): six buyers who cannot log in, each with delivered orders of some of the
 * featured products, and their verified reviews (mixed ratings, a seller reply), so the shop opens with
 * plausible ratings. Written like real ones: orders with their shipments delivered, then the product's
 * aggregates recounted. The demo patient's own delivered product is left for them to review.
 */
import type { Kysely } from 'kysely';
import { computeTotals, ORDER_STATUS, PAYMENT_STATUS, PAYMENT_TYPES, ROLES, SHIPMENT_STATUS } from 'shared-lib/domain';
import { reviewerName } from 'shared-lib/domain/reviews';
import { addOrderHistory, recordPlacedOrder } from '../../services/orders/fulfilment-record';
import { recomputeRating } from '../../services/reviews/aggregates';
import type { Database } from '../schema';

const NO_LOGIN = '!seed-reviewer-no-login';
const DAY = 86_400_000;
const REVIEWERS = [
  ['Priya', 'Nair'],
  ['Rahul', 'Mehta'],
  ['Sunita', 'Reddy'],
  ['Vikram', 'Singh'],
  ['Ananya', 'Iyer'],
  ['Farhan', 'Qureshi'],
] as const;

/** [reviewer index, stars, title, text] per featured product, in order. */
const REVIEWS: Array<Array<[number, number, string, string]>> = [
  [
    [0, 5, 'Genuine and well packed', 'Sealed box, long expiry date. I have been taking it for six weeks and feel more energetic in the mornings.'],
    [1, 4, 'Works, give it time', 'Took about three weeks before I noticed a difference. Delivery was quick.'],
    [3, 4, 'Good value', 'Same product as the local chemist, a little cheaper here.'],
  ],
  [
    [2, 5, 'My mother likes it', 'She finds it gentle on the stomach. We will order again.'],
    [4, 3, 'Okay', 'Taste is strong. Mixing it with warm water and honey helps.'],
  ],
  [
    [1, 5, 'Helped my sleep', 'Calmer evenings after a month. Ask your doctor first if you take other medicines, as I did.'],
    [5, 4, 'Decent', 'Packaging could be better but the product is genuine.'],
    [0, 2, 'Not for me', 'Did not notice any change after a month. Delivery and packing were fine.'],
  ],
  [
    [3, 4, 'Reliable brand', 'Have used this brand for years; arrived well before the promised date.'],
    [4, 5, 'Excellent', 'Exactly as described.'],
  ],
];

export async function seedDemoReviews(db: Kysely<Database>, now: number = Date.now()): Promise<void> {
  const patient = await db.selectFrom('users').select('id').where('email', '=', 'patient@demo.in').executeTakeFirst();
  const patientDelivered = patient
    ? await db.selectFrom('order_details').innerJoin('orders', 'orders.id', 'order_details.order_id').select('order_details.product_id').where('orders.user_id', '=', patient.id).execute()
    : [];
  const skip = new Set(patientDelivered.map((row) => row.product_id));
  const products = await db
    .selectFrom('products')
    .select(['id', 'sales_price', 'seller_id'])
    .where('on_sale', '=', 1)
    .where('in_stock_quantity', '>', 5)
    .where('id', 'not in', db.selectFrom('product_locations').select('product_id'))
    .orderBy('featured_rank')
    .orderBy('id')
    .limit(12)
    .execute();
  const chosen = products.filter((p) => !skip.has(p.id)).slice(0, REVIEWS.length);
  const reviewers: Array<{ id: number; first: string; last: string; email: string }> = [];
  for (const [first, last] of REVIEWERS) {
    const email = `${first.toLowerCase()}.${last.toLowerCase()}@reviewers.demo.in`;
    const { id } = await db
      .insertInto('users')
      .values({ role: ROLES.patient, email, password_hash: NO_LOGIN, first_name: first, last_name: last, name: `${first} ${last}`, phone: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    reviewers.push({ id, first, last, email });
  }
  const address = await db.selectFrom('addresses').select(['state_id', 'city_id', 'address', 'pincode']).orderBy('id').executeTakeFirstOrThrow();
  let n = 0;
  for (const [index, product] of chosen.entries()) {
    for (const [who, rating, title, body] of REVIEWS[index]) {
      n += 1;
      const reviewer = reviewers[who];
      const ago = 10 + n * 3;
      const orderDate = new Date(now - ago * DAY).toISOString();
      const deliveredAt = new Date(now - (ago - 4) * DAY).toISOString();
      const totals = computeTotals([{ quantity: 1, sales_price: product.sales_price }]);
      const { id: orderId } = await db
        .insertInto('orders')
        .values({
          unique_id: `AYB-REVIEW${String(n).padStart(2, '0')}`,
          user_id: reviewer.id,
          address_id: null,
          ...address,
          first_name: reviewer.first,
          last_name: reviewer.last,
          email: reviewer.email,
          mobile: null,
          total_price: totals.subtotal,
          shipping_charges: totals.shipping,
          discount_price: 0,
          tax: totals.tax,
          order_total_price: totals.orderTotal,
          coupon_id: null,
          payment_type: PAYMENT_TYPES.payOnDelivery,
          payment_status: PAYMENT_STATUS.notRequired,
          status: ORDER_STATUS.delivered,
          idempotency_key: null,
          order_date: orderDate,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('order_details').values({ order_id: orderId, product_id: product.id, quantity: 1, sales_price: product.sales_price, total_price: product.sales_price }).execute();
      await recordPlacedOrder(db, orderId, orderDate);
      await db.updateTable('shipments').set({ status: SHIPMENT_STATUS.delivered, courier: 'Delhivery', tracking_number: `DLV77${String(n).padStart(5, '0')}IN`, shipped_at: orderDate, delivered_at: deliveredAt, updated_at: deliveredAt }).where('order_id', '=', orderId).execute();
      await addOrderHistory(db, orderId, ORDER_STATUS.shipped, orderDate);
      await addOrderHistory(db, orderId, ORDER_STATUS.delivered, deliveredAt);
      const reviewedAt = new Date(now - (ago - 6) * DAY).toISOString();
      await db
        .insertInto('reviews')
        .values({
          product_id: product.id,
          user_id: reviewer.id,
          order_id: orderId,
          rating,
          title,
          body,
          reviewer_name: reviewerName(reviewer.first, reviewer.last),
          created_at: reviewedAt,
          // a product's own seller answers the critical ones
          ...(rating <= 3 && product.seller_id ? { reply_text: 'Thank you for the honest feedback. Write to us if we can help.', reply_seller_id: product.seller_id, replied_at: reviewedAt } : {}),
        })
        .execute();
    }
    await recomputeRating(db, product.id);
  }
}
