/** Which lines of a patient's order may be returned now, how many, and until when (the rules: shared-lib/domain/returns). */
import type { Kysely } from 'kysely';
import type { ReturnableLine } from 'shared-lib/contract';
import { SHIPMENT_STATUS } from 'shared-lib/domain';
import { RETURN_MESSAGES as M, returnWindowEnd } from 'shared-lib/domain/returns';
import type { Database } from '../../db/schema';

export interface LineState extends ReturnableLine {
  seller_id: number;
}

/** Every line of the order with its return state, read inside the caller's transaction (after any lock). */
export async function returnableLines(db: Kysely<Database>, orderId: number, now: Date = new Date()): Promise<LineState[]> {
  const rows = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .leftJoin('shipments', (join) => join.onRef('shipments.order_id', '=', 'order_details.order_id').onRef('shipments.seller_id', '=', 'order_details.seller_id'))
    .select(['order_details.id', 'order_details.product_id', 'order_details.quantity', 'order_details.return_requested_quantity', 'order_details.seller_id', 'order_details.rx_cancelled_at'])
    .select(['products.name', 'products.return_window_days', 'products.prescription_class', 'shipments.status as shipment_status', 'shipments.delivered_at'])
    .where('order_details.order_id', '=', orderId)
    .orderBy('order_details.id')
    .execute();
  return rows.map((row) => {
    const delivered = Number(row.shipment_status) === SHIPMENT_STATUS.delivered && !row.rx_cancelled_at;
    const end = returnWindowEnd(row.delivered_at, Number(row.return_window_days), row.prescription_class);
    const left = Number(row.quantity) - Number(row.return_requested_quantity);
    const blocked = !delivered
      ? M.notDelivered
      : (row.prescription_class ?? 'otc') !== 'otc'
        ? M.prescriptionNotReturnable
        : !end
          ? M.notReturnable
          : end.getTime() < now.getTime()
            ? M.windowClosed
            : left <= 0
              ? M.tooMany
              : null;
    return {
      order_detail_id: row.id,
      product_id: row.product_id,
      name: row.name,
      quantity: Number(row.quantity),
      returnable_quantity: blocked ? 0 : left,
      window_days: Number(row.return_window_days),
      window_ends_at: end ? end.toISOString() : null,
      blocked_reason: blocked,
      seller_id: Number(row.seller_id),
    };
  });
}
