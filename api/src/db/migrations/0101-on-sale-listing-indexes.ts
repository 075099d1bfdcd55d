import { sql } from 'kysely';
import type { AnyDb } from './helpers';

/**
 * Listing indexes over the products on sale only (partial indexes, WHERE on_sale = 1; every listing asks
 * for `on_sale = 1` as a literal so both databases use them). Each holds every column the filter reads, so
 * a page walk or a count reads the index alone, with no lookup of the row to check on_sale:
 * the featured order and the price orders, alone and within one brand or one category.
 */
const INDEXES: Array<[string, string[]]> = [
  ['products_sale_featured_idx', ['featured_rank', 'id', 'sales_price']],
  ['products_sale_price_idx', ['sales_price', 'id']],
  ['products_sale_brand_featured_idx', ['brand_id', 'featured_rank', 'id', 'sales_price']],
  ['products_sale_brand_price_idx', ['brand_id', 'sales_price', 'id', 'category_id']],
  ['products_sale_category_featured_idx', ['category_id', 'featured_rank', 'id', 'sales_price']],
  ['products_sale_category_price_idx', ['category_id', 'sales_price', 'id', 'brand_id']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('products').columns(columns).where(sql.ref('on_sale'), '=', sql.lit(1)).execute();
  }
  await sql`ANALYZE products`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
