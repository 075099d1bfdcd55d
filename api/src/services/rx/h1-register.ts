/** The Schedule H1 register (issue 28): one row per H1 line of an approved review: prescriber, patient, drug, quantity, date; kept 3 years. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { retainUntil } from './documents';

type Db = Kysely<Database> | Transaction<Database>;

export async function h1LinesOf(db: Db, reviewId: number) {
  const review = await db.selectFrom('rx_reviews').select(['order_id', 'seller_id', 'document_id']).where('id', '=', reviewId).executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select(['order_details.product_id', 'order_details.quantity', 'products.name'])
    .where('order_details.order_id', '=', review.order_id)
    .where('order_details.seller_id', '=', review.seller_id)
    .where('order_details.rx_cancelled_at', 'is', null)
    .where('products.prescription_class', '=', 'schedule_h1')
    .execute();
  return { review, lines };
}

export async function writeH1Rows(db: Db, reviewId: number, prescriber: string, now: Date): Promise<void> {
  const { review, lines } = await h1LinesOf(db, reviewId);
  if (!lines.length) return;
  const order = await db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.user_id').select(['orders.first_name', 'orders.last_name', 'users.name']).where('orders.id', '=', review.order_id).executeTakeFirstOrThrow();
  const patient = [order.first_name, order.last_name].filter(Boolean).join(' ') || order.name || 'Patient';
  await db
    .insertInto('h1_register')
    .values(
      lines.map((line) => ({
        order_id: review.order_id,
        seller_id: review.seller_id,
        product_id: line.product_id,
        document_id: review.document_id,
        prescriber,
        patient_name: patient,
        drug: line.name,
        quantity: line.quantity,
        supplied_on: now.toISOString(),
        retain_until: retainUntil(now),
      })),
    )
    .execute();
}
