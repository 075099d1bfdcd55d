/** Who may review a product (issue 34): a patient with a delivered, not fully returned line of it; and the texts as stored. */
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from 'shared-lib/domain';
import { REVIEW_MESSAGES as M, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, plainText } from 'shared-lib/domain/reviews';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';

type Db = Kysely<Database>;

/** The newest delivered order of the patient holding a not fully returned line of the product, or null. */
export async function verifiedOrderId(db: Db, userId: number, productId: number): Promise<number | null> {
  const row = await db
    .selectFrom('order_details')
    .innerJoin('orders', 'orders.id', 'order_details.order_id')
    .innerJoin('shipments', (join) => join.onRef('shipments.order_id', '=', 'order_details.order_id').onRef('shipments.seller_id', '=', 'order_details.seller_id'))
    .select('orders.id')
    .where('orders.user_id', '=', userId)
    .where('order_details.product_id', '=', productId)
    .where('shipments.status', '=', ORDER_STATUS.delivered)
    .whereRef('order_details.returned_quantity', '<', 'order_details.quantity')
    .orderBy('shipments.delivered_at', 'desc')
    .orderBy('orders.id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function cleanTexts(body: { title?: string; body?: string }) {
  const title = plainText(body.title);
  const text = plainText(body.body);
  if (title.length > REVIEW_TITLE_MAX) throw badRequest(M.titleTooLong);
  if (text.length > REVIEW_TEXT_MAX) throw badRequest(M.textTooLong);
  return { title, body: text };
}
