/**
 * A seller's own product off sale / back on sale, and stock changes by a relative amount. Both are
 * conditional updates on the owner's row: another seller's product answers 404; the stock never goes below
 * 0 and a concurrent order's conditional decrement is kept (the change applies to the current value).
 */
import { type Kysely, sql } from 'kysely';
import type { SellerProduct } from 'shared-lib/contract';
import { PRODUCT_LIMITS, SELLER_PRODUCT_MESSAGES as P, SHIPMENT_MESSAGES } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { invalidateProductCounts } from '../catalogue/listings';
import { findSellerProduct } from './product-views';
import { sellerIdOf } from './seller-id';
import { sellerIsVerified } from './visibility';

export async function setProductOnSale(db: Kysely<Database>, userId: number, productId: number, onSale: boolean): Promise<SellerProduct> {
  const sellerId = await sellerIdOf(db, userId);
  // the seller's choice; shoppers see it only while the seller is verified (issue 33)
  const shown = onSale && (await sellerIsVerified(db, sellerId));
  const result = await db.updateTable('products').set({ listed: onSale ? 1 : 0, on_sale: shown ? 1 : 0 }).where('id', '=', productId).where('seller_id', '=', sellerId).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound(P.productNotFound);
  invalidateProductCounts(db);
  return (await findSellerProduct(db, sellerId, productId)) as SellerProduct;
}

export async function changeProductStock(db: Kysely<Database>, userId: number, productId: number, change: number): Promise<SellerProduct> {
  const sellerId = await sellerIdOf(db, userId);
  const result = await db
    .updateTable('products')
    .set({ in_stock_quantity: sql<number>`in_stock_quantity + ${change}` })
    .where('id', '=', productId)
    .where('seller_id', '=', sellerId)
    .where(sql<number>`in_stock_quantity + ${change}`, '>=', 0)
    .where(sql<number>`in_stock_quantity + ${change}`, '<=', PRODUCT_LIMITS.stockMax)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const product = await findSellerProduct(db, sellerId, productId);
    if (!product) throw notFound(P.productNotFound);
    throw new HttpError(409, `${SHIPMENT_MESSAGES.stockOutOfBounds} (now ${product.in_stock_quantity})`);
  }
  return (await findSellerProduct(db, sellerId, productId)) as SellerProduct;
}
