/**
 * How many days after delivery a line may still be returned: the one place the ledger asks. The product's own
 * return window (issue 33, set by its seller; 0: not returnable), as the returns read it.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_RETURN_WINDOW_DAYS } from 'shared-lib/domain/returns';
import type { Database } from '../../db/schema';

export async function returnWindowDaysOf(db: Kysely<Database>, orderDetailId: number): Promise<number> {
  const row = await db
    .selectFrom('order_details')
    .innerJoin('products', 'products.id', 'order_details.product_id')
    .select('products.return_window_days')
    .where('order_details.id', '=', orderDetailId)
    .executeTakeFirst();
  return row ? Number(row.return_window_days) : DEFAULT_RETURN_WINDOW_DAYS;
}
