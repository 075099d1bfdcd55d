import { sql } from 'kysely';
import type { AnyDb } from './helpers';

/**
 * Guest reviews (issue 34): a guest's delivered order line is reviewed from the signed link of the delivery
 * mail, once: a review without a user is unique per order and product (a partial unique index; patients
 * stay unique per product and user, migration 0106).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('reviews_guest_order_product_unique').on('reviews').columns(['order_id', 'product_id']).unique().where(sql.ref('user_id'), 'is', null).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('reviews_guest_order_product_unique').ifExists().execute();
}
