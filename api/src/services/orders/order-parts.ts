/**
 * An order whose seller cancelled its part (issue 24) goes on with the other sellers' lines: its stored totals
 * are priced again from those lines, and the invoice and mails list only them. A wholly cancelled order keeps
 * every line and its totals as placed (the record of what was ordered).
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { computeTotals, COUPON_TYPES, SHIPMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';

/** Where-clause of order_details: the line is not in a part its seller cancelled. */
export function notInCancelledPart(eb: ExpressionBuilder<Database, 'order_details'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('shipments')
        .select('shipments.id')
        .whereRef('shipments.order_id', '=', 'order_details.order_id')
        .whereRef('shipments.seller_id', '=', 'order_details.seller_id')
        .where('shipments.status', '=', SHIPMENT_STATUS.cancelled),
    ),
  );
}

/**
 * Prices the order again from the lines still in it, with the placement rules (shared-lib/domain computeTotals):
 * subtotal, shipping (free from its threshold), the coupon's discount on the new subtotal, GST and the total.
 * Runs in the caller's transaction, after the order row lock. Returns the new order total (rupees).
 */
export async function repriceAfterPartCancelled(trx: Kysely<Database>, orderId: number): Promise<number> {
  const lines = await trx
    .selectFrom('order_details')
    .select(['quantity', 'sales_price', 'total_price'])
    .where('order_id', '=', orderId)
    .where((eb) => notInCancelledPart(eb))
    .execute();
  const order = await trx.selectFrom('orders').leftJoin('coupons', 'coupons.id', 'orders.coupon_id').select(['orders.discount_price', 'coupons.discount', 'coupons.discount_type']).where('orders.id', '=', orderId).executeTakeFirstOrThrow();
  // the coupon as it was given: a flat one never gives more than it gave at placement
  const coupon =
    order.discount_type === null || order.discount === null
      ? null
      : Number(order.discount_type) === COUPON_TYPES.flat
        ? { discount: Math.min(Number(order.discount), Number(order.discount_price)), discount_type: COUPON_TYPES.flat }
        : { discount: Number(order.discount), discount_type: Number(order.discount_type) };
  const totals = computeTotals(
    lines.map((line) => ({ quantity: line.quantity, sales_price: Number(line.sales_price), total_price: Number(line.total_price) })),
    coupon,
  );
  await trx
    .updateTable('orders')
    .set({ total_price: totals.subtotal, shipping_charges: totals.shipping, discount_price: totals.discount, tax: totals.tax, order_total_price: totals.orderTotal })
    .where('id', '=', orderId)
    .execute();
  return totals.orderTotal;
}
