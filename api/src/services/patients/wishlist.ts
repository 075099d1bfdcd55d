/** The patient's wishlist: one row per product. */
import type { Kysely } from 'kysely';
import type { WishlistItem } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import { notFound } from '../../http-error';

export const WISHLIST_ITEM_NOT_FOUND = 'Wishlist item not found';

function wishlistQuery(db: Kysely<Database>) {
  return db
    .selectFrom('wishlist_items')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .select([
      'wishlist_items.id',
      'wishlist_items.product_id',
      'wishlist_items.user_id',
      'products.name as product_name',
      'products.image as product_image',
      'products.sales_price as product_sales_price',
      'products.seller_id as product_seller_id',
      'products.in_stock_quantity as product_stock',
      'products.prescription_class as product_rx_class',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof wishlistQuery>['execute']>>[number];
const toItem = (row: Row): WishlistItem => ({
  id: row.id,
  product_id: row.product_id,
  user_id: row.user_id,
  product: { name: row.product_name, image: row.product_image, sales_price: row.product_sales_price, seller_id: row.product_seller_id, in_stock_quantity: row.product_stock, prescription_class: row.product_rx_class },
});

export async function listWishlist(db: Kysely<Database>, userId: number) {
  return (await wishlistQuery(db).where('wishlist_items.user_id', '=', userId).orderBy('wishlist_items.id').execute()).map(toItem);
}

export async function findWishlistItem(db: Kysely<Database>, userId: number, productId: number) {
  const row = await wishlistQuery(db)
    .where('wishlist_items.user_id', '=', userId)
    .where('wishlist_items.product_id', '=', productId)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

export async function countWishlist(db: Kysely<Database>, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Adds a product once; adding it again returns the existing item. */
export async function addToWishlist(db: Kysely<Database>, userId: number, productId: number) {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (!product) throw notFound('Product not found');
  const existing = await findWishlistItem(db, userId, productId);
  if (existing) return existing;
  await db.insertInto('wishlist_items').values({ user_id: userId, product_id: productId }).execute();
  return (await findWishlistItem(db, userId, productId))!;
}

export async function deleteWishlistItem(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  const result = await db.deleteFrom('wishlist_items').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(WISHLIST_ITEM_NOT_FOUND);
}
