/** What sellers do with reviews (issue 34): list their products' reviews, reply once, and (the house seller) restore or remove a held review. */
import type { Kysely } from 'kysely';
import type { ModerateBody, SellerReviewPage, SellerReviewsQuery } from 'shared-lib/contract';
import { REVIEW_MESSAGES as M, plainText } from 'shared-lib/domain/reviews';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http-error';
import type { FileStorage } from '../../integrations/storage';
import { enqueueMail } from '../mail/outbox';
import { lockProduct, recomputeRating } from './aggregates';
import { logDecision } from './moderation-log';
import { dropReviewPhotoRows, removePhotoFiles } from './photos';
import { sellerReviewPage } from './views';

type Db = Kysely<Database>;

async function sellerOf(db: Db, userId: number) {
  const seller = await db.selectFrom('sellers').select(['id', 'is_house']).where('user_id', '=', userId).executeTakeFirst();
  if (!seller) throw forbidden(M.notYourProduct);
  return { id: seller.id, isHouse: Number(seller.is_house) === 1 };
}

export async function sellerReviews(db: Db, userId: number, query: SellerReviewsQuery): Promise<SellerReviewPage> {
  const seller = await sellerOf(db, userId);
  const moderation = query.scope === 'moderation';
  if (moderation && !seller.isHouse) throw forbidden(M.onlyHouseModerates);
  return sellerReviewPage(db, { sellerId: seller.id, isHouse: seller.isHouse, moderation }, query);
}

/** One public reply per review, by the seller of the product (the house seller for products without one). */
export async function replyToReview(db: Db, userId: number, reviewId: number, text: string): Promise<void> {
  const reply = plainText(text);
  if (!reply) throw badRequest(M.replyRequired);
  const seller = await sellerOf(db, userId);
  const review = await db.selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id').select(['reviews.id', 'reviews.status', 'products.seller_id']).where('reviews.id', '=', reviewId).executeTakeFirst();
  if (!review) throw notFound(M.reviewNotFound);
  const own = review.seller_id === seller.id || (seller.isHouse && review.seller_id === null);
  if (!own) throw forbidden(M.notYourProduct);
  if (review.status === 'removed') throw conflict(M.reviewNotFound);
  const result = await db
    .updateTable('reviews')
    .set({ reply_text: reply, reply_seller_id: seller.id, replied_at: new Date().toISOString() })
    .where('id', '=', reviewId)
    .where('reply_text', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(M.alreadyReplied);
}

/** The house seller restores a held review or removes it with a reason (mailed to the author); both logged. */
export async function moderateReview(db: Db, storage: FileStorage, userId: number, reviewId: number, body: ModerateBody): Promise<void> {
  const seller = await sellerOf(db, userId);
  if (!seller.isHouse) throw forbidden(M.onlyHouseModerates);
  const reason = plainText(body.reason);
  if (body.action === 'remove' && !reason) throw badRequest(M.reasonRequired);
  const review = await db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .innerJoin('orders', 'orders.id', 'reviews.order_id')
    // a guest's review: its order's address and name
    .select(['reviews.id', 'reviews.product_id', 'reviews.status', 'products.name as product_name', 'users.email', 'users.first_name', 'orders.email as order_email', 'orders.first_name as order_first_name'])
    .where('reviews.id', '=', reviewId)
    .executeTakeFirst();
  if (!review) throw notFound(M.reviewNotFound);
  let removedPhotos: string[] = [];
  await db.transaction().execute(async (trx) => {
    await lockProduct(trx, review.product_id);
    const next = body.action === 'restore' ? { status: 'published' as const, held_reason: null, report_count: 0 } : { status: 'removed' as const, removed_reason: reason };
    const result = await trx.updateTable('reviews').set(next).where('id', '=', reviewId).where('status', '=', 'held').executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, M.notHeld);
    await logDecision(trx, reviewId, userId, body.action === 'restore' ? 'restored' : 'removed', reason || M.restored);
    await recomputeRating(trx, review.product_id);
    // a removed review's photos go with it (the files once the removal is committed)
    if (body.action === 'remove') removedPhotos = await dropReviewPhotoRows(trx, reviewId);
    const author = review.email ? { to: review.email, name: review.first_name } : { to: review.order_email, name: review.order_first_name };
    if (body.action === 'remove' && author.to) {
      await enqueueMail(trx, { template: 'review-removed', to: author.to, dedupeKey: `review-removed:${reviewId}`, data: { customerName: author.name || 'Customer', productName: review.product_name, reason } });
    }
  });
  await removePhotoFiles(storage, removedPhotos);
}
