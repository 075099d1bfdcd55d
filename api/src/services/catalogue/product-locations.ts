/**
 * Delivery locations for the checkout's delivery rule: for each requested product (in order), the list of
 * its location entries. An empty list means the product is delivered everywhere; otherwise it is
 * deliverable only when one entry's pincode equals the delivery pincode (`deliverable` says so directly).
 */
import type { Kysely } from 'kysely';
import type { LocationEntry } from 'shared-lib/contract';
import { deliversTo } from 'shared-lib/domain';
import type { Database } from '../../db/schema';

export async function locationsForProducts(db: Kysely<Database>, productIds: number[], pincode: string): Promise<LocationEntry[][]> {
  if (productIds.length === 0) return [];
  const rows = await db.selectFrom('product_locations').select(['id', 'product_id', 'pincode']).where('product_id', 'in', productIds).orderBy('id').execute();
  return productIds.map((productId) => rows.filter((row) => row.product_id === productId).map((row) => ({ ...row, deliverable: deliversTo([row.pincode], pincode) })));
}
