/**
 * What shoppers may see of a seller (issue 33): only a verified seller's products. A product's `on_sale` (the
 * column every listing, search and order reads, with its partial indexes) is its seller's own choice
 * (`listed`) while the seller is verified, and 0 otherwise; showSellerProducts keeps it so when the state changes.
 * Cart adds ask sellerHidesProduct; the product's details check the same rule in their own query (catalogue/product-json.ts). Products without a seller are always the shop's own.
 */
import { type Kysely, sql } from 'kysely';
import { SELLER_VERIFICATION } from 'shared-lib/domain';
import { sqliteReader } from '../../db/connect';
import type { Database } from '../../db/schema';

export async function sellerIsVerified(db: Kysely<Database>, sellerId: number): Promise<boolean> {
  const row = await db.selectFrom('sellers').select('verification_status').where('id', '=', sellerId).executeTakeFirst();
  return row?.verification_status === SELLER_VERIFICATION.verified;
}

/** True when the product's seller is not verified: its details and cart adds answer as for an unknown product. */
export async function sellerHidesProduct(db: Kysely<Database>, productId: number): Promise<boolean> {
  // SQLite: on the read-only connection, as the details themselves (never waits for a transaction in progress)
  const reader = sqliteReader(db);
  if (reader) return reader.value(HIDDEN_PRODUCT_SQL, [productId, SELLER_VERIFICATION.verified]) !== undefined;
  const row = await db
    .selectFrom('products')
    .innerJoin('sellers', 'sellers.id', 'products.seller_id')
    .select('products.id')
    .where('products.id', '=', productId)
    .where('sellers.verification_status', '!=', SELLER_VERIFICATION.verified)
    .executeTakeFirst();
  return Boolean(row);
}
const HIDDEN_PRODUCT_SQL = 'SELECT products.id FROM products JOIN sellers ON sellers.id = products.seller_id WHERE products.id = ? AND sellers.verification_status != ?';

/**
 * After a seller's state changed (in the caller's transaction): its products follow their own choice when it is
 * verified, and are hidden otherwise. The catalogue version triggers see the product rows change, so every
 * cached listing and search answer is recomputed.
 */
export async function showSellerProducts(trx: Kysely<Database>, sellerId: number, verified: boolean): Promise<void> {
  await trx
    .updateTable('products')
    .set({ on_sale: verified ? sql<number>`listed` : 0 })
    .where('seller_id', '=', sellerId)
    .execute();
}
