/** Stock moves inside the order's transaction: a conditional decrement never oversells, on SQLite and PostgreSQL. */
import { type Kysely, type Transaction, sql } from 'kysely';
import { SHIPMENT_STATUS } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';

type Db = Kysely<Database> | Transaction<Database>;

export const OUT_OF_STOCK_STATUS = 409;

/** UPDATE … SET qty = qty - n WHERE id = ? AND qty >= n; zero affected rows means not enough stock (the transaction rolls back). */
export async function reserveStock(trx: Db, lines: { product_id: number; quantity: number; name: string }[]): Promise<void> {
  // a fixed order of updates avoids deadlocks between concurrent orders on PostgreSQL
  for (const line of [...lines].sort((a, b) => a.product_id - b.product_id)) {
    const result = await trx
      .updateTable('products')
      .set({ in_stock_quantity: sql<number>`in_stock_quantity - ${line.quantity}` })
      .where('id', '=', line.product_id)
      .where('in_stock_quantity', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new HttpError(OUT_OF_STOCK_STATUS, `Only fewer than ${line.quantity} of ${line.name} are left in stock. Please reduce the quantity.`);
    }
  }
}

/**
 * Puts an order's quantities back on the shelf, in the same fixed row order as reserveStock (no PostgreSQL deadlocks).
 * Lines of a shipment already cancelled (by its seller, whose cancel released them) are skipped; `sellerId` releases one seller's lines.
 */
export async function releaseStock(trx: Db, orderId: number, sellerId?: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_details')
    .select(['product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .$if(sellerId !== undefined, (qb) => qb.where('seller_id', '=', sellerId as number))
    .$if(sellerId === undefined, (qb) =>
      qb.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('shipments').select('shipments.id').whereRef('shipments.order_id', '=', 'order_details.order_id').whereRef('shipments.seller_id', '=', 'order_details.seller_id').where('shipments.status', '=', SHIPMENT_STATUS.cancelled))),
      ),
    )
    .orderBy('product_id')
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('products')
      .set({ in_stock_quantity: sql<number>`in_stock_quantity + ${line.quantity}` })
      .where('id', '=', line.product_id)
      .execute();
  }
}
