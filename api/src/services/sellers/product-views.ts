/** A seller's own products as the seller sees them: one, or a page with a name or code search. */
import type { Kysely } from 'kysely';
import type { SellerProduct, SellerProductPage, SellerProductsQuery } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import { sellerIdOf } from './seller-id';

function ownProducts(db: Kysely<Database>, sellerId: number) {
  return db.selectFrom('products').where('seller_id', '=', sellerId);
}

async function withPincodes(db: Kysely<Database>, rows: Omit<SellerProduct, 'pincodes'>[]): Promise<SellerProduct[]> {
  if (!rows.length) return [];
  const locations = await db.selectFrom('product_locations').select(['product_id', 'pincode']).where('product_id', 'in', rows.map((row) => row.id)).orderBy('id').execute();
  return rows.map((row) => ({ ...row, pincodes: locations.filter((l) => l.product_id === row.id).map((l) => l.pincode) }));
}

// the seller sees its own choice (listed); shoppers see on_sale, which also needs a verified seller (issue 33)
const COLUMNS = ['id', 'name', 'code', 'image', 'regular_price', 'discount', 'sales_price', 'in_stock_quantity', 'short_description', 'full_description', 'brand_id', 'category_id', 'listed as on_sale', 'composition', 'name_hi', 'prescription_class', 'return_window_days'] as const;
type ProductRow = Omit<SellerProduct, 'pincodes' | 'on_sale' | 'seller_id'> & { on_sale: number };
const asProduct = (row: ProductRow, sellerId: number): Omit<SellerProduct, 'pincodes'> => ({ ...row, on_sale: Number(row.on_sale) === 1, seller_id: sellerId });

export async function findSellerProduct(db: Kysely<Database>, sellerId: number, productId: number): Promise<SellerProduct | null> {
  const row = await ownProducts(db, sellerId).select(COLUMNS).where('id', '=', productId).executeTakeFirst();
  return row ? (await withPincodes(db, [asProduct(row, sellerId)]))[0] : null;
}

export async function listSellerProducts(db: Kysely<Database>, userId: number, query: SellerProductsQuery): Promise<SellerProductPage> {
  const sellerId = await sellerIdOf(db, userId);
  const search = query.search?.trim().toLowerCase();
  const filtered = ownProducts(db, sellerId).$if(Boolean(search), (qb) =>
    qb.where((eb) => eb.or([eb(eb.fn('lower', ['name']), 'like', `%${search}%`), eb(eb.fn('lower', ['code']), 'like', `%${search}%`)])),
  );
  const total = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(COLUMNS)
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { items: await withPincodes(db, rows.map((row) => asProduct(row, sellerId))), total: Number(total.n), page: query.page, pageSize: query.pageSize };
}
