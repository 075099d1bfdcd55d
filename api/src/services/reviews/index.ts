/**
 * Product reviews (issue 34). Only a patient with a delivered, not fully returned line of the product may
 * review it, once (a unique index on product and user); the author may edit it. Text is stored as plain
 * text. A text with an abusive word, or a review reported by REPORTS_TO_HOLD different users, is held
 * (hidden) until the house seller restores or removes it; every such decision is logged. Sellers reply
 * once to reviews of their own products and can never hide, edit or delete one. Every change that touches
 * what shoppers see recounts the product's rating in the same transaction (aggregates.ts).
 */
import type { Kysely } from 'kysely';
import type { ModerateBody, MyReview, Review, ReviewBody, ReviewUpdateBody, SellerReviewPage, SellerReviewsQuery } from 'shared-lib/contract';
import { ORDER_STATUS } from 'shared-lib/domain';
import { DEFAULT_BLOCKED_WORDS, REPORTS_TO_HOLD, REVIEW_MESSAGES as M, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, type ReviewStatus, abusiveWordIn, plainText, reviewerName } from 'shared-lib/domain/reviews';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http-error';
import type { FileStorage } from '../../integrations/storage';
import { enqueueMail } from '../mail/outbox';
import { dropReviewPhotoRows, removePhotoFiles } from './photos';
import { lockProduct, recomputeRating } from './aggregates';
import { listProductReviews, ownReview, sellerReviewPage } from './views';

export { listProductReviews, ownReview };

type Db = Kysely<Database>;
export interface ReviewSettings {
  blockedWords?: readonly string[];
}

/** The newest delivered order of the patient holding a not fully returned line of the product, or null. */
export async function verifiedOrderId(db: Db, userId: number, productId: number): Promise<number | null> {
  const row = await db
    .selectFrom('order_details')
    .innerJoin('orders', 'orders.id', 'order_details.order_id')
    .innerJoin('shipments', (join) => join.onRef('shipments.order_id', '=', 'order_details.order_id').onRef('shipments.seller_id', '=', 'order_details.seller_id'))
    .select('orders.id')
    .where('orders.user_id', '=', userId)
    .where('order_details.product_id', '=', productId)
    .where('shipments.status', '=', ORDER_STATUS.delivered)
    .whereRef('order_details.returned_quantity', '<', 'order_details.quantity')
    .orderBy('shipments.delivered_at', 'desc')
    .orderBy('orders.id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function cleanTexts(body: { title?: string; body?: string }) {
  const title = plainText(body.title);
  const text = plainText(body.body);
  if (title.length > REVIEW_TITLE_MAX) throw badRequest(M.titleTooLong);
  if (text.length > REVIEW_TEXT_MAX) throw badRequest(M.textTooLong);
  return { title, body: text };
}

async function logDecision(trx: Db, reviewId: number, actorUserId: number | null, action: 'held' | 'restored' | 'removed', reason: string) {
  await trx.insertInto('review_moderation_log').values({ review_id: reviewId, actor_user_id: actorUserId, action, reason, created_at: new Date().toISOString() }).execute();
}

export async function myReview(db: Db, userId: number, productId: number): Promise<MyReview> {
  const existing = await db.selectFrom('reviews').select('id').where('product_id', '=', productId).where('user_id', '=', userId).executeTakeFirst();
  const eligible = (await verifiedOrderId(db, userId, productId)) !== null;
  return { eligible, review: existing ? await ownReview(db, existing.id) : null };
}

export async function createReview(db: Db, settings: ReviewSettings, userId: number, body: ReviewBody): Promise<Review & { status: ReviewStatus }> {
  const texts = cleanTexts(body);
  const product = await db.selectFrom('products').select('id').where('id', '=', body.product_id).executeTakeFirst();
  if (!product) throw notFound(M.productNotFound);
  const orderId = await verifiedOrderId(db, userId, body.product_id);
  if (orderId === null) throw forbidden(M.notEligible);
  const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
  return insertReview(db, settings, { productId: body.product_id, userId, orderId, reviewerName: reviewerName(user.first_name, user.last_name), rating: body.rating, texts }, M.alreadyReviewed);
}

/**
 * Writes a verified review (a patient's, or a guest's with `userId` null) with the product's aggregates in
 * one transaction; an abusive word holds it. The unique indexes answer a second review with 409 `duplicate`.
 */
export async function insertReview(
  db: Db,
  settings: ReviewSettings,
  review: { productId: number; userId: number | null; orderId: number; reviewerName: string; rating: number; texts: { title: string; body: string } },
  duplicate: string,
): Promise<Review & { status: ReviewStatus }> {
  const { texts } = review;
  const abusive = abusiveWordIn(`${texts.title} ${texts.body}`, settings.blockedWords ?? DEFAULT_BLOCKED_WORDS);
  let id = 0;
  try {
    await db.transaction().execute(async (trx) => {
      await lockProduct(trx, review.productId);
      const now = new Date().toISOString();
      const row = await trx
        .insertInto('reviews')
        .values({
          product_id: review.productId,
          user_id: review.userId,
          order_id: review.orderId,
          rating: review.rating,
          ...texts,
          reviewer_name: review.reviewerName,
          status: abusive ? 'held' : 'published',
          held_reason: abusive ? M.heldForWords : null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
      if (abusive) await logDecision(trx, id, null, 'held', M.heldForWords);
      await recomputeRating(trx, review.productId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicate);
    throw error;
  }
  return ownReview(db, id);
}

export async function updateReview(db: Db, settings: ReviewSettings, userId: number, reviewId: number, body: ReviewUpdateBody): Promise<Review & { status: ReviewStatus }> {
  const texts = cleanTexts(body);
  const review = await db.selectFrom('reviews').select(['id', 'user_id', 'product_id', 'status']).where('id', '=', reviewId).executeTakeFirst();
  if (!review) throw notFound(M.reviewNotFound);
  if (review.user_id !== userId) throw forbidden(M.notYourReview);
  if (review.status === 'removed') throw conflict(M.reviewNotFound);
  const abusive = abusiveWordIn(`${texts.title} ${texts.body}`, settings.blockedWords ?? DEFAULT_BLOCKED_WORDS);
  await db.transaction().execute(async (trx) => {
    await lockProduct(trx, review.product_id);
    const hold = abusive && review.status === 'published';
    await trx
      .updateTable('reviews')
      .set({ rating: body.rating, ...texts, updated_at: new Date().toISOString(), ...(hold ? { status: 'held', held_reason: M.heldForWords } : {}) })
      .where('id', '=', reviewId)
      .execute();
    if (hold) await logDecision(trx, reviewId, null, 'held', M.heldForWords);
    await recomputeRating(trx, review.product_id);
  });
  return ownReview(db, reviewId);
}

async function publishedReview(db: Db, reviewId: number) {
  const review = await db.selectFrom('reviews').select(['id', 'user_id', 'product_id', 'status']).where('id', '=', reviewId).executeTakeFirst();
  if (!review || review.status !== 'published') throw notFound(M.reviewNotFound);
  return review;
}

/** "Was this helpful?": one vote per user (the primary key), never on one's own review. */
export async function markHelpful(db: Db, userId: number, reviewId: number): Promise<{ helpful_count: number }> {
  const review = await publishedReview(db, reviewId);
  if (review.user_id === userId) throw forbidden(M.ownReviewVote);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('review_votes').values({ review_id: reviewId, user_id: userId, created_at: new Date().toISOString() }).execute();
      await trx.updateTable('reviews').set((eb) => ({ helpful_count: eb('helpful_count', '+', 1) })).where('id', '=', reviewId).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyVoted);
    throw error;
  }
  const row = await db.selectFrom('reviews').select('helpful_count').where('id', '=', reviewId).executeTakeFirstOrThrow();
  return { helpful_count: Number(row.helpful_count) };
}

/** A report with a reason, one per user and review; the REPORTS_TO_HOLD-th holds a published review. */
export async function reportReview(db: Db, userId: number, reviewId: number, reason: string): Promise<void> {
  const text = plainText(reason);
  if (!text) throw badRequest(M.reasonRequired);
  const review = await publishedReview(db, reviewId);
  try {
    await db.transaction().execute(async (trx) => {
      await lockProduct(trx, review.product_id);
      await trx.insertInto('review_reports').values({ review_id: reviewId, user_id: userId, reason: text, created_at: new Date().toISOString() }).execute();
      await trx.updateTable('reviews').set((eb) => ({ report_count: eb('report_count', '+', 1) })).where('id', '=', reviewId).execute();
      const held = await trx
        .updateTable('reviews')
        .set({ status: 'held', held_reason: M.heldForReports })
        .where('id', '=', reviewId)
        .where('status', '=', 'published')
        .where('report_count', '>=', REPORTS_TO_HOLD)
        .executeTakeFirst();
      if (Number(held.numUpdatedRows) === 1) {
        await logDecision(trx, reviewId, null, 'held', M.heldForReports);
        await recomputeRating(trx, review.product_id);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyReported);
    throw error;
  }
}

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
