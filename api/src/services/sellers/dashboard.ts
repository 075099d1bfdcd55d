/** The seller dashboard's counts: shipments to ship and in transit, low-stock products, this month's own sales in rupees. */
import type { Kysely } from 'kysely';
import type { SellerDashboardCounts } from 'shared-lib/contract';
import { indianMonthOf, LOW_STOCK_THRESHOLD, ORDER_STATUS, PAYMENT_STATUS, SHIPMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { sellerIdOf } from './seller-id';

const PLACED = [PAYMENT_STATUS.notRequired, PAYMENT_STATUS.paid];

/** The UTC ISO bounds of a month in India ('2026-11' -> 2026-10-31T18:30:00.000Z .. 2026-11-30T18:30:00.000Z). */
export function indianMonthBounds(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number);
  const offset = 330 * 60_000;
  return { from: new Date(Date.UTC(year, m - 1, 1) - offset).toISOString(), to: new Date(Date.UTC(year, m, 1) - offset).toISOString() };
}

export async function sellerDashboard(db: Kysely<Database>, userId: number, now: Date = new Date()): Promise<SellerDashboardCounts> {
  const sellerId = await sellerIdOf(db, userId);
  const shipments = await db
    .selectFrom('shipments')
    .innerJoin('orders', 'orders.id', 'shipments.order_id')
    .select(['shipments.status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('shipments.seller_id', '=', sellerId)
    .where('orders.status', '!=', ORDER_STATUS.cancelled)
    .where('orders.payment_status', 'in', PLACED)
    .where('shipments.status', 'in', [SHIPMENT_STATUS.processing, SHIPMENT_STATUS.shipped])
    // a guest order the buyer has not confirmed yet is not ready to ship
    .where('orders.confirm_token_hash', 'is', null)
    .groupBy('shipments.status')
    .execute();
  const countOf = (status: number) => Number(shipments.find((row) => Number(row.status) === status)?.n ?? 0);
  const products = await db
    .selectFrom('products')
    .select([(eb) => eb.fn.countAll<number>().as('all'), (eb) => eb.fn.sum<number>(eb.case().when('in_stock_quantity', '<', LOW_STOCK_THRESHOLD).then(1).else(0).end()).as('low')])
    .where('seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const month = indianMonthOf(now);
  const { from, to } = indianMonthBounds(month);
  const sales = await db
    .selectFrom('order_details')
    .innerJoin('orders', 'orders.id', 'order_details.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_details.total_price'), eb.lit(0)).as('total'))
    .where('order_details.seller_id', '=', sellerId)
    .where('orders.status', '!=', ORDER_STATUS.cancelled)
    .where('orders.payment_status', 'in', PLACED)
    .where('orders.order_date', '>=', from)
    .where('orders.order_date', '<', to)
    .executeTakeFirstOrThrow();
  return {
    orders_to_ship: countOf(SHIPMENT_STATUS.processing),
    orders_in_transit: countOf(SHIPMENT_STATUS.shipped),
    low_stock_products: Number(products.low ?? 0),
    low_stock_threshold: LOW_STOCK_THRESHOLD,
    products: Number(products.all),
    month_sales: Number(sales.total ?? 0),
    month,
  };
}
