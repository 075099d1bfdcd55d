/**
 * Product reviews (issue 34). Only a patient with a delivered, not fully returned line of the product may
 * review it, once (a unique index on product and user); the author may edit it. Text is stored as plain
 * text. A text with an abusive word, or a review reported by REPORTS_TO_HOLD different users, is held
 * (hidden) until the house seller restores or removes it; every such decision is logged. Sellers reply
 * once to reviews of their own products and can never hide, edit or delete one. Every change that touches
 * what shoppers see recounts the product's rating in the same transaction (aggregates.ts).
 */
import type { Kysely } from 'kysely';
import type { MyReview, Review, ReviewBody, ReviewUpdateBody } from 'shared-lib/contract';
import { DEFAULT_BLOCKED_WORDS, REVIEW_MESSAGES as M, type ReviewStatus, abusiveWordIn, reviewerName } from 'shared-lib/domain/reviews';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, forbidden, notFound } from '../../http-error';
import { lockProduct, recomputeRating } from './aggregates';
import { cleanTexts, verifiedOrderId } from './eligibility';
import { logDecision } from './moderation-log';
import { listProductReviews, ownReview } from './views';

export { listProductReviews, ownReview };
export { markHelpful, reportReview } from './votes';
export { moderateReview, replyToReview, sellerReviews } from './seller-actions';

type Db = Kysely<Database>;
export interface ReviewSettings {
  blockedWords?: readonly string[];
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

