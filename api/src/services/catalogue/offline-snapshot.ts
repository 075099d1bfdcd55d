/**
 * The offline snapshot (issue 32): the best sellers on sale (units ordered, less returned and cancelled
 * lines; then the featured order), at most OFFLINE_SNAPSHOT_MAX, as the contract's `OfflineSnapshot` JSON.
 * The route caches it per catalogue version (answer-cache.ts) and sends it compressed.
 */
import { type Kysely, sql } from 'kysely';
import { OFFLINE_SNAPSHOT_MAX, type OfflineSnapshot, type SnapshotProduct } from 'shared-lib/contract';
import type { Database } from '../../db/schema';

/** The snapshot's products, best sellers first. */
export async function snapshotProducts(db: Kysely<Database>): Promise<SnapshotProduct[]> {
  const sold = db
    .selectFrom('order_details')
    .where('rx_cancelled_at', 'is', null)
    .select(['product_id', sql<number>`sum(quantity - returned_quantity)`.as('units')])
    .groupBy('product_id')
    .as('sold');
  const rows = await db
    .selectFrom('products as p')
    .leftJoin(sold, 'sold.product_id', 'p.id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('sellers as s', 's.id', 'p.seller_id')
    .where('p.on_sale', '=', 1)
    .select([
      'p.id',
      'p.name',
      'p.name_hi',
      'p.image',
      'p.code',
      'p.sales_price',
      'p.regular_price',
      'p.discount',
      'p.in_stock_quantity',
      'p.brand_id',
      'b.name as brand',
      'p.category_id',
      'p.seller_id',
      's.company_name as seller',
      'p.rating_average',
      'p.rating_count',
      'p.composition',
      'p.prescription_class',
    ])
    .orderBy(sql`coalesce(sold.units, 0)`, 'desc')
    .orderBy('p.featured_rank', 'asc')
    .orderBy('p.id', 'asc')
    .limit(OFFLINE_SNAPSHOT_MAX)
    .execute();
  const pincodes = await deliveryPincodes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    brand: row.brand ?? '',
    seller: row.seller ?? '',
    rating_average: Number(row.rating_average),
    availableLocations: pincodes.get(row.id) ?? '',
  }));
}

/** Each product's delivery pincodes joined with commas, in id order (products deliverable everywhere have none). */
async function deliveryPincodes(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  const byProduct = new Map<number, string[]>();
  // in chunks: a parameter list stays far below both engines' limits
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('product_locations')
      .select(['product_id', 'pincode'])
      .where('product_id', 'in', ids.slice(start, start + 500))
      .orderBy('id', 'asc')
      .execute();
    for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.pincode]);
  }
  return new Map([...byProduct].map(([id, list]) => [id, list.join(',')]));
}

/** The snapshot built under catalogue version `version`, as JSON text. */
export async function offlineSnapshotJson(db: Kysely<Database>, version: number): Promise<string> {
  const snapshot: OfflineSnapshot = { version, generated_at: new Date().toISOString(), products: await snapshotProducts(db) };
  return JSON.stringify(snapshot);
}
